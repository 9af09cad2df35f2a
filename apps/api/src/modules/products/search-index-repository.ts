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
 * vendor, descriptions, specifications, variants' colours and sizes, and the attribute tokens
 * derived from them): after a seed, or with `onlyEmpty` for rows written before the columns
 * existed. Whatever writes a product (a vendor adding or editing one), its variants, or category or
 * vendor names calls this for the products concerned, in the same request, so the product is
 * found by every rule of the search at once. The word list of their marketplaces is rebuilt after.
 */
export async function refreshSearchDocuments(
  db: Database,
  options: { companyId?: number; productIds?: number[]; onlyEmpty?: boolean } = {},
): Promise<number> {
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
  await refreshSearchWords(db, companyIds);
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
      sql`insert into ${searchWords} (company_id, word, products, named, titled, headed)
      select t.company_id, t.word, t.n, coalesce(n.n, 0), coalesce(l.n, 0), coalesce(h.n, 0)
      from (${wordCounts(products.searchText, companyIds)}) t
      left join (${wordCounts(products.searchName, companyIds)}) n
        on n.company_id = t.company_id and n.word = t.word
      left join (${wordCounts(products.searchTitle, companyIds)}) l
        on l.company_id = t.company_id and l.word = t.word
      left join (${wordCounts(products.searchHead, companyIds)}) h
        on h.company_id = t.company_id and h.word = t.word`,
    );
  });
}
