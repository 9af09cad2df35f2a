import { describe, expect, it } from "vitest";
import { groupSizes, sizeKindOf } from "./size-kinds.ts";

describe("sizeKindOf", () => {
  it("tells letters, numbers and measured sizes apart", () => {
    for (const key of ["xs", "s", "m", "l", "xl", "xxl", "3xl", "one size"])
      expect(sizeKindOf(key), key).toBe("letter");
    for (const key of ["28", "36", "42.5", "60"]) expect(sizeKindOf(key), key).toBe("number");
    expect(sizeKindOf("128 gb")).toBe("storage");
    expect(sizeKindOf("1 tb")).toBe("storage");
    expect(sizeKindOf("50 ml")).toBe("volume");
    expect(sizeKindOf("0.8 l")).toBe("volume");
    expect(sizeKindOf("500 g")).toBe("weight");
    expect(sizeKindOf("2 × 10 kg")).toBe("weight");
    expect(sizeKindOf("24 cm")).toBe("length");
  });

  it("leaves words and unknown units to the other kind", () => {
    for (const key of ["large, 50 cm", "small, 30 cm", "king", "10 sheets", ""])
      expect(sizeKindOf(key), key).toBe("other");
  });
});

describe("groupSizes", () => {
  it("groups in the fixed order of kinds and keeps each group's own order", () => {
    const sizes = ["256 gb", "s", "40", "m", "1 kg", "128 gb", "41"].map((key) => ({ key }));
    expect(groupSizes(sizes).map(([kind, group]) => [kind, group.map((size) => size.key)])).toEqual(
      [
        ["letter", ["s", "m"]],
        ["number", ["40", "41"]],
        ["storage", ["256 gb", "128 gb"]],
        ["weight", ["1 kg"]],
      ],
    );
  });
});
