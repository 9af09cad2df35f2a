import { createVendorMessageRequest } from "@souq/contract/vendor-messages";
import { describe, expect, it } from "vitest";
import { parseForm } from "@/lib/forms/parse-form.ts";
import { translatorFor } from "@/lib/forms/translator-test-support.ts";
import { describeMessageProblem } from "./message-field-errors.ts";

function readMessage(locale: "en" | "ar", typed: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(typed)) form.append(name, value);
  return parseForm(form, {
    schema: createVendorMessageRequest,
    fields: ["vendor_id", "product_id", "message"],
    keep: ["message"],
    describe: describeMessageProblem(translatorFor(locale, "vendor-messages", "VendorChat")),
  });
}

describe("the vendor message form's field messages", () => {
  it("words a short or long message in each language", () => {
    expect(readMessage("en", { vendor_id: "3", message: " a " })).toMatchObject({
      ok: false,
      fields: { message: ["Write at least 2 characters."] },
      values: { message: " a " },
    });
    expect(readMessage("ar", { vendor_id: "3", message: "x".repeat(2001) })).toMatchObject({
      ok: false,
      fields: { message: ["لا تتجاوز رسالتك 2000 حرف."] },
    });
  });

  it("gives no field message for the page's own fields, and reads a blank product as none", () => {
    expect(readMessage("en", { vendor_id: "", message: "Is it in stock?" })).toMatchObject({
      ok: false,
      fields: {},
    });
    expect(readMessage("en", { vendor_id: "3", product_id: "", message: "Hello" })).toMatchObject({
      ok: true,
      data: { vendor_id: 3, message: "Hello" },
    });
  });
});
