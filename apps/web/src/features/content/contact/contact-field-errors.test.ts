import { contactRequest } from "@souq/contract/contact";
import { describe, expect, it } from "vitest";
import { parseForm } from "@/lib/forms/parse-form.ts";
import { translatorFor } from "@/lib/forms/translator-test-support.ts";
import { describeContactProblem } from "./contact-field-errors.ts";

const fields = ["name", "email", "phone", "subject", "message"] as const;

function readContact(locale: "en" | "ar", typed: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(typed)) form.append(name, value);
  return parseForm(form, {
    schema: contactRequest,
    fields,
    keep: fields,
    describe: describeContactProblem(translatorFor(locale, "content", "Contact.errors")),
  });
}

const refused = { name: "  ", email: "sara@", phone: "123", subject: "Hi", message: "Short" };

describe("the contact form's field messages", () => {
  it("words each refused field in English", () => {
    const read = readContact("en", refused);
    if (read.ok) throw new Error("the message should be refused");
    expect(read.fields).toEqual({
      name: ["This field is required."],
      email: ["Enter a valid email address."],
      phone: [
        "Enter a Saudi mobile number (05XXXXXXXX) or a Gulf number with its country code (+971, +965, +973, +974, +968).",
      ],
      subject: ["Enter at least 3 characters."],
      message: ["Enter at least 10 characters."],
    });
  });

  it("words them in Arabic", () => {
    const read = readContact("ar", refused);
    if (read.ok) throw new Error("the message should be refused");
    expect(read.fields.name).toEqual(["هذا الحقل مطلوب."]);
    expect(read.fields.email).toEqual(["أدخل بريدًا إلكترونيًا صحيحًا."]);
    expect(read.fields.message).toEqual(["يجب ألا يقل عدد الأحرف عن 10."]);
  });

  it("keeps what was typed", () => {
    expect(readContact("en", refused).values).toEqual(refused);
  });
});
