import { describe, expect, it } from "vitest";
import { compareSizeKeys } from "./size-order.ts";

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
});
