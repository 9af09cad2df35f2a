import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import { selectCategoryNames } from "../catalog/public.ts";
import { vendorNamesView } from "../vendors/public.ts";
import { searchDocumentOf } from "./search-document.ts";
import { products, productVariants, searchWords } from "./tables.ts";

const batchSize = 500;

/**
 * What one product adds to its marketplace's word list: its search columns, while it is published.
 * A save reads it before writing anything, so the word list can be moved by the difference.
 */
export interface SearchContribution {
  companyId: number;
  status: string;
  searchText: string;
  searchName: string;
  searchTitle: string;
  searchHead: string;
}

/** The columns of a product that make up its `SearchContribution`. */
export const searchContributionColumns = {
  companyId: products.companyId,
  status: products.status,
  searchText: products.searchText,
  searchName: products.searchName,
  searchTitle: products.searchTitle,
  searchHead: products.searchHead,
};

/** The word list's share of some products as stored now. */
export function selectSearchContributions(
  db: Pick<Database, "select">,
  productIds: readonly number[],
): Promise<SearchContribution[]> {
  if (!productIds.length) return Promise.resolve([]);
  return db
    .select(searchContributionColumns)
    .from(products)
    .where(inArray(products.id, [...productIds]));
}

/**
 * Above this many products, a refresh by product ids rebuilds their marketplaces' word lists whole
 * rather than moving them by difference (the difference is sent as one statement).
 */
const maxProductsByDifference = batchSize;

/**
 * Rewrites the search columns of a company's products from their rows (names, category path,
 * vendor, descriptions, specifications, variants' colours and sizes, and the attribute tokens
 * derived from them): after a seed, or with `onlyEmpty` for rows written before the columns
 * existed. Whatever writes a product (a vendor adding or editing one), its variants, or category or
 * vendor names calls this for the products concerned, in the same request, so the product is
 * found by every rule of the search at once.
 *
 * The word list follows. Called for a few products (`productIds` alone), it moves by difference:
 * what those products held while published is taken off and what they hold now is added, so a
 * vendor's save costs the words of its product, not a rebuild of the marketplace. `before` is that
 * earlier share when the caller has already written the rows (a save that changes the status
 * writes it first); without it, the rows as they stand before this call are the earlier share.
 * Called by company, for empty rows or for everything (seeds, the server's start), the word lists
 * of the marketplaces concerned are rebuilt whole.
 */
