import { describe, expect, it } from "vitest";
import { rememberedLanguageRedirect } from "./remembered-language.ts";

describe("rememberedLanguageRedirect", () => {
  it("sends an unprefixed address to its Arabic twin when Arabic was chosen", () => {
    expect(rememberedLanguageRedirect("/", "ar")).toBe("/ar");
    expect(rememberedLanguageRedirect("/pages/shop", "ar")).toBe("/ar/pages/shop");
  });

  it("leaves the address alone without a choice, with English chosen, or with any other value", () => {
    expect(rememberedLanguageRedirect("/pages/shop", undefined)).toBeNull();
    expect(rememberedLanguageRedirect("/pages/shop", "en")).toBeNull();
    expect(rememberedLanguageRedirect("/pages/shop", "fr")).toBeNull();
    expect(rememberedLanguageRedirect("/pages/shop", "ar; x=1")).toBeNull();
  });

  it("never redirects an address that already names its language", () => {
    expect(rememberedLanguageRedirect("/ar/pages/shop", "ar")).toBeNull();
    expect(rememberedLanguageRedirect("/ar", "ar")).toBeNull();
    expect(rememberedLanguageRedirect("/en/pages/shop", "ar")).toBeNull();
  });
});
