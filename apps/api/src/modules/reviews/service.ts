import { pageMetaOf } from "@souq/contract/catalog";
import type { Locale } from "@souq/contract/locale";
import type {
  CreateReviewRequest,
  CreateReviewResponse,
  RatingSummary,
  Review,
  ReviewListQuery,
  ReviewListResponse,
  ReviewPurchase,
} from "@souq/contract/reviews";
import { AppError } from "../../app-error.ts";
import type { Database } from "../../db/client.ts";
import { translate } from "../../i18n/messages.ts";
import { selectProductPurchase } from "../orders/public.ts";
import { productBelongsTo } from "../products/public.ts";
import { byAddress, enforceLimits, rateLimits } from "../rate-limits/public.ts";
import {
  hasReviewed,
  insertReview,
  type ReviewRow,
  selectRatingSummary,
  selectReviewPage,
} from "./repository.ts";

export interface ReviewsContext {
  db: Database;
  companyId: number;
  locale: Locale;
  /** The signed-in shopper, if a token was sent. */
  userId: number | null;
}

const minimumBodyLength = 3;

/** ASCII control characters other than tab and newline (so a pasted \r\n keeps its \n). */
function isUnwantedControl(character: string): boolean {
  const code = character.charCodeAt(0);
  return (code < 0x20 && character !== "\t" && character !== "\n") || code === 0x7f;
}

/**
 * The review text as it will be stored and shown: exactly what was typed, trimmed, without
 * control characters. It is never HTML-escaped here; clients show it as text.
 */
export function cleanReviewBody(body: string): string {
  return Array.from(body)
    .filter((character) => !isUnwantedControl(character))
    .join("")
    .trim();
}

function toReview(row: ReviewRow, viewerId: number | null): Review {
  return {
    id: row.id,
    rating: row.rating,
    body: row.body,
    author: { name: row.authorName },
    created_at: row.createdAt.toISOString(),
    own: viewerId !== null && row.userId === viewerId,
    verified: row.verified,
  };
}

async function requireProduct(context: ReviewsContext, productId: number): Promise<void> {
  if (!(await productBelongsTo(context.db, context.companyId, productId))) {
    throw new AppError("not_found", "product_not_found");
  }
}

/** What the shopper has of the product: only `received` may review it. */
function purchaseOf(context: ReviewsContext, productId: number): Promise<ReviewPurchase> {
  if (context.userId === null) return Promise.resolve("none");
  return selectProductPurchase(
    context.db,
    { companyId: context.companyId, userId: context.userId },
    productId,
  );
}

/**
 * A page of a product's reviews in the chosen order (only one number of stars, when asked), with
 * the product's whole rating summary, and what is the viewer's: which review they wrote, whether
 * they wrote one and whether they may.
 */
export async function listReviews(
  context: ReviewsContext,
  productId: number,
  query: Pick<ReviewListQuery, "page" | "per_page" | "sort" | "stars">,
): Promise<ReviewListResponse> {
  const { db, userId } = context;
  await requireProduct(context, productId);
  const [rows, summary, reviewed, purchase] = await Promise.all([
    selectReviewPage(db, productId, {
      limit: query.per_page,
      offset: (query.page - 1) * query.per_page,
      sort: query.sort,
      stars: query.stars,
    }),
    selectRatingSummary(db, productId),
    userId === null ? false : hasReviewed(db, productId, userId),
    purchaseOf(context, productId),
  ]);
  const total =
    query.stars === undefined
      ? summary.count
      : (summary.breakdown[String(query.stars) as keyof RatingSummary["breakdown"]] ?? 0);
  return {
    data: rows.map((row) => toReview(row, userId)),
    meta: pageMetaOf(query.page, query.per_page, total),
    summary,
    reviewed,
    purchase,
  };
}

/**
 * One review per shopper and product (a second answers 409 and changes nothing), only by a
 * shopper who received the product (anyone else: 403, nothing written); the product's rating and
 * review count are recomputed from the rows in the same transaction.
 */
export async function createReview(
  context: ReviewsContext & { userId: number; ip: string },
  productId: number,
  request: CreateReviewRequest,
): Promise<CreateReviewResponse> {
  const { db, companyId, userId, locale } = context;
  await requireProduct(context, productId);
  const purchase = await purchaseOf(context, productId);
  if (purchase !== "received") {
    throw new AppError(
      "forbidden",
      purchase === "ordered" ? "review_after_delivery" : "review_needs_purchase",
    );
  }
  const body = cleanReviewBody(request.body);
  if (body.length < minimumBodyLength) throw AppError.fields({ body: "field_invalid" });
  // New accounts from one place must not be able to move a product's rating at will.
  await enforceLimits(
    db,
    [
      { limit: rateLimits.reviewAccount, value: String(userId) },
      byAddress(rateLimits.reviewAddress, context.ip),
    ],
    new Date(),
  );
  const row = await insertReview(db, {
    companyId,
    productId,
    userId,
    rating: request.rating,
    body,
    verified: true,
  });
  if (!row) throw new AppError("conflict", "review_already_written");
  return {
    message: translate(locale, "review_thanks"),
    data: toReview(row, userId),
    summary: await selectRatingSummary(db, productId),
  };
}
