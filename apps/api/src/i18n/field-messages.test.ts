import { registerRequest } from "@souq/contract/auth";
import { describe, expect, it } from "vitest";
import { fieldMessageOf } from "./field-messages.ts";
import { translate } from "./messages.ts";

/** Runs the contract's schema and words each issue as the error plugin does. */
function messagesFor(body: Record<string, unknown>, locale: "en" | "ar" = "en") {
  const result = registerRequest.safeParse(body);
  if (result.success) return {};
  const fields: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join(".");
    const { code, path: _path, message, ...params } = issue;
    const { key, params: values } = fieldMessageOf(
      { keyword: code, params, message },
      field,
      body[field],
    );
    fields[field] = [...(fields[field] ?? []), translate(locale, key, values)];
  }
  return fields;
}

const valid = {
  name: "Sara",
  email: "sara@example.com",
  phone: "+966500000000",
  password: "long enough",
  password_confirmation: "long enough",
};

describe("fieldMessageOf", () => {
  it("says a missing or blank field is required", () => {
    expect(messagesFor({ ...valid, name: "   ", email: undefined })).toEqual({
      name: ["This field is required."],
      email: ["This field is required."],
    });
  });

  it("gives lengths, email and phone their own wording", () => {
    expect(
      messagesFor({
        ...valid,
        name: "S",
        email: "x@",
        phone: "abc",
        password: "short",
        password_confirmation: "short",
      }),
    ).toEqual({
      name: ["Enter at least 2 characters."],
      email: ["Enter a valid email address."],
      phone: [
        "Enter a Saudi mobile number (05XXXXXXXX) or a Gulf number with its country code (+971, +965, +973, +974, +968).",
      ],
      password: ["Enter at least 8 characters."],
    });
    expect(messagesFor({ ...valid, name: "x".repeat(101) })).toEqual({
      name: ["Enter at most 100 characters."],
    });
  });

  it("knows the contract's custom check of the confirmation, in Arabic too", () => {
    expect(messagesFor({ ...valid, password_confirmation: "other" }, "ar")).toEqual({
      password_confirmation: ["كلمتا المرور غير متطابقتين."],
    });
  });

  it("words numbers and unknown checks plainly", () => {
    expect(messagesFor({ ...valid, company_id: "0" })).toEqual({
      company_id: ["Enter a number greater than 0."],
    });
    expect(
      fieldMessageOf({ keyword: "custom", params: {}, message: "anything else" }, "x", "v").key,
    ).toBe("field_invalid");
  });
});
