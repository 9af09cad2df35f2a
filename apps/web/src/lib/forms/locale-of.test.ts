import { describe, expect, it } from "vitest";
import { localeOf } from "./locale-of.ts";

describe("localeOf", () => {
  it("reads a form's hidden locale field", () => {
    const form = new FormData();
    form.append("locale", "ar");
    expect(localeOf(form)).toBe("ar");
  });

  it("reads a language a button passes", () => {
    expect(localeOf("ar")).toBe("ar");
    expect(localeOf("en")).toBe("en");
  });

  it("answers English for none or one we do not know", () => {
    expect(localeOf(new FormData())).toBe("en");
    expect(localeOf("fr")).toBe("en");
    expect(localeOf(undefined)).toBe("en");
  });
});
