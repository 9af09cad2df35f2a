import { describe, expect, it } from "vitest";
import { closeWords, editDistance, slipsBetween } from "./close-words.ts";

describe("editDistance", () => {
  it("counts a letter typed wrong, missed, added or two swapped as one slip", () => {
    expect(editDistance("speaker", "speaker")).toBe(0);
    expect(editDistance("camra", "camera")).toBe(1);
    expect(editDistance("cofffee", "coffee")).toBe(1);
    expect(editDistance("lipstuck", "lipstick")).toBe(1);
    expect(editDistance("spekaer", "speaker")).toBe(1);
    expect(editDistance("hedphone", "headphone")).toBe(1);
    expect(editDistance("", "abc")).toBe(3);
  });

  it("counts Arabic letters, not bytes", () => {
    expect(editDistance("سماعت", "سماعه")).toBe(1);
    expect(editDistance("سماعت", "سماعات")).toBe(1);
    expect(editDistance("كاميره", "كاميرا")).toBe(1);
  });
});

describe("slipsBetween", () => {
  it("compares a half-typed word of six letters or more with the start of longer words", () => {
    expect(slipsBetween("hedpho", "headphone", true)).toBe(1);
    expect(slipsBetween("hedpho", "headphone", false)).toBeGreaterThan(2);
  });

  it("compares shorter half-typed words with whole words only", () => {
    expect(slipsBetween("sanad", "sandal", true)).toBe(2);
  });
});

describe("closeWords", () => {
  const candidates = [
    { word: "cam", named: 9 },
    { word: "camel", named: 4 },
    { word: "camera", named: 3 },
    { word: "cameras", named: 1 },
  ];

  it("keeps the words within the slips allowed, closest first, then the commonest", () => {
    expect(closeWords(["camra"], true, candidates, 8).map((found) => found.word)).toEqual([
      "camera",
    ]);
    expect(closeWords(["cameraa"], false, candidates, 8).map((found) => found.word)).toEqual([
      "camera",
      "cameras",
    ]);
  });

  it("compares every form of the typed word and keeps at most the limit", () => {
    const dresses = [
      { word: "dress", named: 5 },
      { word: "dresses", named: 2 },
    ];
    expect(closeWords(["drese", "dreses"], true, dresses, 1)).toEqual([
      { word: "dress", named: 5 },
    ]);
    expect(closeWords(["zzzz"], true, dresses, 8)).toEqual([]);
  });
});
