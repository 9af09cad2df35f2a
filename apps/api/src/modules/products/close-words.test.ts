import { describe, expect, it } from "vitest";
import { closeWords } from "./close-words.ts";

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
