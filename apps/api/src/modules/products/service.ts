import type {
  KeywordAnswer,
  ProductDetailResponse,
  ProductFacets,
  ProductFilterQuery,
  ProductListQuery,
  ProductSort,
  ProductSummary,
  UnderstoodPart,
} from "@souq/contract/catalog";
import type { Locale } from "@souq/contract/locale";
import { AppError } from "../../app-error.ts";
import type { Database } from "../../db/client.ts";
import { toPicture } from "../../media/pictures.ts";
import { type CategoryNode, selectCompanyCategories } from "../catalog/public.ts";
import { toRiyals } from "../pricing/public.ts";
import { limitSearches } from "../rate-limits/public.ts";
import { selectVendorSummaries, vendorBelongsTo } from "../vendors/public.ts";
import { selectFacetCounts } from "./facets-repository.ts";
import {
  isPartial,
  type KeywordPlan,
  keywordMatchesAtLeast,
  matchedWords,
  planKeyword,
} from "./keyword-match-repository.ts";
import { toProductSummaries } from "./product-cards.ts";
import { narrowsBesidesKeyword, type ProductFilters } from "./product-filters-repository.ts";
import {
  countProducts,
  productStatsByVendor,
  selectBestSellersIn,
  selectGalleryRows,
  selectKeywordPage,
  selectProductDetail,
  selectProductPage,
  tieredRankingDepth,
} from "./repository.ts";
import { synonymsOf } from "./search-synonyms.ts";
import { preferenceLabel } from "./search-understanding.ts";
import { compareSizes } from "./size-order.ts";

export interface ProductsContext {
  db: Database;
  companyId: number;
  locale: Locale;
  publicUrl: string;
  now?: Date;
  /** The address of the shopper asking, where a search is counted against its limit. */
  clientIp?: string;
}

export interface ProductPage {
  items: ProductSummary[];
  total: number;
  page: number;
  lastPage: number;
  perPage: number;
  /** With a keyword: whether the products hold all of it or only part (see keywordMatchHeader). */
  keywordMatch?: "all" | "partial";
  /** With a keyword: what the search made of it (see keywordAnswerHeaders). */
  keywordAnswer?: KeywordAnswer;
}

const relatedCount = 8;
/**
 * With a keyword the total is exact up to this many and this many beyond (ADR 0013): a common
 * word matches thousands of products in a large catalog, and nobody pages that far.
 */
export const keywordCountCap = 1000;
/**
 * Pages of at most this many products are suggestion-sized (the header's live suggestions ask for
 * six and show no total): their keyword total is exact only up to `suggestionCountCap`, because
 * counting to 1,000 would cost more than finding the page.
 */
export const suggestionPageSize = 8;
export const suggestionCountCap = 100;

/** Halalas from a riyal amount in a query (which may carry more than two decimals). */
const toHalalas = (riyals: number) => Math.round(riyals * 100);

class CategoryTree {
  private readonly children = new Map<number | null, CategoryNode[]>();
  readonly byId: Map<number, CategoryNode>;

  constructor(readonly nodes: CategoryNode[]) {
    this.byId = new Map(nodes.map((node) => [node.id, node]));
    for (const node of nodes) {
      const siblings = this.children.get(node.parentId) ?? [];
      siblings.push(node);
      this.children.set(node.parentId, siblings);
    }
  }

  /** The category and every category below it. */
  withDescendants(id: number): number[] {
    const ids = [id];
    for (let index = 0; index < ids.length; index += 1) {
      for (const child of this.children.get(ids[index] ?? -1) ?? []) ids.push(child.id);
    }
    return ids;
  }

  /** From the top-level category down to this one. */
  pathTo(id: number): CategoryNode[] {
    const path: CategoryNode[] = [];
    const seen = new Set<number>();
    for (let node = this.byId.get(id); node && !seen.has(node.id); ) {
      seen.add(node.id);
      path.unshift(node);
      node = node.parentId === null ? undefined : this.byId.get(node.parentId);
    }
    return path;
  }
}

/**
 * Checks the filters against this marketplace and turns them into database units. A category or
 * vendor that is not this marketplace's answers 404.
 */
