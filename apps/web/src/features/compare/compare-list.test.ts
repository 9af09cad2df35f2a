import { describe, expect, it } from "vitest";
import type { StoredProduct } from "@/lib/client-store/persisted-store.ts";
import { addToCompare, compareIdsOf, compareLimit, removeFromCompare } from "./compare-list.ts";

const product = (id: number): StoredProduct => ({
  id,
  name: `Product ${id}`,
  picture: null,
  price: 10,
  sale_price: null,
});

describe("addToCompare", () => {
  it("adds a product at the end of the list", () => {
    const result = addToCompare([product(1)], product(2));
    expect(result.outcome).toBe("added");
    expect(result.list.map((item) => item.id)).toEqual([1, 2]);
  });

  it("refuses a product already in the list and leaves the list as it was", () => {
    const list = [product(1), product(2)];
    const result = addToCompare(list, { ...product(2), name: "Renamed" });
    expect(result.outcome).toBe("duplicate");
    expect(result.list).toEqual(list);
  });

  it("refuses one more than the limit, but still calls a present product a duplicate", () => {
    const full = Array.from({ length: compareLimit }, (_, index) => product(index + 1));
    expect(compareLimit).toBe(4);
    const refused = addToCompare(full, product(99));
    expect(refused.outcome).toBe("full");
    expect(refused.list).toHaveLength(compareLimit);
    expect(addToCompare(full, product(1)).outcome).toBe("duplicate");
  });
});

describe("removeFromCompare", () => {
  it("removes only the given product", () => {
    expect(removeFromCompare([product(1), product(2)], 1).map((item) => item.id)).toEqual([2]);
    expect(removeFromCompare([product(1)], 7).map((item) => item.id)).toEqual([1]);
  });
});

describe("compareIdsOf", () => {
  it("keeps whole positive ids once each, up to the limit", () => {
    const stored = [
      { id: 3 },
      { id: 3 },
      { id: "4" },
      { id: -1 },
      { id: 1.5 },
      { id: 5 },
      { id: 6 },
      { id: 7 },
      { id: 8 },
    ];
    expect(compareIdsOf(stored)).toEqual([3, 5, 6, 7]);
  });
});
