import { describe, expect, it } from "vitest";
import { addressRequest } from "./addresses.ts";
import {
  composeAddressLine,
  normalizeBuildingNumber,
  normalizeShortCode,
} from "./national-address.ts";

describe("the National Address short code", () => {
  it("is four letters and four digits, written one way", () => {
    expect(normalizeShortCode("RRRD2929")).toBe("RRRD2929");
    expect(normalizeShortCode("rrrd2929")).toBe("RRRD2929");
    expect(normalizeShortCode(" RRRD 2929 ")).toBe("RRRD2929");
    expect(normalizeShortCode("rrrd-2929")).toBe("RRRD2929");
    expect(normalizeShortCode("RRRD٢٩٢٩")).toBe("RRRD2929");
    expect(normalizeShortCode("ecsa۱۲۳۴")).toBe("ECSA1234");
  });

  it("refuses anything else", () => {
    for (const wrong of [
      "",
      "RRR2929",
      "RRRDD2929",
      "RRRD292",
      "RRRD29299",
      "2929RRRD",
      "ررر٢٩٢٩",
    ]) {
      expect(normalizeShortCode(wrong), wrong).toBeNull();
    }
  });
});

describe("the building number", () => {
  it("is four digits, Arabic-Indic ones allowed", () => {
    expect(normalizeBuildingNumber("2929")).toBe("2929");
    expect(normalizeBuildingNumber("٨٢٢٨")).toBe("8228");
    expect(normalizeBuildingNumber("292")).toBeNull();
    expect(normalizeBuildingNumber("29a9")).toBeNull();
  });
});

describe("the one-line address written from its parts", () => {
  it("puts the building number before the street and the district after", () => {
    expect(
      composeAddressLine({
        building_number: "2929",
        street: "King Fahd Road",
        district: "Al Olaya",
      }),
    ).toBe("2929 King Fahd Road, Al Olaya");
    expect(
      composeAddressLine({ building_number: "", street: "Tahlia St", district: "Al Andalus" }),
    ).toBe("Tahlia St, Al Andalus");
  });

  it("uses the Arabic comma for parts written in Arabic", () => {
    expect(
      composeAddressLine({ building_number: "8228", street: "طريق الملك فهد", district: "العليا" }),
    ).toBe("8228 طريق الملك فهد، العليا");
  });
});

const line = { phone: "0501234567", city_name: "Riyadh", country_name: "SA" };
const saudi = {
  ...line,
  recipient_name: "Sara Al-Qahtani",
  street: "King Fahd Road",
  district: "Al Olaya",
  building_number: "",
  short_code: "",
};
const fieldsOf = (input: unknown) => {
  const parsed = addressRequest.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join("."));
};

describe("an address request", () => {
  it("takes the spec's one line, as its clients send it", () => {
    expect(fieldsOf({ ...line, address: "King Fahd Road 12" })).toEqual([]);
    expect(fieldsOf({ ...line })).toEqual(["address"]);
  });

  it("with a street, needs the recipient, the street and the district but no line", () => {
    expect(fieldsOf(saudi)).toEqual([]);
    expect(fieldsOf({ ...saudi, recipient_name: "", street: " ", district: "" })).toEqual([
      "recipient_name",
      "street",
      "district",
    ]);
  });

  it("says everything to fix at once, the missing parts with a refused phone", () => {
    expect(fieldsOf({ ...saudi, phone: "12", district: "" })).toEqual(["phone", "district"]);
  });

  it("normalises the building number and short code, and refuses wrong ones", () => {
    const parsed = addressRequest.parse({
      ...saudi,
      building_number: "٢٩٢٩",
      short_code: "rrrd ٢٩٢٩",
    });
    expect(parsed).toMatchObject({ building_number: "2929", short_code: "RRRD2929" });
    expect(fieldsOf({ ...saudi, building_number: "12", short_code: "RRRD" })).toEqual([
      "building_number",
      "short_code",
    ]);
  });

  it("takes a short code only for an address in Saudi Arabia", () => {
    expect(fieldsOf({ ...saudi, country_name: "AE", short_code: "RRRD2929" })).toEqual([
      "short_code",
    ]);
    expect(fieldsOf({ ...saudi, country_name: "Saudi Arabia", short_code: "RRRD2929" })).toEqual(
      [],
    );
  });
});
