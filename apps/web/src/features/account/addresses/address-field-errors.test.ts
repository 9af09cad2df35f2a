import { addressRequest } from "@souq/contract/addresses";
import { describe, expect, it } from "vitest";
import { parseForm } from "@/lib/forms/parse-form.ts";
import { translatorFor } from "@/lib/forms/translator-test-support.ts";
import { describeAddressProblem, withMissingParts } from "./address-field-errors.ts";

const fields = ["phone", "address", "city_name", "country_name", "zip_code", "state"] as const;

function readAddress(locale: "en" | "ar", typed: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(typed)) form.append(name, value);
  const t = translatorFor(locale, "account", "Addresses.errors");
  return parseForm(form, {
    schema: addressRequest,
    fields,
    keep: fields,
    describe: describeAddressProblem(t),
  });
}

const refused = {
  phone: "12345",
  address: "ab",
  city_name: "",
  country_name: "France",
  zip_code: "12",
  state: "",
};

describe("the address form's field messages", () => {
  it("words each refused field in English from the message files", () => {
    const read = readAddress("en", refused);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.fields).toEqual({
      phone: [
        "Enter a Saudi mobile number (05XXXXXXXX) or a Gulf number with its country code (+971, +965, +973, +974, +968).",
      ],
      address: ["Enter at least 3 characters."],
      city_name: ["Enter at least 2 characters."],
      country_name: ["Choose one of the Gulf countries."],
      zip_code: ["Enter a postal code of 3 to 5 digits, such as 12345 or 12345-6789."],
    });
  });

  it("words the same refusals in Arabic", () => {
    const read = readAddress("ar", refused);
    if (read.ok) throw new Error("the address should be refused");
    expect(read.fields.address).toEqual(["يجب ألا يقل عدد الأحرف عن 3."]);
    expect(read.fields.country_name).toEqual(["اختر إحدى دول الخليج."]);
    expect(read.fields.phone?.[0]).toMatch(/^أدخل رقم جوال سعوديًا/);
  });

  it("says an empty required field is required, and too long with the limit", () => {
    const read = readAddress("en", { ...refused, phone: "", state: "x".repeat(81) });
    if (read.ok) throw new Error("the address should be refused");
    expect(read.fields.phone).toEqual(["This field is required."]);
    expect(read.fields.state).toEqual(["Enter at most 80 characters."]);
  });

  it("keeps what was typed, and passes a good address normalised", () => {
    expect(readAddress("ar", refused).values).toEqual(refused);
    const good = {
      phone: "0501234567",
      address: "King Fahd Road",
      city_name: "Riyadh",
      country_name: "SA",
      zip_code: "12345",
      state: "",
    };
    const read = readAddress("en", good);
    expect(read).toMatchObject({ ok: true, data: { phone: "+966501234567", country_name: "SA" } });
  });
});

const saudiFields = [
  "recipient_name",
  "phone",
  "short_code",
  "building_number",
  "street",
  "district",
  "city_name",
  "country_name",
  "zip_code",
  "state",
] as const;

function readSaudiAddress(locale: "en" | "ar", typed: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(typed)) form.append(name, value);
  const t = translatorFor(locale, "account", "Addresses.errors");
  return parseForm(form, {
    schema: addressRequest,
    fields: saudiFields,
    keep: saudiFields,
    describe: describeAddressProblem(t),
  });
}

const saudi = {
  recipient_name: "Sara Al-Qahtani",
  phone: "0501234567",
  short_code: "rrrd ٢٩٢٩",
  building_number: "٢٩٢٩",
  street: "King Fahd Road",
  district: "Al Olaya",
  city_name: "Riyadh",
  country_name: "SA",
  zip_code: "",
  state: "",
};

describe("the Saudi address form's field messages", () => {
  it("reads a National Address, its codes normalised", () => {
    const read = readSaudiAddress("en", saudi);
    expect(read.ok && read.data).toMatchObject({ short_code: "RRRD2929", building_number: "2929" });
  });

  it("says the recipient, street and district are required when left empty", () => {
    const read = readSaudiAddress("ar", {
      ...saudi,
      recipient_name: "",
      street: "",
      district: " ",
    });
    if (read.ok) throw new Error("the address should be refused");
    expect(read.fields).toEqual({
      recipient_name: ["هذا الحقل مطلوب."],
      street: ["هذا الحقل مطلوب."],
      district: ["هذا الحقل مطلوب."],
    });
  });

  it("words a wrong building number and short code, and a short code abroad", () => {
    const wrong = readSaudiAddress("en", { ...saudi, building_number: "12", short_code: "RRR" });
    if (wrong.ok) throw new Error("the address should be refused");
    expect(wrong.fields).toEqual({
      building_number: ["Enter the building number of four digits, such as 2929."],
      short_code: ["Enter the short address of four letters and four digits, such as RRRD2929."],
    });
    const abroad = readSaudiAddress("en", { ...saudi, country_name: "KW" });
    if (abroad.ok) throw new Error("the address should be refused");
    expect(abroad.fields).toEqual({
      short_code: ["A short address is only for addresses in Saudi Arabia."],
    });
  });

  it("names the missing parts beside a field that failed outright", () => {
    const read = readSaudiAddress("en", { ...saudi, phone: "", street: "", district: "" });
    if (read.ok) throw new Error("the address should be refused");
    // The contract stops at the empty phone, so the form adds the empty parts itself.
    expect(withMissingParts(read.fields, read.values, "This field is required.")).toEqual({
      phone: ["This field is required."],
      street: ["This field is required."],
      district: ["This field is required."],
    });
  });
});
