import { describe, expect, it } from "vitest";
import { brandOf, cardDigits, passesLuhn, readExpiry } from "./cards.ts";

describe("the sandbox's card checks", () => {
  it("passes the test cards through the Luhn check and catches a mistyped digit", () => {
    for (const number of ["4111 1111 1111 1111", "4000 0000 0000 0002", "4464 0400 0000 0007"]) {
      expect(passesLuhn(cardDigits(number))).toBe(true);
    }
    expect(passesLuhn("4111111111111112")).toBe(false);
    expect(passesLuhn("4111")).toBe(false);
    expect(passesLuhn("4111-1111-1111-111a")).toBe(false);
  });

  it("names mada by its BIN before Visa and Mastercard by their ranges", () => {
    expect(brandOf("4464040000000007")).toBe("mada");
    expect(brandOf("5888450000000000")).toBe("mada");
    expect(brandOf("4111111111111111")).toBe("visa");
    expect(brandOf("5555555555554444")).toBe("mastercard");
    expect(brandOf("2221000000000009")).toBe("mastercard");
    expect(brandOf("2720990000000007")).toBe("mastercard");
    expect(brandOf("2721000000000004")).toBe("other");
    expect(brandOf("5012345678901234")).toBe("other");
    expect(brandOf("378282246310005")).toBe("other");
  });

  it("reads an expiry as MM/YY, good until the end of its month", () => {
    const now = new Date("2026-11-26T12:00:00Z");
    expect(readExpiry("11/26", now)).toBe("valid");
    expect(readExpiry("10/26", now)).toBe("expired");
    expect(readExpiry("12/2030", now)).toBe("valid");
    expect(readExpiry("13/30", now)).toBe("malformed");
    expect(readExpiry("1/30", now)).toBe("malformed");
  });
});
