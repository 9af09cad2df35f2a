import type { ProductFacets } from "@souq/contract/catalog";
import { describe, expect, it } from "vitest";
import { parseShopQuery } from "./shop-query.ts";
import { shownFacets } from "./shown-facets.ts";

const facets: ProductFacets = {
  total: 3,
  categories: [
    { id: 1, parent_id: null, key: "1", name: "Fashion", count: 0 },
    { id: 2, parent_id: 1, key: "2", name: "Shoes", count: 3 },
    { id: 3, parent_id: 1, key: "3", name: "Bags", count: 0 },
    { id: 4, parent_id: null, key: "4", name: "Food", count: 0 },
    { id: 5, parent_id: 4, key: "5", name: "Dates", count: 0 },
  ],
  colours: [
    { key: "black", name: "Black", count: 2, hex: "#000000" },
    { key: "red", name: "Red", count: 0, hex: "#ff0000" },
    { key: "gold", name: "Gold", count: 0, hex: "#c9a227" },
  ],
  sizes: [
    { key: "40", name: "40", kind: "shoe", count: 3 },
    { key: "xl", name: "XL", kind: "clothing", count: 0 },
  ],
  ratings: [{ rating: 4, count: 1 }],
  price: { min: 10, max: 20 },
  on_sale: 0,
  in_stock: 3,
};

describe("shownFacets", () => {
  it("keeps only the values the listing's products hold, with the parents of shown categories", () => {
    const shown = shownFacets(facets, parseShopQuery({}));
    expect(shown.categories.map((category) => category.name)).toEqual(["Fashion", "Shoes"]);
    expect(shown.colours.map((colour) => colour.key)).toEqual(["black"]);
    expect(shown.sizes.map((size) => size.key)).toEqual(["40"]);
    expect(shown.ratings).toEqual(facets.ratings);
    expect(shown.price).toEqual(facets.price);
  });

  it("keeps what the shopper chose even when nothing here holds it, and the chosen category's parents", () => {
    const shown = shownFacets(
      facets,
      parseShopQuery({ category_id: "5", colours: "red", sizes: "xl" }),
    );
    expect(shown.categories.map((category) => category.name)).toEqual([
      "Fashion",
      "Shoes",
      "Food",
      "Dates",
    ]);
    expect(shown.colours.map((colour) => colour.key)).toEqual(["black", "red"]);
    expect(shown.sizes.map((size) => size.key)).toEqual(["40", "xl"]);
  });
});
