// Plain values and functions the catalog's clients share. No schemas: browser code imports this
// module, so it must not pull in zod.

/**
 * A product's price range, as spec section 3 defines it: with variants, the lowest and highest
 * variant price; without, the sale price (or else the price) up to the price.
 */
export function priceRangeOf(product: {
  price: number;
  sale_price: number | null;
  variants: ReadonlyArray<{ price: number }>;
}): { min: number; max: number } {
  if (product.variants.length) {
    const prices = product.variants.map((variant) => variant.price);
    return { min: Math.min(...prices), max: Math.max(...prices) };
  }
  return { min: product.sale_price ?? product.price, max: product.price };
}

/**
 * `relevance` (best match first) is the products call's default when a keyword is given; without
 * one it orders like `newest`, which stays the default.
 */
export const productSorts = [
  "newest",
  "price_asc",
  "price_desc",
  "popularity",
  "rating",
  "relevance",
  "ending_soon",
] as const;
export type ProductSort = (typeof productSorts)[number];

/** Paging of the products call travels in these headers; the body stays a bare array. */
export const pagingHeaders = {
  total: "x-total-count",
  page: "x-current-page",
  lastPage: "x-last-page",
  perPage: "x-per-page",
} as const;

/**
 * With a keyword, the products call says in this header whether its products hold every word of
 * the keyword (`all`) or only part of it (`partial`: a word matches nothing in the marketplace, or
 * no product holds every word, so products are ranked by how many they hold). The storefront's
 * listing then says so. Absent without a keyword.
 */
export const keywordMatchHeader = "x-keyword-match";
export type KeywordMatch = "all" | "partial";

/**
 * With a keyword, the products call also says what it made of it (ADR 0054): which words, as the
 * shopper typed them, the products match (`matched`) and which match nothing (`unmatched`: "dress"
 * in "red dress" when no dress is red), each a list of percent-encoded words joined by commas
 * (encodeWordList); and what it understood besides product words (`understood`: a colour, size,
 * material, measure or audience it ranks first, a price bound or order it applied), a
 * percent-encoded JSON array of `understoodPart` (catalog.ts). A header is absent when its list is
 * empty.
 */
export const keywordAnswerHeaders = {
  matched: "x-keyword-matched",
  unmatched: "x-keyword-unmatched",
  understood: "x-keyword-understood",
} as const;

/** A list of words for a header: each percent-encoded (Arabic travels as ASCII), comma-joined. */
export function encodeWordList(words: readonly string[]): string {
  return words.map((word) => encodeURIComponent(word)).join(",");
}

/** The words of an `encodeWordList` header; empty for an absent or malformed one. */
export function decodeWordList(value: string | null | undefined): string[] {
  if (!value) return [];
  try {
    return value
      .split(",")
      .map((word) => decodeURIComponent(word))
      .filter(Boolean);
  } catch {
    return [];
  }
}

/** The longest review a shopper may write, in characters. */
export const reviewBodyMaxLength = 2000;

/**
 * How a product's sizes are measured, in the order a listing's size filter shows them: clothing
 * letters (S, M, XL, One size), thobe and abaya lengths, EU shoe sizes, storage, volume, weight,
 * dimensions and anything else. Stored with each sized variant; the filter groups by it.
 */
export const sizeKinds = [
  "clothing",
  "garment_length",
  "shoe",
  "storage",
  "volume",
  "weight",
  "dimension",
  "other",
] as const;
export type SizeKind = (typeof sizeKinds)[number];
/** The orders a product's reviews come in; `newest` is the default. */
export const reviewSorts = ["newest", "highest", "lowest"] as const;
export type ReviewSort = (typeof reviewSorts)[number];

/**
 * What the signed-in shopper has of a product, which decides whether they may review it: only a
 * shopper who received it (a delivered shipment held it) may. `ordered`: in an order not yet
 * delivered (and not cancelled); `none`: never ordered, or signed out.
 */
export const reviewPurchaseStates = ["none", "ordered", "received"] as const;
export type ReviewPurchase = (typeof reviewPurchaseStates)[number];
