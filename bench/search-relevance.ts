// Relevance of the search on the seeded catalog (apps/api/src/modules/products/search-relevance.json):
// recall@5, MRR and the zero-result rate per language and per class of query, and every query
// that misses or, meant to find nothing, finds something. In process (the products service over
// an embedded database seeded once in the folder given and reindexed each run), so it needs no
// server. Run with tsx:
//   npx tsx bench/search-relevance.ts [.data/bench-relevance]
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { isSeeded, seedDatabase } from "@souq/demo-seed";
import { openDatabase } from "../apps/api/src/db/client.ts";
import { migrate } from "../apps/api/src/db/migrate.ts";
import { refreshSearchDocuments } from "../apps/api/src/modules/products/public.ts";
import {
  type RelevanceQuery,
  relevanceReport,
  type Scored,
  score,
} from "../apps/api/src/modules/products/search-relevance-score.ts";
import { listProducts } from "../apps/api/src/modules/products/service.ts";
import { priceRangeOf, productListQuery } from "../packages/contract/src/catalog.ts";

const [target = ".data/bench-relevance"] = process.argv.slice(2);
const root = join(import.meta.dirname, "..");
const fixture = JSON.parse(
  readFileSync(join(root, "apps/api/src/modules/products/search-relevance.json"), "utf8"),
) as { queries: RelevanceQuery[] };

const database = await openDatabase({ kind: "pglite", dataDir: join(target, "pglite") });
await migrate(database);
if (!(await isSeeded(database.db))) {
  await seedDatabase(database.db, { mediaDir: join(root, ".data", "bench-media") });
}
// The search columns as this code writes them.
await refreshSearchDocuments(database.db, {});

const scored: Scored[] = [];
for (const [index, entry] of fixture.queries.entries()) {
  const page = await listProducts(
    {
      db: database.db,
      companyId: 1,
      locale: index % 2 ? "ar" : "en",
      publicUrl: "http://bench.test",
    },
    productListQuery.parse({ keyword: entry.query, per_page: "10" }),
  );
  scored.push(
    score(entry, {
      slugs: page.items.map((item) => item.slug),
      prices: page.items.map((item) => priceRangeOf(item).min),
    }),
  );
}
console.info(relevanceReport(scored));
const misses = scored.filter((result) => result.recall < 1);
if (misses.length) {
  console.info("\nBelow full recall, or finding something where nothing is sold:");
  for (const { entry, found, recall } of misses) {
    console.info(
      `  [${entry.class}/${entry.language}] ${entry.query} (${entry.kind}): recall ${recall.toFixed(2)}, top: ${found.slugs.slice(0, 5).join(", ") || "nothing"}`,
    );
  }
}
await database.close();
