import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import { selectCategoryNames } from "../catalog/public.ts";
import { vendorNamesView } from "../vendors/public.ts";
import { searchDocumentOf } from "./search-document.ts";
import { products, productVariants, searchWords } from "./tables.ts";

const batchSize = 500;

/**
 * Rewrites the search columns of a company's products from their rows (names, category path,
 * vendor, colours): after a seed, or with `onlyEmpty` for rows written before the columns existed.
 * Whatever changes product, category or vendor names calls this for the products concerned. The
 * word list of their marketplaces is rebuilt after.
 */
export async function refreshSearchDocuments(
  db: Database,
  options: { companyId?: number; productIds?: number[]; onlyEmpty?: boolean } = {},
): Promise<number> {
  const conditions = and(
    options.companyId === undefined ? undefined : eq(products.companyId, options.companyId),
    options.productIds ? inArray(products.id, options.productIds) : undefined,
    options.onlyEmpty ? or(eq(products.searchName, ""), eq(products.searchHead, "")) : undefined,
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
      vendorEn: vendors.nameEn,
      vendorAr: vendors.nameAr,
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
    const colourRows = await db
      .selectDistinct({
        productId: productVariants.productId,
        en: productVariants.colourEn,
        ar: productVariants.colourAr,
      })
      .from(productVariants)
      .where(
        inArray(
          productVariants.productId,
          batch.map((row) => row.id),
        ),
      );
    const colours = new Map<number, string[]>();
    for (const colour of colourRows) {
      const list = colours.get(colour.productId) ?? [];
      if (colour.en) list.push(colour.en);
      if (colour.ar) list.push(colour.ar);
      colours.set(colour.productId, list);
    }
    const documents = batch.map((row) => ({
      id: row.id,
      ...searchDocumentOf({
        names: [row.nameEn, row.nameAr],
        descriptions: [row.descriptionEn, row.descriptionAr],
        categoryNames: categoryPathNames(row.categoryId),
        vendorNames: [row.vendorEn, row.vendorAr],
        colourNames: colours.get(row.id) ?? [],
      }),
    }));
    const values = sql.join(
      documents.map(
        (document) =>
          sql`(${document.id}::integer, ${document.searchName}::text, ${document.searchText}::text, ${document.searchHead}::text)`,
      ),
      sql`, `,
    );
    await db.execute(
      sql`update ${products} set search_name = v.search_name, search_text = v.search_text, search_head = v.search_head from (values ${values}) as v(id, search_name, search_text, search_head) where ${products.id} = v.id`,
    );
  }
  await refreshSearchWords(db, companyIds);
  return rows.length;
}

/** The words of one search column with, per company, how many products hold each. */
function wordCounts(column: AnyPgColumn, companyIds: number[]) {
  return sql`select ${products.companyId} as company_id, w.word, count(*)::integer as n
    from ${products}, unnest(string_to_array(btrim(${column}), ' ')) as w(word)
    where ${inArray(products.companyId, companyIds)} and ${column} <> ''
    group by ${products.companyId}, w.word`;
}

/**
 * Rebuilds the word list (`search_words`) of some marketplaces from their products' search
 * columns, which already hold each word once per product, normalised. Whole marketplaces at a
 * time: a few seconds at 100,000 products, and only names, descriptions, categories, vendors or
 * colours being written call for it.
 */
async function refreshSearchWords(db: Database, companyIds: number[]): Promise<void> {
  if (!companyIds.length) return;
  // One transaction: a search running meanwhile sees the old list or the new, never none.
  await db.transaction(async (tx) => {
    await tx.delete(searchWords).where(inArray(searchWords.companyId, companyIds));
    await tx.execute(
      sql`insert into ${searchWords} (company_id, word, products, named)
      select t.company_id, t.word, t.n, coalesce(n.n, 0)
      from (${wordCounts(products.searchText, companyIds)}) t
      left join (${wordCounts(products.searchName, companyIds)}) n
        on n.company_id = t.company_id and n.word = t.word`,
    );
  });
}
