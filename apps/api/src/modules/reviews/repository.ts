import type { RatingSummary, ReviewSort } from "@souq/contract/reviews";
import { and, asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { accountNamesView } from "../auth/public.ts";
import { selectProductRating, writeProductRatings } from "../products/public.ts";
import { reviews } from "./tables.ts";

export interface ReviewRow {
  id: number;
  userId: number;
  rating: number;
  body: string;
  verified: boolean;
  authorName: string;
  createdAt: Date;
}

/** A review's columns with its author's name, as the accounts module publishes it. */
function reviewsWithAuthors(db: Pick<Database, "select">) {
  const users = accountNamesView(db);
  return db
    .select({
      id: reviews.id,
      userId: reviews.userId,
      rating: reviews.rating,
      body: reviews.body,
      verified: reviews.verified,
      authorName: users.name,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .$dynamic();
}

/**
 * Sets products' rating (the average, rounded to 2 decimals) and review count from the review
 * rows, for one product or a whole marketplace, through the products module's writer.
 */
export function refreshProductRatings(
  db: Pick<Database, "update">,
  scope: { productId: number } | { companyId: number },
): Promise<void> {
  return writeProductRatings(db, scope, (productId) => ({
    rating: sql`coalesce((select round(avg(${reviews.rating})::numeric, 2) from ${reviews} where ${reviews.productId} = ${productId}), 0)`,
    ratingCount: sql`(select count(*)::int from ${reviews} where ${reviews.productId} = ${productId})`,
  }));
}

const newestFirst = [desc(reviews.createdAt), desc(reviews.id)];

/** Each order of the reviews; equal ratings keep the newest first. */
const reviewOrders: Record<ReviewSort, SQL[]> = {
  newest: newestFirst,
  highest: [desc(reviews.rating), ...newestFirst],
  lowest: [asc(reviews.rating), ...newestFirst],
};

/** One page of a product's reviews in the chosen order, only those of `stars` when given. */
export function selectReviewPage(
  db: Database,
  productId: number,
  page: { limit: number; offset: number; sort: ReviewSort; stars?: number | undefined },
): Promise<ReviewRow[]> {
  return reviewsWithAuthors(db)
    .where(
      and(
        eq(reviews.productId, productId),
        page.stars === undefined ? undefined : eq(reviews.rating, page.stars),
      ),
    )
    .orderBy(...reviewOrders[page.sort])
    .limit(page.limit)
    .offset(page.offset);
}

/** The product's rating and review count (kept from the rows) and how many gave each star. */
export async function selectRatingSummary(db: Database, productId: number): Promise<RatingSummary> {
  const [product, stars] = await Promise.all([
    selectProductRating(db, productId),
    db
      .select({ rating: reviews.rating, n: count() })
      .from(reviews)
      .where(eq(reviews.productId, productId))
      .groupBy(reviews.rating)
      .orderBy(asc(reviews.rating)),
  ]);
  const breakdown: RatingSummary["breakdown"] = { "1": 0, "2": 0, "3": 0, "4": 0, "5": 0 };
  for (const row of stars) {
    const key = String(row.rating);
    if (key === "1" || key === "2" || key === "3" || key === "4" || key === "5") {
      breakdown[key] = Number(row.n);
    }
  }
  return { rating: product.rating, count: product.count, breakdown };
}

export async function hasReviewed(
  db: Database,
  productId: number,
  userId: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.userId, userId)));
  return rows.length > 0;
}

/**
 * Writes the shopper's review and refreshes the product's rating from the rows, in one
 * transaction. Undefined (and nothing changed) when the shopper has already reviewed it.
 */
export async function insertReview(
  db: Database,
  review: {
    companyId: number;
    productId: number;
    userId: number;
    rating: number;
    body: string;
    verified: boolean;
  },
): Promise<ReviewRow | undefined> {
  return db.transaction(async (tx) => {
    const [written] = await tx
      .insert(reviews)
      .values(review)
      .onConflictDoNothing({ target: [reviews.productId, reviews.userId] })
      .returning({ id: reviews.id });
    if (!written) return undefined;
    await refreshProductRatings(tx, { productId: review.productId });
    const [row] = await reviewsWithAuthors(tx).where(eq(reviews.id, written.id));
    return row;
  });
}
