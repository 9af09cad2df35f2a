import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** Both languages of a translatable text; a row stores every text a shopper reads in each. */
export interface StoredText {
  en: string;
  ar: string;
}

const id = () => integer().primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const companyRef = () =>
  integer()
    .notNull()
    .references(() => companies.id, { onDelete: "cascade" });

/** A marketplace (tenant): everything below belongs to exactly one. */
export const companies = pgTable("companies", {
  id: id(),
  slug: text().notNull().unique(),
  nameEn: text().notNull(),
  nameAr: text().notNull(),
  logoKey: text(),
  createdAt: createdAt(),
});

export const vendors = pgTable(
  "vendors",
  {
    id: id(),
    companyId: companyRef(),
    slug: text().notNull(),
    nameEn: text().notNull(),
    nameAr: text().notNull(),
    descriptionEn: text().notNull(),
    descriptionAr: text().notNull(),
    cityEn: text().notNull(),
    cityAr: text().notNull(),
    colour: text().notNull(),
    logoKey: text(),
    /** Where shoppers' messages to the vendor are mailed; without one they are only stored. */
    email: text(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("vendors_company_slug").on(t.companyId, t.slug)],
);

export const categories = pgTable(
  "categories",
  {
    id: id(),
    companyId: companyRef(),
    parentId: integer().references((): AnyPgColumn => categories.id, { onDelete: "cascade" }),
    slug: text().notNull(),
    nameEn: text().notNull(),
    nameAr: text().notNull(),
    imageKey: text(),
    position: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("categories_company_slug").on(t.companyId, t.slug),
    index("categories_parent").on(t.parentId),
  ],
);

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
    check("products_price_positive", sql`${t.price} > 0`),
    check("products_sale_below_price", sql`${t.salePrice} is null or ${t.salePrice} < ${t.price}`),
    check("products_stock_nonnegative", sql`${t.stock} >= 0`),
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
    price: integer().notNull(),
    salePrice: integer(),
    stock: integer().notNull().default(0),
    position: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex("product_variants_product_position").on(t.productId, t.position),
    check("product_variants_price_positive", sql`${t.price} > 0`),
    check("product_variants_stock_nonnegative", sql`${t.stock} >= 0`),
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
 * Every word of a marketplace's search columns, with how many products hold it (ADR 0013): the
 * search asks it whether a typed word exists, which words a misspelt one resembles and how common
 * a word is, instead of asking 100,000 product rows. Rebuilt from the products' search columns by
 * `refreshSearchWords` whenever those are written.
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
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.word] }),
    index("search_words_word").using("gin", t.word.op("gin_trgm_ops")),
  ],
);

/** Shoppers sign in once and may belong to several marketplaces. */
export const users = pgTable(
  "users",
  {
    id: id(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    passwordHash: text().notNull(),
    /** "en-GB" or "ar-SA"; the storefront language follows it at sign-in. */
    locale: text().notNull().default("ar-SA"),
    imageKey: text(),
    address: text(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("users_email").on(sql`lower(${t.email})`)],
);

export const userCompanies = pgTable(
  "user_companies",
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: companyRef(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyId] })],
);

/** A signed-in session: only a hash of the bearer token is kept. */
export const sessions = pgTable(
  "sessions",
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: companyRef(),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("sessions_token_hash").on(t.tokenHash), index("sessions_user").on(t.userId)],
);

/** A password-reset link: only a hash of its token is kept; it works once, for a short while. */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("password_reset_tokens_token_hash").on(t.tokenHash),
    index("password_reset_tokens_user").on(t.userId),
  ],
);

/**
 * Failed attempts counted per key ("email:…", "ip:…") in a fixed window, in the database so that
 * every API instance sees the same counts.
 */
export const loginAttempts = pgTable(
  "login_attempts",
  {
    key: text().primaryKey(),
    failures: integer().notNull(),
    windowStartedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index("login_attempts_window").on(t.windowStartedAt)],
);

export const addresses = pgTable(
  "addresses",
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: companyRef(),
    phone: text().notNull(),
    address: text().notNull(),
    cityName: text().notNull(),
    countryName: text().notNull(),
    zipCode: text().notNull(),
    state: text().notNull(),
    isDefault: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("addresses_user_company").on(t.userId, t.companyId)],
);

/** A cart belongs to a shopper, or to a guest known by a token hash until they sign in. */
export const carts = pgTable(
  "carts",
  {
    id: id(),
    companyId: companyRef(),
    userId: integer().references(() => users.id, { onDelete: "cascade" }),
    guestTokenHash: text(),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("carts_company_user").on(t.companyId, t.userId),
    uniqueIndex("carts_guest_token").on(t.guestTokenHash),
    check("carts_owner", sql`${t.userId} is not null or ${t.guestTokenHash} is not null`),
    // Expired guest carts are found oldest first and removed in small batches.
    index("carts_guest_updated").on(t.updatedAt).where(sql`${t.userId} is null`),
  ],
);

export const cartItems = pgTable(
  "cart_items",
  {
    id: id(),
    cartId: integer()
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    variantId: integer().references(() => productVariants.id, { onDelete: "cascade" }),
    quantity: integer().notNull(),
    /**
     * Halalas: the unit price the shopper was shown when they last set this line (add, update,
     * merge), so the cart can flag a price that changed since; null for lines older than it.
     */
    unitPriceSeen: integer(),
    createdAt: createdAt(),
  },
  (t) => [
    unique("cart_items_line").on(t.cartId, t.productId, t.variantId).nullsNotDistinct(),
    check("cart_items_quantity_positive", sql`${t.quantity} > 0`),
  ],
);

