import { z } from "zod";
import { decodeWordList, keywordAnswerHeaders, productSorts, sizeKinds } from "./catalog-rules.ts";
import { picture } from "./media.ts";
import { idParam, recordId } from "./params.ts";

export {
  decodeWordList,
  encodeWordList,
  type KeywordMatch,
  keywordAnswerHeaders,
  keywordMatchHeader,
  type ProductSort,
  pagingHeaders,
  priceRangeOf,
  productSorts,
  reviewBodyMaxLength,
  type SizeKind,
  sizeKinds,
} from "./catalog-rules.ts";

/** Money travels as riyals with at most two decimals; the API keeps integer halalas. */
export const money = z.number().nonnegative().multipleOf(0.01);

export const productLabel = z.enum(["sale", "new", "top", "out", "deal"]);
export type ProductLabel = z.infer<typeof productLabel>;

export const category = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    parent_id: z.number().int().nullable(),
    image: picture.nullable(),
    product_count: z.number().int().nonnegative(),
    get children() {
      return z.array(category);
    },
  })
  .meta({ id: "Category" });
export type Category = z.infer<typeof category>;

export const categoriesResponse = z
  .object({
    categories: z.array(category),
    data: z.object({ categories: z.array(category) }),
  })
  .meta({ id: "CategoriesResponse" });
export type CategoriesResponse = z.infer<typeof categoriesResponse>;

export const variant = z
  .object({
    id: z.number().int(),
    price: money,
    sale_price: money.nullable(),
    stock: z.number().int().nonnegative(),
    colour: z.object({ name: z.string(), hex: z.string() }).nullable(),
    size: z.string().nullable(),
  })
  .meta({ id: "Variant" });
export type Variant = z.infer<typeof variant>;

export const reference = z.object({ id: z.number().int(), name: z.string() });

/** A product as lists, cards and search suggestions read it. */
export const productSummary = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    /** The start of the description, plain text, for list views (at most about 200 characters). */
    excerpt: z.string(),
    price: money,
    sale_price: money.nullable(),
    stock: z.number().int().nonnegative(),
    /**
     * `false` only for a product its vendor withdrew (archived), as a wishlist still shows it:
     * it cannot be bought, its stock reads 0 and it is labelled `out`. Absent for the others.
     */
    available: z.literal(false).optional(),
    rating: z.number().min(0).max(5),
    review_count: z.number().int().nonnegative(),
    labels: z.array(productLabel),
    deal_ends_at: z.string().datetime().nullable(),
    category: reference,
    vendor: reference,
    variants: z.array(variant),
    sm_pictures: z.array(picture),
    pictures: z.array(picture),
  })
  .meta({ id: "ProductSummary" });
export type ProductSummary = z.infer<typeof productSummary>;

export const vendorSummary = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    city: z.string(),
    logo: picture.nullable(),
    rating: z.number().min(0).max(5),
    product_count: z.number().int().nonnegative(),
  })
  .meta({ id: "VendorSummary" });
export type VendorSummary = z.infer<typeof vendorSummary>;

export const homePage = z
  .object({
    new_arrival: z.array(productSummary),
    recommended_items: z.array(productSummary),
    popular_categories: z.array(category),
    vendors: z.array(vendorSummary),
  })
  .meta({ id: "HomePage" });
export type HomePage = z.infer<typeof homePage>;

/** A list query's paging, as the orders call and the vendors call answer it. */
export const pageMeta = z
  .object({
    current_page: z.number().int().positive(),
    last_page: z.number().int().positive(),
    per_page: z.number().int().positive(),
    total: z.number().int().nonnegative(),
  })
  .meta({ id: "PageMeta" });
export type PageMeta = z.infer<typeof pageMeta>;

/** The paging of a list answer: `total` rows at `perPage` a page; an empty list has one page. */
export function pageMetaOf(page: number, perPage: number, total: number): PageMeta {
  return {
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
  };
}

