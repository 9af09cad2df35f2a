import { describe, expect, it } from "vitest";
import { excerptOf } from "./product-cards.ts";

describe("excerptOf", () => {
  it("keeps a short first paragraph whole", () => {
    expect(excerptOf("Soft cotton.\n\nMachine washable.")).toBe("Soft cotton.");
  });

  it("cuts a long paragraph at a word and marks the cut", () => {
    const long = `${"word ".repeat(60)}end`;
    const excerpt = excerptOf(long);
    expect(excerpt.length).toBeLessThanOrEqual(201);
    expect(excerpt.endsWith("word…")).toBe(true);
  });

  it("cuts Arabic text at a word too", () => {
    const excerpt = excerptOf("قماش ناعم، ".repeat(40));
    expect(excerpt.endsWith("ناعم…")).toBe(true);
  });
});
