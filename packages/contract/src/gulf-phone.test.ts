import { describe, expect, it } from "vitest";
import { normalizeGulfPhone } from "./gulf-phone.ts";

describe("normalizeGulfPhone", () => {
  it.each([
    ["0501234567", "+966501234567"],
    ["501234567", "+966501234567"],
    ["+966501234567", "+966501234567"],
    ["00966501234567", "+966501234567"],
    ["+966 0501234567", "+966501234567"],
    ["050 123 4567", "+966501234567"],
    ["050-123-4567", "+966501234567"],
    ["+966 50 123 4567", "+966501234567"],
    ["  0551234567 ", "+966551234567"],
    ["٠٥٠١٢٣٤٥٦٧", "+966501234567"],
    ["+٩٦٦٥٠١٢٣٤٥٦٧", "+966501234567"],
    ["۰۵۰۱۲۳۴۵۶۷", "+966501234567"],
    ["٠٥٠-١٢٣-٤٥٦٧", "+966501234567"],
    ["050\u00a0123\u00a04567", "+966501234567"],
    ["+971 50 123 4567", "+971501234567"],
    ["00971 4 123 4567", "+97141234567"],
    ["+965 9123 4567", "+96591234567"],
    ["+973 3612 3456", "+97336123456"],
    ["+974 5512 3456", "+97455123456"],
    ["+968 9212 3456", "+96892123456"],
    // As the reviewer typed them on sign-up and the profile (issue 24).
    ["055 123 4567", "+966551234567"],
    ["+966 55 123 4567", "+966551234567"],
    ["٠٥٥١٢٣٤٥٦٧", "+966551234567"],
    ["۰۵۵ ۱۲۳ ۴۵۶۷", "+966551234567"],
    // One pair of brackets around a group of digits.
    ["(055) 123 4567", "+966551234567"],
    ["(050) 123-4567", "+966501234567"],
    ["+966 (55) 123-4567", "+966551234567"],
    ["+966 (0) 55 123 4567", "+966551234567"],
  ])("accepts %s as %s", (typed, stored) => {
    expect(normalizeGulfPhone(typed)).toBe(stored);
  });

  it.each([
    "",
    "abc",
    "12345",
    "0401234567", // a Saudi number that is not a mobile
    "050123456", // one digit short
    "05012345678", // one digit too many
    "+96650123456",
    "+9665012345678",
    "966501234567", // an international number needs + or 00
    "+9710123456789",
    "+97150123456789",
    "+965 1234567", // Kuwait: eight digits
    "+973 012 34567", // no trunk 0 after a Gulf code but Saudi's
    "+1 202 555 0100", // outside the Gulf
    "+44 20 7946 0958",
    "+20 100 123 4567",
    "050.123.4567", // dots are not separators
    "(050 123 4567", // brackets come in a pair
    "050) 123 4567",
    "(050) (123) 4567", // one pair at most
    "()0501234567",
    "(+966) 50 123 4567", // the + is not a digit to group
    "+ 966 50 123 4567 ext 2",
    "0501234567x",
  ])("refuses %s", (typed) => {
    expect(normalizeGulfPhone(typed)).toBeNull();
  });
});

describe("the contact form's phone", () => {
  it("takes as many characters as an address's phone", async () => {
    const { contactLimits } = await import("./contact-rules.ts");
    const { maxPhoneInputLength } = await import("./gulf-phone.ts");
    expect(contactLimits.phone).toBe(maxPhoneInputLength);
  });
});