async function resolveFilters(
  context: ProductsContext,
  query: ProductFilterQuery,
  knownTree?: CategoryTree,
  typing = false,
): Promise<ProductFilters> {
  let categoryIds: number[] | undefined;
  if (query.category_id !== undefined) {
    const tree = knownTree ?? (await loadTree(context));
    if (!tree.byId.has(query.category_id)) throw new AppError("not_found", "category_not_found");
    categoryIds = tree.withDescendants(query.category_id);
  }
  if (
    query.vendor_id !== undefined &&
    !(await vendorBelongsTo(context.db, context.companyId, query.vendor_id))
  ) {
    throw new AppError("not_found", "vendor_not_found");
  }
  const keyword = query.keyword
    ? await planKeyword(
        context.db,
        context.companyId,
        query.keyword,
        await synonymsOf(context.db, context.companyId),
        { typing },
      )
    : undefined;
  // A price bound in the keyword ("under 100") narrows like the price filter, within it.
  const bound = keyword?.price;
  const minimum = [query.min_price, bound?.min].filter((value) => value !== undefined);
  const maximum = [query.max_price, bound?.max].filter((value) => value !== undefined);
  return {
    keyword,
    categoryIds,
    vendorId: query.vendor_id,
    minPrice: minimum.length ? toHalalas(Math.max(...(minimum as number[]))) : undefined,
    maxPrice: maximum.length ? toHalalas(Math.min(...(maximum as number[]))) : undefined,
    colours: query.colours?.length ? query.colours : undefined,
    sizes: query.sizes?.length ? query.sizes : undefined,
    rating: query.rating,
    onSale: query.on_sale === true,
    inStock: query.in_stock === true,
  };
}

async function loadTree(context: ProductsContext): Promise<CategoryTree> {
  return new CategoryTree(await selectCompanyCategories(context.db, context.companyId));
}

const cardContextOf = (context: ProductsContext) => ({
  locale: context.locale,
  publicUrl: context.publicUrl,
  now: context.now ?? new Date(),
});

/**
 * How many products pass the filters, stopping at `cap`. A keyword alone that the word list
 * already shows to match `cap` products or more needs no scan (a common word's matches are a
 * large share of the catalog, and counting even 100 of them visits wide rows).
 */
function countMatches(
  db: Database,
  companyId: number,
  filters: ProductFilters,
  cap: number | undefined,
): number | Promise<number> {
  if (
    cap !== undefined &&
    filters.keyword &&
    !narrowsBesidesKeyword(filters) &&
    keywordMatchesAtLeast(filters.keyword) >= cap
  ) {
    return cap;
  }
  return countProducts(db, companyId, filters, cap);
}

/**
 * The filters without the keyword's price bound, which matched nothing: the bound is named among
 * the words that match nothing, and the products are found without it.
 */
function withoutPriceBound(query: ProductFilterQuery, filters: ProductFilters): ProductFilters {
  const plan = filters.keyword as KeywordPlan;
  const { price: bound, ...rest } = plan;
  return {
    ...filters,
    keyword: { ...rest, unmatched: [...(plan.unmatched ?? []), bound?.typed ?? ""] },
    minPrice: query.min_price === undefined ? undefined : toHalalas(query.min_price),
    maxPrice: query.max_price === undefined ? undefined : toHalalas(query.max_price),
  };
}

/**
 * Whether the keyword's price bound left nothing that its words find, so it is worth trying
 * without (a keyword of a bound alone, "under 5", is not widened to every product).
 */
const boundEmptied = (filters: ProductFilters, found: number) =>
  found === 0 && Boolean(filters.keyword?.price) && Boolean(filters.keyword?.tokens.length);

