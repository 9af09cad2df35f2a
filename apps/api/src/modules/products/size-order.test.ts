import { describe, expect, it } from "vitest";
import { compareSizeKeys, compareSizes } from "./size-order.ts";

describe("compareSizeKeys", () => {
  it("puts letter sizes in wearing order, then measured sizes by amount", () => {
    const keys = ["1 tb", "xl", "42", "256 gb", "s", "40", "m", "one size", "500 g", "1 kg"];
    expect([...keys].sort(compareSizeKeys)).toEqual([
      "s",
      "m",
      "xl",
      "40",
      "42",
      "500 g",
      "1 kg",
      "256 gb",
      "1 tb",
      "one size",
    ]);
  });

  it("reads a pack by its total and a named size by the measure it ends with", () => {
    expect(["2 × 15 kg", "2 × 5 kg", "2 × 10 kg"].sort(compareSizeKeys)).toEqual([
      "2 × 5 kg",
      "2 × 10 kg",
      "2 × 15 kg",
    ]);
    expect(["small, 30 cm", "large, 50 cm"].sort(compareSizeKeys)).toEqual([
      "small, 30 cm",
      "large, 50 cm",
    ]);
    expect(["1.2 l", "12 ml", "0.8 l", "8 l"].sort(compareSizeKeys)).toEqual([
      "12 ml",
      "0.8 l",
      "1.2 l",
      "8 l",
    ]);
  });
});

describe("compareSizes", () => {
  it("groups sizes by kind in the filter's order, each kind smallest first", () => {
    const sizes = [
      { key: "42", kind: "shoe" },
      { key: "256 gb", kind: "storage" },
      { key: "56", kind: "garment_length" },
      { key: "xl", kind: "clothing" },
      { key: "40", kind: "shoe" },
      { key: "52", kind: "garment_length" },
      { key: "s", kind: "clothing" },
    ] as const;
    expect([...sizes].sort(compareSizes).map((size) => size.key)).toEqual([
      "s",
      "xl",
      "52",
      "56",
      "40",
      "42",
      "256 gb",
    ]);
  });
});
