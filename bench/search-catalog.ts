// Builds a large catalog for the search benchmark: the demo seed, then generated products (with
// variants, categories, vendors) up to the count asked for in the main marketplace, indexed for
// search by the API's own searchDocumentOf. Run with tsx (it imports the API's TypeScript):
//   npx tsx bench/search-catalog.ts pglite .data/bench-search [count]   (a DATA_DIR for the API)
//   npx tsx bench/search-catalog.ts postgres postgres://postgres@127.0.0.1:5432/souq_bench_search [count]
// The PostgreSQL database is created when missing; an existing catalog is topped up, not doubled.
import { join } from "node:path";
import { isSeeded, mainMarketplace, seedDatabase } from "@souq/demo-seed";
import { and, count, eq } from "drizzle-orm";
import pg from "pg";
import { openDatabase } from "../apps/api/src/db/client.ts";
import { migrate } from "../apps/api/src/db/migrate.ts";
import { products, productVariants } from "../apps/api/src/db/schema.ts";
import { refreshSearchDocuments } from "../apps/api/src/modules/products/public.ts";

const [kind = "pglite", target = ".data/bench-search", wanted = "100000"] = process.argv.slice(2);
const total = Math.min(Number(wanted), 500_000);

// Model words in both languages, so generated names differ the way real listings do.
const series = [
  ["Lite", "لايت"],
  ["Plus", "بلس"],
  ["Max", "ماكس"],
  ["Mini", "ميني"],
  ["Neo", "نيو"],
  ["Prime", "برايم"],
  ["Ultra", "ألترا"],
  ["Classic", "كلاسيك"],
  ["Sport", "سبورت"],
  ["Edge", "إيدج"],
  ["Nova", "نوفا"],
  ["Zen", "زن"],
] as const;

async function ensurePostgresDatabase(url: string) {
  const parsed = new URL(url);
  const name = parsed.pathname.slice(1);
  parsed.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: parsed.toString() });
  await admin.connect();
  const exists = await admin.query("select 1 from pg_database where datname = $1", [name]);
  if (!exists.rowCount) await admin.query(`create database "${name}"`);
  await admin.end();
}

if (kind === "postgres") await ensurePostgresDatabase(target);
const database = await openDatabase(
  kind === "postgres"
    ? { kind: "postgres", url: target }
    : // The API keeps its PGlite database in DATA_DIR/pglite.
      { kind: "pglite", dataDir: join(target, "pglite") },
);
const { db } = database;
const started = Date.now();
const log = (line: string) =>
  console.info(`[${((Date.now() - started) / 1000).toFixed(0)} s] ${line}`);

await migrate(database);
if (!(await isSeeded(db))) {
  log("seeding the demo marketplaces");
  await seedDatabase(db, { mediaDir: join(import.meta.dirname, "..", ".data", "bench-media") });
}
const [company] = await db.query.companies.findMany({ columns: { id: true }, limit: 1 });
const companyId = company?.id ?? 1;
const [{ n: existing } = { n: 0 }] = await db
  .select({ n: count() })
  .from(products)
  .where(eq(products.companyId, companyId));

const seeded = await db.query.products.findMany({
  where: and(eq(products.companyId, companyId)),
  columns: {
    slug: true,
    vendorId: true,
    categoryId: true,
    nameEn: true,
    nameAr: true,
    descriptionEn: true,
    descriptionAr: true,
    price: true,
  },
  limit: mainMarketplace.products.length,
  orderBy: (table, { asc }) => [asc(table.id)],
});
const colours = mainMarketplace.products.flatMap((product) => product.colours ?? []);

if (existing < total) {
  log(`generating ${total - existing} products (to ${total})`);
  // Trigram indexes are cheaper to build once than to keep up row by row.
  await database.exec("drop index if exists products_search_name");
  await database.exec("drop index if exists products_search_text");
  const batch = 1_000;
  const now = Date.now();
  for (let index = existing; index < total; index += batch) {
    const rows: Array<typeof products.$inferInsert & { price: number }> = [];
    for (let i = index; i < Math.min(total, index + batch); i += 1) {
      const base = seeded[i % seeded.length];
      if (!base) throw new Error("The seed has no products");
      const [en, ar] = series[Math.floor(i / seeded.length) % series.length] ?? series[0];
      const model = 100 + (i % 900);
      const price = base.price + (i % 50) * 100;
      rows.push({
        companyId,
        vendorId: base.vendorId,
        categoryId: base.categoryId,
        slug: `${base.slug}-${en.toLowerCase()}-${i}`,
        nameEn: `${base.nameEn} ${en} ${model}`,
        nameAr: `${base.nameAr} ${ar} ${model}`,
        descriptionEn: base.descriptionEn,
        descriptionAr: base.descriptionAr,
        price,
        minPrice: price,
        stock: i % 7,
        salesCount: (i * 7919) % 5000,
        createdAt: new Date(now - (i % 365) * 86_400_000),
      });
    }
    const inserted = await db.insert(products).values(rows).returning({ id: products.id });
    const variants = inserted.flatMap(({ id }, offset) => {
      const colour = colours[(index + offset) % colours.length];
      const price = rows[offset]?.price ?? 10_000;
      return [0, 1].map((position) => ({
        productId: id,
        position,
        colourEn: colour?.name.en ?? null,
        colourAr: colour?.name.ar ?? null,
        colourHex: colour?.hex ?? null,
        sizeEn: position ? "L" : "M",
        sizeAr: position ? "L" : "M",
        price: price + position * 1_000,
        stock: 3,
      }));
    });
    await db.insert(productVariants).values(variants);
    if (Math.floor(index / batch) % 10 === 0) log(`${index + rows.length} products`);
  }
  log("indexing for search");
  await refreshSearchDocuments(db, { companyId, onlyEmpty: true });
  await database.exec(
    "create index if not exists products_search_name on products using gin (search_name gin_trgm_ops)",
  );
  await database.exec(
    "create index if not exists products_search_text on products using gin (search_text gin_trgm_ops)",
  );
}
await database.exec("vacuum analyze");
log(`done: ${total} products in marketplace ${companyId}`);
await database.close();