export async function refreshSearchDocuments(
  db: Database,
  options: {
    companyId?: number;
    productIds?: number[];
    onlyEmpty?: boolean;
    before?: readonly SearchContribution[];
  } = {},
): Promise<number> {
  const byDifference =
    options.productIds !== undefined &&
    options.companyId === undefined &&
    !options.onlyEmpty &&
    options.productIds.length <= maxProductsByDifference;
  const before = byDifference
    ? (options.before ?? (await selectSearchContributions(db, options.productIds ?? [])))
    : [];
  const conditions = and(
    options.companyId === undefined ? undefined : eq(products.companyId, options.companyId),
    options.productIds ? inArray(products.id, options.productIds) : undefined,
    options.onlyEmpty
      ? or(eq(products.searchName, ""), eq(products.searchHead, ""), eq(products.searchTitle, ""))
      : undefined,
  );
  const vendors = vendorNamesView(db);
  const rows = await db
    .select({
      id: products.id,
      companyId: products.companyId,
      categoryId: products.categoryId,
      nameEn: products.nameEn,
      nameAr: products.nameAr,
      descriptionEn: products.descriptionEn,
      descriptionAr: products.descriptionAr,
      specs: products.specs,
      vendorEn: vendors.nameEn,
      vendorAr: vendors.nameAr,
      vendorDescriptionEn: vendors.descriptionEn,
      vendorDescriptionAr: vendors.descriptionAr,
    })
    .from(products)
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(conditions);
  if (!rows.length) return 0;

  const companyIds = [...new Set(rows.map((row) => row.companyId))];
  const categoryRows = await selectCategoryNames(db, companyIds);
  const categoryById = new Map(categoryRows.map((row) => [row.id, row]));
  const categoryPathNames = (id: number): string[] => {
    const names: string[] = [];
    const seen = new Set<number>();
    for (let node = categoryById.get(id); node && !seen.has(node.id); ) {
      seen.add(node.id);
      names.push(node.nameEn, node.nameAr);
      node = node.parentId === null ? undefined : categoryById.get(node.parentId);
    }
    return names;
  };

  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize);
    const variantRows = await db
      .selectDistinct({
        productId: productVariants.productId,
        colourEn: productVariants.colourEn,
        colourAr: productVariants.colourAr,
        sizeEn: productVariants.sizeEn,
        sizeAr: productVariants.sizeAr,
      })
      .from(productVariants)
      .where(
        inArray(
          productVariants.productId,
          batch.map((row) => row.id),
        ),
      );
    const colours = new Map<number, Set<string>>();
    const sizes = new Map<number, Set<string>>();
    const collect = (
      into: Map<number, Set<string>>,
      id: number,
      ...names: Array<string | null>
    ) => {
      const list = into.get(id) ?? new Set<string>();
      for (const name of names) if (name) list.add(name);
      into.set(id, list);
    };
    for (const variant of variantRows) {
      collect(colours, variant.productId, variant.colourEn, variant.colourAr);
      collect(sizes, variant.productId, variant.sizeEn, variant.sizeAr);
    }
    const documents = batch.map((row) => ({
      id: row.id,
      ...searchDocumentOf({
        names: [row.nameEn, row.nameAr],
        descriptions: [row.descriptionEn, row.descriptionAr],
        categoryNames: categoryPathNames(row.categoryId),
        vendorNames: [row.vendorEn, row.vendorAr],
        vendorDescriptions: [row.vendorDescriptionEn, row.vendorDescriptionAr],
        colourNames: [...(colours.get(row.id) ?? [])],
        sizeNames: [...(sizes.get(row.id) ?? [])],
        specValues: row.specs.flatMap((spec) => [spec.value.en, spec.value.ar]),
      }),
    }));
    const values = sql.join(
      documents.map(
        (document) =>
          sql`(${document.id}::integer, ${document.searchName}::text, ${document.searchText}::text, ${document.searchHead}::text, ${document.searchTitle}::text)`,
      ),
      sql`, `,
    );
    await db.execute(
      sql`update ${products} set search_name = v.search_name, search_text = v.search_text, search_head = v.search_head, search_title = v.search_title from (values ${values}) as v(id, search_name, search_text, search_head, search_title) where ${products.id} = v.id`,
    );
  }
  if (byDifference) {
    await moveSearchWords(
      db,
      before,
      rows.map((row) => row.id),
    );
  } else {
    await refreshSearchWords(db, companyIds);
  }
  return rows.length;
}

/** The words of one search column with, per company, how many products hold each. */
function wordCounts(column: AnyPgColumn, companyIds: number[]) {
  return sql`select ${products.companyId} as company_id, w.word, count(*)::integer as n
    from ${products}, unnest(string_to_array(btrim(${column}), ' ')) as w(word)
    where ${inArray(products.companyId, companyIds)} and ${column} <> ''
      and ${products.status} = 'published'
    group by ${products.companyId}, w.word`;
}

/** The word list of some marketplaces as their published products' search columns make it. */
function fullWordList(companyIds: number[]) {
  return sql`select t.company_id, t.word, t.n as products, coalesce(n.n, 0) as named,
      coalesce(l.n, 0) as titled, coalesce(h.n, 0) as headed
    from (${wordCounts(products.searchText, companyIds)}) t
    left join (${wordCounts(products.searchName, companyIds)}) n
      on n.company_id = t.company_id and n.word = t.word
    left join (${wordCounts(products.searchTitle, companyIds)}) l
      on l.company_id = t.company_id and l.word = t.word
    left join (${wordCounts(products.searchHead, companyIds)}) h
      on h.company_id = t.company_id and h.word = t.word`;
}

/** One row of the word list. */
export type SearchWordRow = typeof searchWords.$inferSelect;

/**
 * The word list of one marketplace as a rebuild would write it, by word, without writing it: what
 * the list kept by difference must always equal.
 */
