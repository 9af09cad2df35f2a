import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, id, type StoredText } from "../../db/columns.ts";
import { categories } from "../catalog/tables.ts";
import { companies, companyRef } from "../companies/tables.ts";
import { vendors } from "../vendors/tables.ts";

// The tables this module owns: only its repository reads and writes them (ADR 31).

export const products = pgTable(
  "products",
  {
    id: id(),
    companyId: companyRef(),
    vendorId: integer()
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: "restrict" }),
    slug: text().notNull(),
    nameEn: text().notNull(),
    nameAr: text().notNull(),
    descriptionEn: text().notNull(),
    descriptionAr: text().notNull(),
    /** Halalas. */
    price: integer().notNull(),
    /** Halalas; null when the product is not on sale. */
    salePrice: integer(),
    /**
     * Halalas: the lowest price the product sells at (priceRangeOf's min). Kept here so that the
     * price filter and sorts use an index; whatever writes prices or variants refreshes it.
     */
    minPrice: integer().notNull().default(0),
    stock: integer().notNull().default(0),
    rating: numeric({ precision: 3, scale: 2, mode: "number" }).notNull().default(0),
    ratingCount: integer().notNull().default(0),
    salesCount: integer().notNull().default(0),
    labels: text().array().notNull().default(sql`'{}'::text[]`),
    /**
     * When the sale prices (the product's and its variants') start to apply; null: as soon as
     * they are set. `dealEndsAt` is when they stop (and what the deal countdown counts down to).
     * Outside that window the products are sold at their prices (ADR 56).
     */
    saleStartsAt: timestamp({ withTimezone: true }),
    dealEndsAt: timestamp({ withTimezone: true }),
    specs: jsonb().$type<Array<{ label: StoredText; value: StoredText }>>().notNull().default([]),
    /**
     * Search columns (modules/products/search-document.ts): the words of both names, and of the
     * names, descriptions, category path, vendor and colours, normalised and folded, each word
     * once, between spaces. Empty until written; the server fills empty ones at start.
     */
    searchName: text().notNull().default(""),
    searchText: text().notNull().default(""),
    /**
     * The head words of the names (what the product is: "laptop" and "حاسوب" for a laptop, "backpack"
     * and "حقيبه" for a laptop backpack), folded and as written, between spaces; ranking puts the
     * products whose head word is asked for first. Empty until written, like the others.
     */
    searchHead: text().notNull().default(""),
    /**
     * The words that say what the product is, not what it is described with: its names, category
     * path, vendor and attribute tokens (no descriptions, no specifications), folded like the
     * others. Not searched; the word list counts it (`titled`), so a keyword found only in
     * descriptions ("bike" in a camera's) is known to name nothing the marketplace sells. Empty
     * until written, like the others (ADR 0054).
     */
    searchTitle: text().notNull().default(""),
    /**
     * `draft` (seen only by its vendor), `published` (in the catalog) or `archived` (out of the
     * catalog, still in past orders, wishlists and compare as unavailable). ADR 55.
     */
    status: text().notNull().default("published"),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("products_company_slug").on(t.companyId, t.slug),
    index("products_search_name").using("gin", t.searchName.op("gin_trgm_ops")),
    index("products_search_text").using("gin", t.searchText.op("gin_trgm_ops")),
    // Lets the first relevance tier (the product is the thing asked for) find its few products
    // directly, rather than walking best sellers through names that mostly lack the head word.
    index("products_search_head").using("gin", t.searchHead.op("gin_trgm_ops")),
    index("products_company_category").on(t.companyId, t.categoryId),
    index("products_company_vendor").on(t.companyId, t.vendorId),
    index("products_company_created").on(t.companyId, t.createdAt.desc()),
    index("products_company_min_price").on(t.companyId, t.minPrice, t.id),
    index("products_company_sales").on(t.companyId, t.salesCount.desc(), t.id),
    index("products_company_rating").on(t.companyId, t.rating.desc(), t.ratingCount.desc(), t.id),
    // The few products whose sale has dates, for the job that keeps their lowest price true.
    index("products_sale_window")
      .on(t.id)
      .where(sql`${t.saleStartsAt} is not null or ${t.dealEndsAt} is not null`),
    check("products_price_positive", sql`${t.price} > 0`),
    check("products_sale_below_price", sql`${t.salePrice} is null or ${t.salePrice} < ${t.price}`),
    check("products_stock_nonnegative", sql`${t.stock} >= 0`),
    check("products_status", sql`${t.status} in ('draft', 'published', 'archived')`),
  ],
);

export const productVariants = pgTable(
  "product_variants",
  {
    id: id(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    colourEn: text(),
    colourAr: text(),
    colourHex: text(),
    sizeEn: text(),
    sizeAr: text(),
    /**
     * How the size is measured (`sizeKinds` of the contract: clothing, garment_length, shoe,
     * storage, volume, weight, dimension, other); null without a size. The size filter groups by it.
     */
    sizeKind: text(),
    price: integer().notNull(),
    salePrice: integer(),
    stock: integer().notNull().default(0),
    position: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex("product_variants_product_position").on(t.productId, t.position),
    check("product_variants_price_positive", sql`${t.price} > 0`),
    check("product_variants_stock_nonnegative", sql`${t.stock} >= 0`),
    check(
      "product_variants_size_kind",
      sql`${t.sizeKind} is null or ${t.sizeKind} in ('clothing', 'garment_length', 'shoe', 'storage', 'volume', 'weight', 'dimension', 'other')`,
    ),
  ],
);

export const productPictures = pgTable(
  "product_pictures",
  {
    id: id(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** Media key: the file stem under the media folder; widths are appended when served. */
    mediaKey: text().notNull(),
    /** The colour variant this picture shows, if any. */
    colourHex: text(),
    position: integer().notNull().default(0),
  },
  (t) => [uniqueIndex("product_pictures_product_position").on(t.productId, t.position)],
);

/**
 * Pictures a vendor's staff uploaded for its products (ADR 55): stored once, re-encoded, and named
 * by id when a product is saved, which may only name its own vendor's uploads.
 */
export const productUploads = pgTable(
  "product_uploads",
  {
    id: id(),
    companyId: companyRef(),
    vendorId: integer()
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    /** Media key, as `product_pictures.media_key`. */
    mediaKey: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("product_uploads_vendor").on(t.companyId, t.vendorId, t.createdAt)],
);

/**
 * Every word of a marketplace's search columns, with how many products hold it (ADR 0013): the
 * search asks it whether a typed word exists, which words a misspelt one resembles and how common
 * a word is, instead of asking 100,000 product rows. Kept by `refreshSearchDocuments` whenever
 * those columns or a product's status are written: moved by difference for a vendor's save, rebuilt
 * from the products' search columns for seeds and at start.
 */
export const searchWords = pgTable(
  "search_words",
  {
    companyId: integer()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    word: text().notNull(),
    /** Products whose search text holds the word. */
    products: integer().notNull(),
    /** Products whose names hold it. */
    named: integer().notNull(),
    /** Products whose names, category, vendor or attributes hold it (`search_title`). */
    titled: integer().notNull().default(0),
    /** Products whose head word it is (`search_head`): it names a kind of product. */
    headed: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.word] }),
    index("search_words_word").using("gin", t.word.op("gin_trgm_ops")),
  ],
);