/** What the search understood of the keyword, for the answer, in the request's language. */
function understoodOf(
  plan: KeywordPlan,
  context: ProductsContext,
  sort: ProductSort,
): UnderstoodPart[] {
  const locale = context.locale;
  const attributes = [...(plan.attributes ?? []), ...(plan.preferences ?? [])].map(
    (preference): UnderstoodPart => ({
      kind: preference.kind,
      key: preference.key,
      label: preferenceLabel(preference.kind, preference.key, locale),
      words: preference.typed,
      without: preference.without,
    }),
  );
  const price: UnderstoodPart[] = plan.price
    ? [
        {
          kind: "price",
          ...(plan.price.min === undefined ? {} : { min: plan.price.min }),
          ...(plan.price.max === undefined ? {} : { max: plan.price.max }),
          words: plan.price.typed,
          without: plan.price.without,
        },
      ]
    : [];
  // The order is understood only when it is the one applied (no other sort was chosen).
  const order: UnderstoodPart[] =
    plan.sort && (sort === "relevance" || sort === plan.sort.sort)
      ? [{ kind: "sort", sort: plan.sort.sort, words: plan.sort.typed, without: plan.sort.without }]
      : [];
  return [...attributes, ...price, ...order];
}

/**
 * Counts a keyword search against its shopper's limit (429 past it); the storefront's own reads
 * name no shopper. Every search is counted, whether or not its answer was at hand (ADR 57).
 */
export async function chargeSearch(
  context: ProductsContext,
  query: Pick<ProductListQuery, "keyword">,
): Promise<void> {
  if (query.keyword && context.clientIp !== undefined) {
    await limitSearches(context.db, context.clientIp, context.now ?? new Date());
  }
}

/** One page of the filtered, sorted listing, with the numbers the paging headers carry. */
export async function listProducts(
  context: ProductsContext,
  query: ProductListQuery,
): Promise<ProductPage> {
  const { db } = context;
  await chargeSearch(context, query);
  // A suggestion-sized page is a keyword being typed: its last word may be half a word.
  const typing = query.per_page <= suggestionPageSize;
  let filters = await resolveFilters(context, query, undefined, typing);
  let found = await pageOf(context, query, filters);
  if (boundEmptied(filters, found.total)) {
    filters = withoutPriceBound(query, filters);
    found = await pageOf(context, query, filters);
  }
  const { rows, total: counted, sort } = found;
  const items = await toProductSummaries(db, rows, cardContextOf(context));
  const plan = filters.keyword;
  return {
    items,
    total: counted,
    page: query.page,
    lastPage: Math.max(1, Math.ceil(counted / query.per_page)),
    perPage: query.per_page,
    ...(plan
      ? {
          keywordMatch: isPartial(plan) && counted > 0 ? "partial" : "all",
          keywordAnswer: {
            matched: counted > 0 ? matchedWords(plan) : [],
            unmatched: counted > 0 ? (plan.unmatched ?? []) : [],
            understood: counted > 0 ? understoodOf(plan, context, sort) : [],
          },
        }
      : {}),
  };
}

/** The rows of one page and how many products pass the filters, in the sort asked or implied. */
async function pageOf(
  context: ProductsContext,
  query: ProductListQuery,
  filters: ProductFilters,
): Promise<{
  rows: Awaited<ReturnType<typeof selectProductPage>>;
  total: number;
  sort: ProductSort;
}> {
  const { db, companyId } = context;
  const offset = (query.page - 1) * query.per_page;
  const words = filters.keyword?.tokens.length ?? 0;
  // Best match first when there are words to match; the keyword's order ("cheap") when it asked
  // only for one; newest first otherwise.
  const sort = query.sort ?? (words ? "relevance" : (filters.keyword?.sort?.sort ?? "newest"));
  const page = { limit: query.per_page, offset };
  let total: number | Promise<number>;
  let rows: Awaited<ReturnType<typeof selectProductPage>>;
  if (sort === "relevance" && words && offset + page.limit <= tieredRankingDepth) {
    // Tier by tier (ADR 0013); when the tiers run out before the page is full, the page's search
    // has seen every match and needs no count. The count, when needed, runs beside the cards.
    const ranked = await selectKeywordPage(db, companyId, filters, page);
    rows = ranked.rows;
    const cap = page.limit <= suggestionPageSize ? suggestionCountCap : keywordCountCap;
    total = ranked.total ?? countMatches(db, companyId, filters, cap);
  } else {
    [total, rows] = await Promise.all([
      countMatches(db, companyId, filters, filters.keyword ? keywordCountCap : undefined),
      selectProductPage(db, companyId, filters, sort, page),
    ]);
  }
  return { rows, total: await total, sort };
}

