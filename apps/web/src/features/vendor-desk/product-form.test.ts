import { describe, expect, it } from "vitest";
import { translatorFor } from "@/lib/forms/translator-test-support.ts";
import { productChangeBody, productFormText, readProductChange } from "./product-form.ts";

const say = {
  en: translatorFor("en", "vendor-desk", "VendorDesk.products"),
  ar: translatorFor("ar", "vendor-desk", "VendorDesk.products"),
};

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

const read = (locale: "en" | "ar", fields: Record<string, string>) =>
  readProductChange(productFormText(form(fields)), say[locale]);

describe("a product row of the vendor's desk", () => {
  it("reads the product's own price, sale price and stock", () => {
    expect(read("en", { price: "120.50", sale_price: "99", stock: "7" })).toEqual({
      ok: true,
      body: { price: 120.5, sale_price: 99, stock: 7 },
    });
  });

  it("reads an empty sale price as none, and sends it as an empty field so it is cleared", () => {
    const read_ = read("en", { price: "40", sale_price: "", stock: "0" });
    expect(read_).toEqual({ ok: true, body: { price: 40, sale_price: null, stock: 0 } });
    if (!read_.ok) throw new Error("refused");
    expect(productChangeBody(read_.body)).toEqual({ price: 40, sale_price: "", stock: 0 });
  });

  it("reads each variant in its order, and no product field beside them", () => {
    const read_ = read("en", {
      "variants.1.id": "12",
      "variants.1.stock": "3",
      "variants.0.id": "11",
      "variants.0.price": "80",
      "variants.0.sale_price": "",
      "variants.0.stock": "100000",
      "variants.1.price": "85",
      "variants.1.sale_price": "70",
      "variants.999.stock": "1",
      "variants.x.stock": "1",
      unknown: "5",
    });
    expect(read_).toEqual({
      ok: true,
      body: {
        variants: [
          { id: 11, price: 80, sale_price: null, stock: 100000 },
          { id: 12, price: 85, sale_price: 70, stock: 3 },
        ],
      },
    });
    if (!read_.ok) throw new Error("refused");
    expect(productChangeBody(read_.body)).toEqual({
      variants: [
        { id: 11, price: 80, sale_price: "", stock: 100000 },
        { id: 12, price: 85, sale_price: 70, stock: 3 },
      ],
    });
  });

  it("words each wrong field beside it, in English and in Arabic", () => {
    expect(read("en", { price: "0", sale_price: "1.234", stock: "2.5" })).toEqual({
      ok: false,
      fields: {
        price: ["Enter a price from 0.01 to 1,000,000 with at most two decimals."],
        sale_price: ["Enter a price from 0.01 to 1,000,000 with at most two decimals."],
        stock: ["Enter a whole number from 0 to 100,000."],
      },
    });
    expect(
      read("ar", { "variants.0.id": "4", "variants.0.price": "abc", "variants.0.stock": "100001" }),
    ).toEqual({
      ok: false,
      fields: {
        "variants.0.price": ["أدخل سعرًا من 0.01 إلى 1,000,000 بخانتين عشريتين على الأكثر."],
        "variants.0.stock": ["أدخل عددًا صحيحًا من 0 إلى 100,000."],
      },
    });
  });

  it("refuses a sale price that is not below its price in the same row", () => {
    expect(read("en", { price: "50", sale_price: "50", stock: "1" })).toEqual({
      ok: false,
      fields: { sale_price: ["Keep the sale price below the price."] },
    });
    expect(
      read("ar", {
        "variants.0.id": "4",
        "variants.0.price": "30",
        "variants.0.sale_price": "45",
      }),
    ).toEqual({
      ok: false,
      fields: { "variants.0.sale_price": ["يجب أن يكون سعر التخفيض أقل من السعر."] },
    });
  });

  it("has no field to blame when the page itself is out of date", () => {
    expect(read("en", {})).toEqual({ ok: false, fields: {} });
    expect(read("en", { "variants.0.id": "x", "variants.0.stock": "2" })).toEqual({
      ok: false,
      fields: {},
    });
  });
});