export async function selectRebuiltSearchWords(
  db: Database,
  companyId: number,
): Promise<SearchWordRow[]> {
  const result = await db.execute(
    sql`select company_id as "companyId", word, products, named, titled, headed
    from (${fullWordList([companyId])}) as rebuilt order by word`,
  );
  return (result as unknown as { rows: SearchWordRow[] }).rows;
}

/**
 * Rebuilds the word list (`search_words`) of some marketplaces from their products' search
 * columns, which already hold each word once per product, normalised. Whole marketplaces at a
 * time: a few seconds at 100,000 products, so only seeds and the server's start call for it.
 */
async function refreshSearchWords(db: Database, companyIds: number[]): Promise<void> {
  if (!companyIds.length) return;
  // One transaction: a search running meanwhile sees the old list or the new, never none.
  await db.transaction(async (tx) => {
    await tx.delete(searchWords).where(inArray(searchWords.companyId, companyIds));
    await tx.execute(
      sql`insert into ${searchWords} (company_id, word, products, named, titled, headed)
      ${fullWordList(companyIds)}`,
    );
  });
}

/** The words of one search column of the changed products, each counted with the row's sign. */
function signedWords(column: string, counts: string) {
  return sql.raw(`select c.company_id, w.word, ${counts}
    from changed c, unnest(string_to_array(btrim(c.${column}), ' ')) as w(word)
    where c.${column} <> ''`);
}

/**
 * Moves the word list by what some products changed: the words they held while published
 * (`before`) are taken off, the words they hold now if published are added, per marketplace and
 * word, in one upsert that adds to each row where it stands. Two saves of one marketplace at once
 * both count, since each adds to the row as the other left it; rows are written in word order, so
 * two saves sharing words wait for each other rather than each holding a word the other needs.
 * Words no product holds any more are then removed, as a rebuild would not list them.
 */
async function moveSearchWords(
  db: Database,
  before: readonly SearchContribution[],
  productIds: readonly number[],
): Promise<void> {
  const earlier = before.filter((row) => row.status === "published");
  const earlierRows = earlier.length
    ? sql`union all select * from (values ${sql.join(
        earlier.map(
          (row) =>
            sql`(${row.companyId}::integer, -1, ${row.searchText}::text, ${row.searchName}::text, ${row.searchTitle}::text, ${row.searchHead}::text)`,
        ),
        sql`, `,
      )}) as b(company_id, sign, search_text, search_name, search_title, search_head)`
    : sql``;
  const result = await db.execute(
    sql`with changed as (
      select ${products.companyId} as company_id, 1 as sign, ${products.searchText} as search_text,
        ${products.searchName} as search_name, ${products.searchTitle} as search_title,
        ${products.searchHead} as search_head
      from ${products}
      where ${inArray(products.id, [...productIds])} and ${products.status} = 'published'
      ${earlierRows}
    ), signed as (
      ${signedWords("search_text", "c.sign as p, 0 as n, 0 as l, 0 as h")}
      union all ${signedWords("search_name", "0, c.sign, 0, 0")}
      union all ${signedWords("search_title", "0, 0, c.sign, 0")}
      union all ${signedWords("search_head", "0, 0, 0, c.sign")}
    ), moved as (
      select company_id, word, sum(p)::integer as p, sum(n)::integer as n, sum(l)::integer as l,
        sum(h)::integer as h
      from signed group by company_id, word
      having sum(p) <> 0 or sum(n) <> 0 or sum(l) <> 0 or sum(h) <> 0
    )
    insert into ${searchWords} as s (company_id, word, products, named, titled, headed)
    select company_id, word, p, n, l, h from moved order by company_id, word
    on conflict (company_id, word) do update set
      products = s.products + excluded.products, named = s.named + excluded.named,
      titled = s.titled + excluded.titled, headed = s.headed + excluded.headed
    returning s.company_id as "companyId", s.word, s.products`,
  );
  const rows = (
    result as unknown as { rows: Array<Pick<SearchWordRow, "companyId" | "word" | "products">> }
  ).rows;
  const gone = rows.filter((row) => row.products <= 0);
  if (!gone.length) return;
  await db.execute(
    sql`delete from ${searchWords} where (company_id, word) in (${sql.join(
      gone.map((row) => sql`(${row.companyId}::integer, ${row.word}::text)`),
      sql`, `,
    )}) and products <= 0`,
  );
}
