import { describe, expect, it } from "vitest";
import table from "./search-synonyms.json";
import { phraseOf, synonymGroupsFor, synonymLimits, synonymTableOf } from "./search-synonyms.ts";

const file = table as unknown as Record<string, unknown>;
const marketplaces = Object.keys(file).filter((key) => !key.startsWith("$"));

describe("the synonym table an operator edits", () => {
  it("has groups for all marketplaces and lists of groups per marketplace slug", () => {
    expect(marketplaces).toContain("all");
    for (const key of marketplaces) {
      const groups = file[key];
      expect(Array.isArray(groups), key).toBe(true);
      for (const group of groups as unknown[]) {
        expect(Array.isArray(group), `${key}: ${JSON.stringify(group)}`).toBe(true);
        for (const entry of group as unknown[]) expect(typeof entry, key).toBe("string");
      }
    }
  });

  it("keeps every group small and every entry a short phrase of real words", () => {
    for (const key of marketplaces) {
      for (const group of file[key] as string[][]) {
        expect(group.length, group.join(" / ")).toBeGreaterThanOrEqual(2);
        expect(group.length, group.join(" / ")).toBeLessThanOrEqual(synonymLimits.entriesPerGroup);
        for (const entry of group) {
          const words = phraseOf(entry);
          expect(words.length, entry).toBeGreaterThan(0);
          expect(words.length, entry).toBeLessThanOrEqual(synonymLimits.wordsPerEntry);
        }
      }
    }
  });

  it("leads from each entry, spelt any way, to the other entries of its group", () => {
    const synonyms = synonymTableOf([["laptop", "لابتوب", "لاب توب"]]);
    const groups = synonyms.groupsOf.get(phraseOf("لابتوب").join(" ")) ?? [];
    expect(groups).toEqual([[["laptop"], ["لابتوب"], ["لاب", "توب"]]]);
    // Spelling folds alike: أ/ا, ة/ه, plurals.
    expect(synonyms.groupsOf.has(phraseOf("laptops").join(" "))).toBe(true);
    expect(synonyms.longest).toBe(2);
  });

  it("gives a marketplace the groups for all, then its own", () => {
    expect(synonymGroupsFor("souq").length).toBeGreaterThanOrEqual((file.all as string[][]).length);
    expect(synonymGroupsFor(undefined)).toEqual(file.all);
  });
});
