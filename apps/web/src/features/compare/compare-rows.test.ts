import type { ProductDetail } from "@souq/contract/catalog";
import { describe, expect, it } from "vitest";
import type { CompareProduct } from "./compare-endpoint.ts";
import { toCompareProduct } from "./compare-product.ts";
import { compareRows } from "./compare-rows.ts";

const base: CompareProduct = {
  id: 1,
  name: "Kettle",
  picture: null,
  price: { kind: "single", price: 100, oldPrice: null },
  rating: 4,
  reviews: 3,
  vendor: { id: 1, name: "Vendor" },
  category: { id: 2, name: "Kitchen" },
  colours: [
    ["#000000", "Black"],
    ["#FFFFFF", "White"],
  ],
  sizes: ["1 l"],
  stock: 5,
  specifications: [{ label: "Material", value: "Steel" }],
};

const differing = (rows: ReturnType<typeof compareRows>) =>
  rows
    .filter((row) => row.differs)
    .map((row) => (row.kind === "specification" ? row.label : row.kind));

describe("compareRows", () => {
  it("marks nothing when the products agree, and nothing for a single product", () => {
    expect(differing(compareRows([base, { ...base, id: 2, name: "Other" }]))).toEqual([]);
    expect(differing(compareRows([{ ...base, price: { kind: "range", min: 1, max: 2 } }]))).toEqual(
      [],
    );
  });

  it("marks each row whose values differ", () => {
    const other: CompareProduct = {
      ...base,
      id: 2,
      price: { kind: "single", price: 80, oldPrice: 100 },
      vendor: { id: 9, name: "Vendor" },
      // The same colours in another order are the same colours.
      colours: [
        ["#ffffff", "White"],
        ["#000000", "Black"],
      ],
      stock: 0,
    };
    expect(differing(compareRows([base, other]))).toEqual(["price", "vendor", "stock"]);
  });

  it("lists every specification once, in order, with a gap where a product does not list it", () => {
    const other: CompareProduct = {
      ...base,
      id: 2,
      specifications: [
        { label: "Capacity", value: "1.7 l" },
        { label: "material ", value: "Steel" },
      ],
    };
    const rows = compareRows([base, other]).filter((row) => row.kind === "specification");
    expect(rows).toEqual([
      { kind: "specification", label: "Material", values: ["Steel", "Steel"], differs: false },
      { kind: "specification", label: "Capacity", values: [null, "1.7 l"], differs: true },
    ]);
  });
});

describe("toCompareProduct", () => {
  it("adds up the variants' stock and lists their colours and sizes once", () => {
    const variant = (id: number, hex: string, size: string, stock: number) => ({
      id,
      price: 50,
      sale_price: null,
      stock,
      colour: { name: hex, hex },
      size,
    });
    const product = {
      id: 7,
      name: "Shirt",
      price: 50,
      sale_price: null,
      stock: 0,
      rating: 3.5,
      review_count: 2,
      vendor: { id: 1, name: "V" },
      category: { id: 2, name: "C" },
      variants: [
        variant(1, "#111111", "M", 2),
        variant(2, "#111111", "L", 3),
        variant(3, "#222222", "M", 0),
      ],
      sm_pictures: [],
      pictures: [],
      specifications: [{ label: "Fabric", value: "Cotton" }],
    } as unknown as ProductDetail;
    const view = toCompareProduct(product);
    expect(view.stock).toBe(5);
    expect(view.colours).toEqual([
      ["#111111", "#111111"],
      ["#222222", "#222222"],
    ]);
    expect(view.sizes).toEqual(["M", "L"]);
    expect(view.price).toEqual({ kind: "single", price: 50, oldPrice: null });
    expect(view.picture).toBeNull();
  });
});