/** Page numbers and sizes in a query string. */
export const pageQuery = {
  page: z.coerce.number().int().positive().max(100_000).default(1),
};

export const productSort = z.enum(productSorts);

/** `a,b,c` (or the parameter repeated) as a list of short, trimmed keys. */
const keyList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((part) => part.split(","))
      .map((part) => part.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().max(40)).max(20));

/** A price in a query, in riyals, up to the most an integer halala column holds (2^31 − 1 halalas). */
const priceFilter = z.coerce.number().nonnegative().max(21_474_836.47);

const flag = z
  .enum(["1", "0", "true", "false"])
  .transform((value) => value === "1" || value === "true");

/**
 * The filters of the products call and of its facets. Filters of different kinds narrow the list
 * (AND); several values of one kind widen it (OR).
 */
export const productFilterQuery = z.object({
  keyword: z
    .string()
    .trim()
    .max(200)
    .optional()
    .describe(
      "Words in the name, description, category, vendor or colours, in either language; the last one may be partly typed",
    ),
  category_id: recordId.optional().describe("A category, with its subcategories"),
  vendor_id: recordId.optional(),
  min_price: priceFilter.optional().describe("Riyals; compared with the product's minimum price"),
  max_price: priceFilter.optional().describe("Riyals; compared with the product's minimum price"),
  colours: keyList.optional().describe("Colour keys from the facets, comma separated"),
  sizes: keyList.optional().describe("Size keys from the facets, comma separated"),
  rating: z.coerce.number().int().min(1).max(5).optional().describe("Minimum average rating"),
  on_sale: flag.optional(),
  in_stock: flag.optional(),
});
export type ProductFilterQuery = z.infer<typeof productFilterQuery>;

export const productListQuery = productFilterQuery.extend({
  sort: productSort
    .optional()
    .describe(
      "Default: `relevance` when a keyword is given, otherwise `newest`. `ending_soon`: " +
        "products with a running deal first, the soonest to end first, then best sellers",
    ),
  ...pageQuery,
  per_page: z.coerce.number().int().min(1).max(60).default(24),
});
export type ProductListQuery = z.infer<typeof productListQuery>;

export const productList = z.array(productSummary).meta({ id: "ProductList" });

const facetValue = z.object({
  key: z.string(),
  name: z.string(),
  count: z.number().int().nonnegative(),
});

/**
 * Counts for the filter sidebar. Each kind is counted with every other filter applied but not its
 * own, so choosing a value never hides the other values of the same kind.
 */
export const productFacets = z
  .object({
    total: z.number().int().nonnegative(),
    categories: z.array(
      facetValue.extend({ id: z.number().int(), parent_id: z.number().int().nullable() }),
    ),
    colours: z.array(facetValue.extend({ hex: z.string() })),
    /** Grouped by kind in `sizeKinds` order, each kind's sizes smallest first. */
    sizes: z.array(facetValue.extend({ kind: z.enum(sizeKinds) })),
    /** Minimum ratings 4, 3, 2 and 1, each with how many products reach it. */
    ratings: z.array(
      z.object({ rating: z.number().int().min(1).max(5), count: z.number().int().nonnegative() }),
    ),
    /** The lowest and highest minimum price among the matching products, ignoring the price filter. */
    price: z.object({ min: money, max: money }),
    on_sale: z.number().int().nonnegative(),
    in_stock: z.number().int().nonnegative(),
  })
  .meta({ id: "ProductFacets" });
export type ProductFacets = z.infer<typeof productFacets>;

/** One picture of the gallery, with the colour of the variant it shows, if any. */
export const galleryPicture = z
  .object({
    colour_hex: z.string().nullable(),
    thumbnail: picture,
    large: picture,
  })
  .meta({ id: "GalleryPicture" });
export type GalleryPicture = z.infer<typeof galleryPicture>;

export const vendorDetail = vendorSummary
  .extend({
    review_count: z.number().int().nonnegative(),
    colour: z.string().describe("The vendor's brand colour, #rrggbb"),
    joined_at: z.string().datetime(),
  })
  .meta({ id: "VendorDetail" });
