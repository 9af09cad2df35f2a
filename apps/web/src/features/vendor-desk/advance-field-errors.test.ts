import { vendorAdvanceRequest } from "@souq/contract/vendor-desk";
import { describe, expect, it } from "vitest";
import { parseForm } from "@/lib/forms/parse-form.ts";
import { translatorFor } from "@/lib/forms/translator-test-support.ts";
import { describeAdvanceProblem } from "./advance-field-errors.ts";

function readStep(locale: "en" | "ar", typed: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(typed)) form.append(name, value);
  return parseForm(form, {
    schema: vendorAdvanceRequest,
    fields: ["status", "carrier", "tracking_number", "reason"],
    keep: ["carrier", "tracking_number", "reason"],
    describe: describeAdvanceProblem(translatorFor(locale, "vendor-desk", "VendorDesk.shipment")),
  });
}

describe("the shipment step form's field messages", () => {
  it("asks for the carrier and the tracking number to ship", () => {
    expect(readStep("en", { status: "shipped" })).toMatchObject({
      ok: false,
      fields: {
        carrier: ["Enter the carrier's name."],
        tracking_number: ["Enter the tracking number."],
      },
    });
    expect(readStep("ar", { status: "shipped", carrier: " ", tracking_number: "" })).toMatchObject({
      ok: false,
      fields: { carrier: ["أدخل اسم شركة الشحن."], tracking_number: ["أدخل رقم التتبع."] },
    });
  });

  it("words a carrier too short and a tracking number of the wrong shape, keeping what was typed", () => {
    expect(
      readStep("en", { status: "shipped", carrier: "S", tracking_number: "#12" }),
    ).toMatchObject({
      ok: false,
      fields: {
        carrier: ["Write 2 to 60 characters."],
        tracking_number: [
          "Use 4 to 40 Latin letters, digits, - or /, starting with a letter or a digit.",
        ],
      },
      values: { carrier: "S", tracking_number: "#12" },
    });
  });

  it("asks a reason to cancel, in one line", () => {
    expect(readStep("ar", { status: "cancelled" })).toMatchObject({
      ok: false,
      fields: { reason: ["اكتب للمتسوق سبب الإلغاء."] },
    });
    expect(readStep("en", { status: "cancelled", reason: "Out of\nstock" })).toMatchObject({
      ok: false,
      fields: { reason: ["Write it on one line."] },
    });
  });

  it("takes a shipping step with its details, and gives a step it does not know no field message", () => {
    expect(
      readStep("en", { status: "shipped", carrier: "SMSA", tracking_number: "SM-204/77" }),
    ).toMatchObject({
      ok: true,
      data: { status: "shipped", carrier: "SMSA", tracking_number: "SM-204/77" },
    });
    expect(readStep("en", { status: "returned" })).toMatchObject({ ok: false, fields: {} });
  });
});