export const wishlistItems = pgTable(
  "wishlist_items",
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: companyRef(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyId, t.productId] })],
);

export const orders = pgTable(
  "orders",
  {
    id: id(),
    companyId: companyRef(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    number: text().notNull(),
    /**
     * "InProgress", "Completed" (every shipment delivered: the two states the spec styles) or
     * "Cancelled" (by the shopper before anything shipped).
     */
    status: text().notNull(),
    subtotal: integer().notNull(),
    discount: integer().notNull().default(0),
    shipping: integer().notNull().default(0),
    tax: integer().notNull().default(0),
    total: integer().notNull(),
    paymentMethod: text().notNull(),
    /** "standard" or "express" (modules/pricing/totals.ts prices them). */
    deliveryOption: text().notNull().default("standard"),
    /** The shopper's Idempotency-Key of the checkout that placed it; null for older orders. */
    idempotencyKey: text(),
    /** A hash of that checkout's body, so that a replay with another body is refused. */
    requestHash: text(),
    /** A copy of the delivery address as it was when the order was placed. */
    shippingAddress: jsonb()
      .$type<{
        phone: string;
        address: string;
        city_name: string;
        country_name: string;
        zip_code: string;
        state: string;
      }>()
      .notNull(),
    createdAt: createdAt(),
    cancelledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("orders_company_number").on(t.companyId, t.number),
    uniqueIndex("orders_user_idempotency_key").on(t.userId, t.idempotencyKey),
    index("orders_user_company_created").on(t.userId, t.companyId, t.createdAt.desc()),
    check("orders_status", sql`${t.status} in ('InProgress', 'Completed', 'Cancelled')`),
  ],
);

/** The part of an order one vendor fulfils: its own status and tracking steps. */
export const orderShipments = pgTable(
  "order_shipments",
  {
    id: id(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    vendorId: integer()
      .notNull()
      .references(() => vendors.id, { onDelete: "restrict" }),
    /** placed → confirmed → shipped → delivered, or cancelled before shipping. */
    status: text().notNull().default("placed"),
  },
  (t) => [
    uniqueIndex("order_shipments_order_vendor").on(t.orderId, t.vendorId),
    check(
      "order_shipments_status",
      sql`${t.status} in ('placed', 'confirmed', 'shipped', 'delivered', 'cancelled')`,
    ),
  ],
);

export const orderItems = pgTable(
  "order_items",
  {
    id: id(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    shipmentId: integer().references(() => orderShipments.id, { onDelete: "cascade" }),
    productId: integer().references(() => products.id, { onDelete: "set null" }),
    variantId: integer().references(() => productVariants.id, { onDelete: "set null" }),
    /** Names as they were when ordered, in both languages. */
    nameEn: text().notNull(),
    nameAr: text().notNull(),
    unitPrice: integer().notNull(),
    quantity: integer().notNull(),
    lineTotal: integer().notNull(),
  },
  (t) => [index("order_items_order").on(t.orderId)],
);

export const orderTrackingEvents = pgTable(
  "order_tracking_events",
  {
    id: id(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    shipmentId: integer().references(() => orderShipments.id, { onDelete: "cascade" }),
    /** placed, confirmed, shipped, delivered or cancelled: the step a shipment reached. */
    step: text().notNull(),
    happenedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index("order_tracking_events_order").on(t.orderId, t.happenedAt)],
);

export const reviews = pgTable(
  "reviews",
  {
    id: id(),
    companyId: companyRef(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: smallint().notNull(),
    body: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("reviews_product_user").on(t.productId, t.userId),
    index("reviews_product_created").on(t.productId, t.createdAt.desc(), t.id.desc()),
    check("reviews_rating_range", sql`${t.rating} between 1 and 5`),
  ],
);

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: id(),
    companyId: companyRef(),
    email: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("newsletter_company_email").on(t.companyId, sql`lower(${t.email})`)],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: id(),
    companyId: companyRef(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    subject: text().notNull(),
    message: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("contact_messages_company").on(t.companyId, t.createdAt)],
);

/**
 * A shopper's conversation with one vendor of a marketplace, about one of its products or about
 * the vendor in general (no product). Messages from both sides hang under it.
 */
export const vendorThreads = pgTable(
  "vendor_threads",
  {
    id: id(),
    companyId: companyRef(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    vendorId: integer()
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    productId: integer().references(() => products.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    /** When the newest message was written: the shopper's list is ordered by it. */
    lastMessageAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("vendor_threads_user_company").on(t.userId, t.companyId, t.lastMessageAt.desc()),
    index("vendor_threads_vendor").on(t.vendorId),
  ],
);

export const vendorMessages = pgTable(
  "vendor_messages",
  {
    id: id(),
    threadId: integer()
      .notNull()
      .references(() => vendorThreads.id, { onDelete: "cascade" }),
    /** shopper or vendor. */
    sender: text().notNull(),
    body: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("vendor_messages_thread").on(t.threadId, t.createdAt, t.id),
    check("vendor_messages_sender", sql`${t.sender} in ('shopper', 'vendor')`),
  ],
);
