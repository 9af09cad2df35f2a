import type { ProductSummary } from "@souq/contract/catalog";
import { describe, expect, it } from "vitest";
import { toSearchSuggestion } from "./search-suggestion.ts";

type Priced = Parameters<typeof toSearchSuggestion>[0];
type Variant = ProductSummary["variants"][number];

const variant = (id: number, price: number, sale_price: number | null): Variant => ({
  id,
  price,
  sale_price,
  stock: 5,
  colour: null,
  size: `${id}`,
});

const product = (fields: Partial<Priced>): Priced => ({
  id: 1,
  name: "Falak X12 Smartphone",
  price: 899,
  sale_price: null,
  variants: [],
  sm_pictures: [],
  pictures: [],
  ...fields,
});

describe("a suggestion's price", () => {
  it("is the sale price the card shows for a product whose variants are all on sale", () => {
    // The card and the page sell it at 699; the variants' regular prices (spec section 3's range)
    // are 899 each, which the suggestion used to show.
    const onSale = product({
      price: 899,
      sale_price: 699,
      variants: [variant(1, 899, 699), variant(2, 899, 699)],
    });
    expect(toSearchSuggestion(onSale)).toMatchObject({ min: 699, max: 899, sale: true });
  });

  it("is the sale price beside the price for a product without variants on sale", () => {
    expect(toSearchSuggestion(product({ sale_price: 749 }))).toMatchObject({
      min: 749,
      max: 899,
      sale: true,
    });
  });

  it("is one price, or the lowest to the highest, for products not on sale", () => {
    expect(toSearchSuggestion(product({}))).toMatchObject({ min: 899, max: 899, sale: false });
    const range = product({ variants: [variant(1, 899, null), variant(2, 1199, null)] });
    expect(toSearchSuggestion(range)).toMatchObject({ min: 899, max: 1199, sale: false });
  });

  it("keeps the name, id and the smallest picture", () => {
    const picture = {
      url: "https://example.test/p-200.webp",
      srcset: "https://example.test/p-200.webp 200w",
      width: 200,
      height: 200,
    };
    const suggestion = toSearchSuggestion(product({ id: 7, sm_pictures: [picture] }));
    expect(suggestion).toMatchObject({ id: 7, name: "Falak X12 Smartphone" });
    expect(suggestion.picture).toBe(picture);
  });
});
