import type { Locale } from "@souq/contract/locale";
import { describe, expect, it } from "vitest";
import { translatorFor } from "./translator-test-support.ts";

// One phone rule for the whole store (ADR 49): every form says what it takes, and what it
// refuses, in the same words. Sign-up and the profile show the API's sentence for a refused
// phone (its `field_phone_gulf`, the same text as these).
const refusal = {
  en: "Enter a Saudi mobile number (05XXXXXXXX) or a Gulf number with its country code (+971, +965, +973, +974, +968).",
  ar: "أدخل رقم جوال سعوديًا (05XXXXXXXX) أو رقمًا خليجيًا مع رمز الدولة (\u2066+971\u2069 أو \u2066+965\u2069 أو \u2066+973\u2069 أو \u2066+974\u2069 أو \u2066+968\u2069).",
};

describe.each(["en", "ar"] as const)("the phone's words in %s", (locale: Locale) => {
  it("refuses a number in one sentence on the address and contact forms", () => {
    expect(translatorFor(locale, "account", "Addresses.errors")("phone")).toBe(refusal[locale]);
    expect(translatorFor(locale, "content", "Contact.errors")("phone")).toBe(refusal[locale]);
  });

  it("gives one hint on sign-up, the profile, the address book and the contact form", () => {
    const hints = [
      translatorFor(locale, "auth", "Auth")("phoneHint"),
      translatorFor(locale, "account", "Account")("phoneHint"),
      translatorFor(locale, "account", "Addresses.fields")("phoneHint"),
      translatorFor(locale, "content", "Contact.fields")("phoneHint"),
    ];
    expect(new Set(hints).size).toBe(1);
    // The example is one the rule takes, written as people write it.
    expect(hints[0]).toContain("055 123 4567");
  });
});
