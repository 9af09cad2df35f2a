import { describe, expect, it } from "vitest";
import { localeFromAcceptLanguage } from "./locale.ts";

describe("localeFromAcceptLanguage", () => {
  it.each([
    [undefined, "en"],
    ["", "en"],
    ["ar", "ar"],
    ["ar-SA", "ar"],
    ["AR-sa,en;q=0.5", "ar"],
    ["en-GB,ar;q=0.9", "en"],
    ["fr-FR,ar;q=0.8,en;q=0.5", "ar"],
    ["en;q=0.2,ar;q=0.9", "ar"],
    ["fr,de", "en"],
    ["ar;q=0", "en"],
  ])("reads %s as %s", (header, expected) => {
    expect(localeFromAcceptLanguage(header)).toBe(expected);
  });
});
