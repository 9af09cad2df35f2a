import { pageMetaOf } from "@souq/contract/catalog";
import type { Locale } from "@souq/contract/locale";
import type {
  CreateReviewRequest,
  CreateReviewResponse,
  Review,
  ReviewListResponse,
} from "@souq/contract/reviews";
import { AppError } from "../../app-error.ts";
import type { Database } from "../../db/client.ts";
import { translate } from "../../i18n/messages.ts";
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
  };
}

async function requireProduct(context: ReviewsContext, productId: number): Promise<void> {
  if (!(await productBelongsTo(context.db, context.companyId, productId))) {
    throw new AppError("not_found", "product_not_found");
  }
}

/** A product's reviews, newest first, with its rating summary and whether the viewer wrote one. */
export async function listReviews(
  context: ReviewsContext,
  productId: number,
  query: { page: number; per_page: number },
): Promise<ReviewListResponse> {
  const { db, userId } = context;
  await requireProduct(context, productId);
  const [rows, summary, reviewed] = await Promise.all([
    selectReviewPage(db, productId, {
      limit: query.per_page,
      offset: (query.page - 1) * query.per_page,
    }),
    selectRatingSummary(db, productId),
    userId === null ? false : hasReviewed(db, productId, userId),
  ]);
  return {
    data: rows.map((row) => toReview(row, userId)),
    meta: pageMetaOf(query.page, query.per_page, summary.count),
    summary,
    reviewed,
  };
}

/**
 * One review per shopper and product (a second answers 409 and changes nothing); the product's
 * rating and review count are recomputed from the rows in the same transaction.
 */
export async function createReview(
  context: ReviewsContext & { userId: number; ip: string },
  productId: number,
  request: CreateReviewRequest,
): Promise<CreateReviewResponse> {
  const { db, companyId, userId, locale } = context;
  await requireProduct(context, productId);
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
  });
  if (!row) throw new AppError("conflict", "review_already_written");
  return {
    message: translate(locale, "review_thanks"),
    data: toReview(row, userId),
    summary: await selectRatingSummary(db, productId),
  };
}