export type VendorDetail = z.infer<typeof vendorDetail>;

export const productDetail = productSummary
  .extend({
    description: z.string().describe("Plain text; paragraphs separated by blank lines"),
    specifications: z.array(z.object({ label: z.string(), value: z.string() })),
    /** From the top-level category down to the product's own. */
    category_path: z.array(reference),
    vendor_detail: vendorSummary,
    gallery: z.array(galleryPicture),
    sales_count: z.number().int().nonnegative(),
  })
  .meta({ id: "ProductDetail" });
export type ProductDetail = z.infer<typeof productDetail>;

export const productDetailResponse = z
  .object({
    data: productDetail,
    /** Other products of the same category, best sellers first. */
    related: z.array(productSummary),
  })
  .meta({ id: "ProductDetailResponse" });
export type ProductDetailResponse = z.infer<typeof productDetailResponse>;

/** GET /{company}/api/marketplace/products/{id} and the calls under it. */
export const productParams = z.object({
  company: idParam.describe("The marketplace (company) id"),
  id: idParam.describe("The product id"),
});

/** GET /{company}/api/marketplace/vendors/{id}. */
export const vendorParams = z.object({
  company: idParam.describe("The marketplace (company) id"),
  id: idParam.describe("The vendor id"),
});

export const vendorListQuery = z.object({
  ...pageQuery,
  per_page: z.coerce.number().int().min(1).max(100).default(24),
});

export const vendorListResponse = z
  .object({ data: z.array(vendorSummary), meta: pageMeta })
  .meta({ id: "VendorListResponse" });
export type VendorListResponse = z.infer<typeof vendorListResponse>;

export const vendorResponse = z.object({ data: vendorDetail }).meta({ id: "VendorResponse" });
export type VendorResponse = z.infer<typeof vendorResponse>;

/** Where a part of the keyword was typed, and the keyword without it (the chip's link). */
const typedPart = {
  words: z.string().describe("The part of the keyword as typed"),
  without: z.string().describe("The keyword without this part"),
};

/**
 * What the search understood in a keyword besides product words (ADR 0054): an attribute it ranks
 * first (`label` in the request's language; an audience's `key` is men, women, kids, girls, boys
 * or unisex), a price bound it applied (riyals), or the order it applied.
 */
export const understoodPart = z
  .discriminatedUnion("kind", [
    z.object({
      kind: z.enum(["colour", "material", "size", "measure", "audience"]),
      key: z.string(),
      label: z.string(),
      ...typedPart,
    }),
    z.object({
      kind: z.literal("price"),
      min: z.number().nonnegative().optional(),
      max: z.number().nonnegative().optional(),
      ...typedPart,
    }),
    z.object({ kind: z.literal("sort"), sort: z.enum(["price_asc", "price_desc"]), ...typedPart }),
  ])
  .meta({ id: "UnderstoodPart" });
export type UnderstoodPart = z.infer<typeof understoodPart>;

/** What the products call said of its keyword, read from its answer's headers. */
export interface KeywordAnswer {
  matched: string[];
  unmatched: string[];
  understood: UnderstoodPart[];
}

/** The keyword headers of a products answer (absent ones read as empty; malformed ones too). */
export function readKeywordAnswer(headers: { get(name: string): string | null }): KeywordAnswer {
  let understood: UnderstoodPart[] = [];
  const raw = headers.get(keywordAnswerHeaders.understood);
  if (raw) {
    try {
      const parsed = z.array(understoodPart).safeParse(JSON.parse(decodeURIComponent(raw)));
      if (parsed.success) understood = parsed.data;
    } catch {
      understood = [];
    }
  }
  return {
    matched: decodeWordList(headers.get(keywordAnswerHeaders.matched)),
    unmatched: decodeWordList(headers.get(keywordAnswerHeaders.unmatched)),
    understood,
  };
}
