import { describe, expect, it } from "vitest";
import { gulfCountryCodeOf, gulfCountryName } from "./gulf-countries.ts";

describe("gulf countries", () => {
  it("knows a country by its code or its name in either language, in any case", () => {
    expect(gulfCountryCodeOf("SA")).toBe("SA");
    expect(gulfCountryCodeOf(" saudi  arabia ")).toBe("SA");
    expect(gulfCountryCodeOf("الكويت")).toBe("KW");
    expect(gulfCountryCodeOf("ae")).toBe("AE");
    expect(gulfCountryCodeOf("Egypt")).toBeUndefined();
    expect(gulfCountryCodeOf("")).toBeUndefined();
  });

  it("names a stored country in each language, an older row's name too", () => {
    expect(gulfCountryName("OM", "en")).toBe("Oman");
    expect(gulfCountryName("OM", "ar")).toBe("عُمان");
    expect(gulfCountryName("Saudi Arabia", "ar")).toBe("المملكة العربية السعودية");
    expect(gulfCountryName("Atlantis", "ar")).toBe("Atlantis");
  });
});