/** Counts for the filter sidebar; each kind ignores its own filter (see facets-repository.ts). */
export async function getProductFacets(
  context: ProductsContext,
  query: ProductFilterQuery,
): Promise<ProductFacets> {
  const tree = await loadTree(context);
  let filters = await resolveFilters(context, query, tree);
  let counts = await selectFacetCounts(context.db, context.companyId, filters, context.locale);
  // As the listing does: a price bound in the keyword that leaves nothing is let go.
  if (boundEmptied(filters, counts.total)) {
    filters = withoutPriceBound(query, filters);
    counts = await selectFacetCounts(context.db, context.companyId, filters, context.locale);
  }
  const ar = context.locale === "ar";
  return {
    total: counts.total,
    categories: tree.nodes.map((node) => ({
      id: node.id,
      parent_id: node.parentId,
      key: node.slug,
      name: ar ? node.nameAr : node.nameEn,
      count: tree
        .withDescendants(node.id)
        .reduce((sum, id) => sum + (counts.byCategory.get(id) ?? 0), 0),
    })),
    colours: [...counts.colours].sort((a, b) => b.count - a.count || a.key.localeCompare(b.key)),
    sizes: [...counts.sizes].sort(compareSizes),
    ratings: counts.ratings,
    price: {
      min: counts.minPrice === null ? 0 : toRiyals(counts.minPrice),
      max: counts.maxPrice === null ? 0 : toRiyals(counts.maxPrice),
    },
    on_sale: counts.onSale,
    in_stock: counts.inStock,
  };
}

/**
 * A product's page: its card fields and details, and up to eight related best sellers. With
 * `previewOf`, the page of that vendor's product as it reads now, whatever its status, as it will
 * look published (ADR 55): no related products, in stock as the vendor keeps it.
 */
export async function getProductDetail(
  context: ProductsContext,
  productId: number,
  previewOf?: { vendorId: number },
): Promise<ProductDetailResponse> {
  const { db, companyId, locale, publicUrl } = context;
  const found = await selectProductDetail(db, companyId, productId, previewOf?.vendorId);
  if (!found) throw new AppError("not_found", "product_not_found");
  const row = previewOf ? { ...found, status: "published" } : found;
  const tree = await loadTree(context);
  const path = tree.pathTo(row.categoryId);
  const ar = locale === "ar";

  const related = previewOf
    ? []
    : await selectBestSellersIn(db, companyId, [row.categoryId], [row.id], relatedCount);
  const parentId = tree.byId.get(row.categoryId)?.parentId ?? null;
  if (!previewOf && related.length < relatedCount && parentId !== null) {
    related.push(
      ...(await selectBestSellersIn(
        db,
        companyId,
        tree.withDescendants(parentId).filter((id) => id !== row.categoryId),
        [row.id, ...related.map((product) => product.id)],
        relatedCount - related.length,
      )),
    );
  }

  const [[summary], relatedCards, gallery, [vendor]] = await Promise.all([
    toProductSummaries(db, [row], cardContextOf(context)),
    toProductSummaries(db, related, cardContextOf(context)),
    selectGalleryRows(db, row.id),
    selectVendorSummaries(db, companyId, {
      productStats: productStatsByVendor(db, companyId),
      locale,
      publicUrl,
      order: "rating_then_id",
      vendorId: row.vendorId,
    }),
  ]);
  if (!summary || !vendor) throw new AppError("not_found", "product_not_found");
  return {
    data: {
      ...summary,
      description: ar ? row.descriptionAr : row.descriptionEn,
      specifications: row.specs.map((spec) => ({
        label: ar ? spec.label.ar : spec.label.en,
        value: ar ? spec.value.ar : spec.value.en,
      })),
      category_path: path.map((node) => ({ id: node.id, name: ar ? node.nameAr : node.nameEn })),
      vendor_detail: vendor,
      gallery: gallery.map((picture) => ({
        colour_hex: picture.colourHex,
        thumbnail: toPicture(publicUrl, picture.mediaKey, 200),
        large: toPicture(publicUrl, picture.mediaKey, 800),
      })),
      sales_count: row.salesCount,
    },
    related: relatedCards,
  };
}
