import { describe, expect, it } from "vitest";
import { pathsWithInvalidCharacters } from "./refuse-invalid-characters.ts";

describe("pathsWithInvalidCharacters", () => {
  it("finds NUL in values and keys at any depth, and leaves file bytes alone", () => {
    expect(
      pathsWithInvalidCharacters({
        name: "ok",
        items: [{ item_id: "1\u0000" }, { "x\u0000": "y" }],
        picture: Buffer.from([0, 1, 2]),
      }).sort(),
    ).toEqual([
      ["items", "0", "item_id"],
      ["items", "1", "x\u0000"],
    ]);
    expect(pathsWithInvalidCharacters("plain text")).toEqual([]);
    expect(pathsWithInvalidCharacters(undefined)).toEqual([]);
  });

  it("finds half a surrogate pair, and lets whole pairs (emoji) and other marks through", () => {
    const found = pathsWithInvalidCharacters({ a: "x\uD800", b: "\uDC00y", c: "\uD83D\uDE00" });
    expect(found.sort()).toEqual([["a"], ["b"]]);
    expect(pathsWithInvalidCharacters({ name: "سارة \u200F👍🏽\uFEFF\uFFFF\u0001" })).toEqual([]);
  });

  it("walks a body nested 100,000 levels deep without running out of stack", () => {
    let deep: unknown = "\u0000";
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(pathsWithInvalidCharacters(deep)).toHaveLength(1);
  });
});
