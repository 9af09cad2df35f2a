import { readFileSync } from "node:fs";
import { join } from "node:path";
import { productList } from "@souq/contract/catalog";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";

interface RelevanceQuery {
  query: string;
  language: "en" | "ar" | "mixed";
  kind: string;
  /** Product slugs that belong in the top 5. */
  expected: string[];
  /** "any": one of them in the top 5 is enough (broad queries with many right answers). */
  match?: "any";
}

const fixture = JSON.parse(
  readFileSync(join(import.meta.dirname, "search-relevance.json"), "utf8"),
) as { queries: RelevanceQuery[] };

const topK = 5;
const minimumRecall = 0.95;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** The slugs the products call ranks first for a keyword, as a suggestion box would ask. */
async function search(keyword: string, language: string): Promise<string[]> {
  const response = await t.app.inject({
    method: "GET",
    url: `/1/api/marketplace/products?per_page=10&keyword=${encodeURIComponent(keyword)}`,
    headers: { "accept-language": language },
  });
  expect(response.statusCode, keyword).toBe(200);
  return productList.parse(response.json()).map((product) => product.slug);
}

/**
 * Recall@5 of one query: the share of its expected products in the top 5 (1 or 0 with
 * match "any"). Reciprocal rank: 1 / the position of the best-placed expected product in the top
 * 10, 0 when none is there.
 */
function score(entry: RelevanceQuery, slugs: string[]): { recall: number; reciprocalRank: number } {
  const top = slugs.slice(0, topK);
  const found = entry.expected.filter((slug) => top.includes(slug)).length;
  const recall = entry.match === "any" ? Number(found > 0) : found / entry.expected.length;
  const positions = entry.expected
    .map((slug) => slugs.indexOf(slug))
    .filter((position) => position >= 0);
  const reciprocalRank = positions.length ? 1 / (Math.min(...positions) + 1) : 0;
  return { recall, reciprocalRank };
}

describe("search relevance on the seeded catalog", () => {
  it("has a fixture of at least 60 queries, half of them Arabic", () => {
    expect(fixture.queries.length).toBeGreaterThanOrEqual(60);
    const arabic = fixture.queries.filter((entry) => entry.language === "ar").length;
    expect(arabic * 2).toBeGreaterThanOrEqual(fixture.queries.length);
  });

  it(`keeps recall@${topK} at ${minimumRecall} or above, in either interface language`, async () => {
    let recallSum = 0;
    let reciprocalSum = 0;
    const misses: string[] = [];
    for (const [index, entry] of fixture.queries.entries()) {
      // Alternate the interface language: search must not depend on it.
      const slugs = await search(entry.query, index % 2 ? "ar" : "en");
      const { recall, reciprocalRank } = score(entry, slugs);
      recallSum += recall;
      reciprocalSum += reciprocalRank;
      if (recall < 1) {
        misses.push(
          `  ${entry.query} (${entry.kind}): recall ${recall.toFixed(2)}, top: ${slugs.slice(0, topK).join(", ")}`,
        );
      }
    }
    const count = fixture.queries.length;
    const recallAtK = recallSum / count;
    const mrr = reciprocalSum / count;
    console.info(
      `Search relevance over ${count} queries: recall@${topK} ${recallAtK.toFixed(3)}, MRR ${mrr.toFixed(3)}` +
        (misses.length ? `\nBelow full recall:\n${misses.join("\n")}` : ""),
    );
    expect(recallAtK).toBeGreaterThanOrEqual(minimumRecall);
  });
});
