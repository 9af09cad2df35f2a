import { describe, expect, it } from "vitest";
import { groupSizes, type SizeKind, sizesShownAtFirst, startsFolded } from "./size-kinds.ts";

const size = (key: string, kind: SizeKind) => ({ key, kind });

describe("groupSizes", () => {
  it("groups by the API's kinds in the filter's order, keeping each group's own order", () => {
    const sizes = [
      size("256 gb", "storage"),
      size("s", "clothing"),
      size("40", "shoe"),
      size("56", "garment_length"),
      size("m", "clothing"),
      size("1 kg", "weight"),
      size("128 gb", "storage"),
      size("41", "shoe"),
    ];
    expect(groupSizes(sizes).map(([kind, group]) => [kind, group.map((s) => s.key)])).toEqual([
      ["clothing", ["s", "m"]],
      ["garment_length", ["56"]],
      ["shoe", ["40", "41"]],
      ["storage", ["256 gb", "128 gb"]],
      ["weight", ["1 kg"]],
    ]);
  });

  it("has only the kinds the listing's sizes have", () => {
    expect(groupSizes([size("128 gb", "storage")]).map(([kind]) => kind)).toEqual(["storage"]);
    expect(groupSizes([])).toEqual([]);
  });
});

describe("startsFolded", () => {
  const shoes = Array.from({ length: 10 }, (_, index) => size(String(36 + index), "shoe"));
  it("folds a kind with more than the first few sizes", () => {
    expect(startsFolded(shoes, [])).toBe(true);
    expect(startsFolded(shoes.slice(0, sizesShownAtFirst), [])).toBe(false);
  });

  it("never hides a chosen size", () => {
    expect(startsFolded(shoes, ["45"])).toBe(false);
    expect(startsFolded(shoes, ["36"])).toBe(true);
  });
});
