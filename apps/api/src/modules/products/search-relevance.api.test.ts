import { readFileSync } from "node:fs";
import { join } from "node:path";
import { productList } from "@souq/contract/catalog";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";

interface RelevanceQuery {
  query: string;
  /** mixed: both languages in one query; cross: English in Arabic letters, or the other way. */
  language: "en" | "ar" | "mixed" | "cross";
  kind: string;
  /** Product slugs that belong in the top 5; none: the query must find nothing at all. */
  expected: string[];
  /** "any": one of them in the top 5 is enough (broad queries with many right answers). */
  match?: "any";
}

const fixture = JSON.parse(
  readFileSync(join(import.meta.dirname, "search-relevance.json"), "utf8"),
) as { queries: RelevanceQuery[] };

const topK = 5;
const minimumRecall = 0.95;
/** Each language group's own floor (issue 15): an Arabic shopper is never served worse. */
const minimumGroupRecall = 0.98;

type Group = "Arabic" | "English" | "cross-language";
const groupOf = (entry: RelevanceQuery): Group =>
  entry.language === "ar" ? "Arabic" : entry.language === "en" ? "English" : "cross-language";
const findsNothing = (entry: RelevanceQuery) => entry.expected.length === 0;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  // Every query is asked here, once: the hook has the time a busy machine needs for them all.
  await scoreAll();
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

interface Scored {
  entry: RelevanceQuery;
  slugs: string[];
  recall: number;
  reciprocalRank: number;
}

/** Every query of the fixture, asked once (alternating the interface language) and scored. */
let scored: Promise<Scored[]> | undefined;
function scoreAll(): Promise<Scored[]> {
  scored ??= (async () => {
    const all: Scored[] = [];
    for (const [index, entry] of fixture.queries.entries()) {
      // Alternate the interface language: search must not depend on it.
      const slugs = await search(entry.query, index % 2 ? "ar" : "en");
      all.push({ entry, slugs, ...score(entry, slugs) });
    }
    return all;
  })();
  return scored;
}

const mean = (values: number[]) =>
  values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : 0;

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
    const all = (await scoreAll()).filter((result) => !findsNothing(result.entry));
    const misses = all
      .filter((result) => result.recall < 1)
      .map(
        ({ entry, recall, slugs }) =>
          `  ${entry.query} (${entry.kind}): recall ${recall.toFixed(2)}, top: ${slugs.slice(0, topK).join(", ")}`,
      );
    const recallAtK = mean(all.map((result) => result.recall));
    const mrr = mean(all.map((result) => result.reciprocalRank));
    console.info(
      `Search relevance over ${all.length} queries: recall@${topK} ${recallAtK.toFixed(3)}, MRR ${mrr.toFixed(3)}` +
        (misses.length ? `\nBelow full recall:\n${misses.join("\n")}` : ""),
    );
    expect(recallAtK).toBeGreaterThanOrEqual(minimumRecall);
  });

  it(`keeps recall@${topK} at ${minimumGroupRecall} or above in Arabic, English and across languages, and Arabic finds nothing no more often than English`, async () => {
    const all = (await scoreAll()).filter((result) => !findsNothing(result.entry));
    const groups: Group[] = ["Arabic", "English", "cross-language"];
    const report = groups.map((group) => {
      const inGroup = all.filter((result) => groupOf(result.entry) === group);
      return {
        group,
        count: inGroup.length,
        recall: mean(inGroup.map((result) => result.recall)),
        mrr: mean(inGroup.map((result) => result.reciprocalRank)),
        zeroResults: mean(inGroup.map((result) => Number(result.slugs.length === 0))),
      };
    });
    console.info(
      report
        .map(
          (line) =>
            `${line.group} (${line.count} queries): recall@${topK} ${line.recall.toFixed(3)}, MRR ${line.mrr.toFixed(3)}, zero-result rate ${(line.zeroResults * 100).toFixed(1)}%`,
        )
        .join("\n"),
    );
    for (const line of report) {
      expect(line.count, line.group).toBeGreaterThan(0);
      expect(line.recall, line.group).toBeGreaterThanOrEqual(minimumGroupRecall);
    }
    const zeroRate = (group: Group) => report.find((line) => line.group === group)?.zeroResults;
    expect(zeroRate("Arabic")).toBeLessThanOrEqual(zeroRate("English") ?? 0);
  });

  it("finds nothing for nonsense and for what the marketplace does not sell", async () => {
    const nothing = (await scoreAll()).filter((result) => findsNothing(result.entry));
    expect(nothing.length).toBeGreaterThanOrEqual(5);
    for (const { entry, slugs } of nothing) expect(slugs, entry.query).toEqual([]);
  });
});
