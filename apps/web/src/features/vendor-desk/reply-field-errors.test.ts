import { vendorConversationReplyRequest } from "@souq/contract/vendor-desk";
import { describe, expect, it } from "vitest";
import { parseForm } from "@/lib/forms/parse-form.ts";
import { translatorFor } from "@/lib/forms/translator-test-support.ts";
import { describeReplyProblem } from "./reply-field-errors.ts";

function readReply(locale: "en" | "ar", message: string) {
  const form = new FormData();
  form.append("message", message);
  return parseForm(form, {
    schema: vendorConversationReplyRequest,
    fields: ["message"],
    keep: ["message"],
    describe: describeReplyProblem(translatorFor(locale, "vendor-desk", "VendorDesk.messages")),
  });
}

describe("the vendor's answer form", () => {
  it("words an answer too short or too long in each language, keeping what was typed", () => {
    expect(readReply("en", " ")).toMatchObject({
      ok: false,
      fields: { message: ["Write at least 2 characters."] },
      values: { message: " " },
    });
    expect(readReply("ar", "x".repeat(2001))).toMatchObject({
      ok: false,
      fields: { message: ["يجب ألا يتجاوز ردك 2000 حرف."] },
    });
  });

  it("takes an answer of plain text, trimmed", () => {
    expect(readReply("en", "  Yes, in stock.  ")).toMatchObject({
      ok: true,
      data: { message: "Yes, in stock." },
    });
  });
});
