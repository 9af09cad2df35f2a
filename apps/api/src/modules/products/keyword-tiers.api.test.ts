import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories } from "../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import { planKeyword } from "./keyword-match-repository.ts";
import type { ProductFilters } from "./product-filters-repository.ts";
import { countProducts, selectKeywordPage, selectProductPage } from "./repository.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

// Common and rare words, prefixes, typos, several words, words found only outside the name
// (vendor, category, colour, description), attributes and orders the keyword asks for, both
// languages.
const keywords = [
  "black",
  "pho",
  "phones",
  "hedphones",
  "سماعت",
  "سماعة",
  "sada سماعة",
  "falak x1",
  "riyadh",
  "الرياض",
  "oud",
  "electronics",
  "leather bag",
  "ساعه ذكيه",
  "nada أحمر",
  "wireless noise",
  // Preferred attributes (each tier walked twice) and an order asked for (price within tiers).
  "black abaya",
  "phone 256gb",
  "عطور رجالية",
  "cheap phone",
  "ارخص سماعة",
  "dumbbells 10 kg",
];

async function filtersFor(keyword: string, extra: Partial<ProductFilters> = {}) {
  return { keyword: await planKeyword(t.database.db, 1, keyword), ...extra };
}

describe("tier-by-tier keyword ranking", () => {
  it("gives the same pages, in the same order, as ranking every match at once", async () => {
    const db = t.database.db;
    let compared = 0;
    for (const keyword of keywords) {
      const filters = await filtersFor(keyword);
      const everything = await selectProductPage(db, 1, filters, "relevance", {
        limit: 200,
        offset: 0,
      });
      for (const page of [
        { limit: 8, offset: 0 },
        { limit: 5, offset: 5 },
        { limit: 60, offset: 0 },
      ]) {
        const tiered = await selectKeywordPage(db, 1, filters, page);
        const expected = everything.slice(page.offset, page.offset + page.limit);
        expect(
          tiered.rows.map((row) => row.id),
          `${keyword} ${JSON.stringify(page)}`,
        ).toEqual(expected.map((row) => row.id));
        compared += expected.length;
      }
    }
    expect(compared).toBeGreaterThan(200);
  });

  it("knows the exact total when the tiers run out before the page is full", async () => {
    const db = t.database.db;
    for (const keyword of keywords) {
      const filters = await filtersFor(keyword);
      const exact = await countProducts(db, 1, filters);
      const { total } = await selectKeywordPage(db, 1, filters, { limit: 60, offset: 0 });
      if (exact < 60) expect(total, keyword).toBe(exact);
      else expect(total, keyword).toBeUndefined();
    }
  });

  it("keeps the other filters in every tier", async () => {
    const db = t.database.db;
    const [phones] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.companyId, 1), eq(categories.slug, "phones")));
    const filters = await filtersFor("black", { categoryIds: [phones?.id ?? 0], inStock: true });
    const everything = await selectProductPage(db, 1, filters, "relevance", {
      limit: 200,
      offset: 0,
    });
    const tiered = await selectKeywordPage(db, 1, filters, { limit: 60, offset: 0 });
    expect(everything.length).toBeGreaterThan(0);
    expect(tiered.rows.map((row) => row.id)).toEqual(everything.map((row) => row.id));
    expect(tiered.rows.every((row) => row.categoryId === phones?.id)).toBe(true);
  });
});
