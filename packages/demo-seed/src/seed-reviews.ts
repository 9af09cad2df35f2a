import type { Database } from "@souq/api/db/client";
import { products, reviews, userCompanies, users } from "@souq/api/db/schema";
import { refreshProductRatings } from "@souq/api/modules/reviews/public";
import { and, eq, inArray } from "drizzle-orm";
import { reviewerEmailDomain, reviewers, reviewSentences } from "./catalog/reviewers.ts";
import type { SeedCatalog, SeedProduct } from "./catalog/types.ts";
import { seededRandom } from "./seeded-random.ts";

/** Enough reviews per product to read like a real shop while keeping the seed quick. */
export const maxSeededReviewsPerProduct = 18;

/**
 * Not an argon2 hash, so no password ever verifies against it: the reviewers cannot sign in.
 * (verifyPassword answers false for a value it cannot parse.)
 */
export const noLoginPasswordHash = "!seeded-reviewer-without-password";

const dayMs = 86_400_000;
const insertBatch = 500;

export const reviewerEmail = (handle: string) => `${handle}@${reviewerEmailDomain}`;

/**
 * Writes the demo reviews of every product (by a pool of reviewer accounts) whose ratings
 * average close to the catalog's intended rating, then sets each product's rating and
 * rating_count from the rows. Running it again adds nothing: a reviewer reviews a product once.
 */
export async function seedReviews(
  db: Database,
  marketplaces: Array<{ companyId: number; catalog: SeedCatalog }>,
  now: Date,
): Promise<void> {
  const reviewerIds = await writeReviewers(
    db,
    marketplaces.map((marketplace) => marketplace.companyId),
  );
  await db.transaction(async (tx) => {
    for (const { companyId, catalog } of marketplaces) {
      const slugs = catalog.products.map((product) => product.slug);
      const rows = await tx
        .select({ id: products.id, slug: products.slug })
        .from(products)
        .where(and(eq(products.companyId, companyId), inArray(products.slug, slugs)));
      const productIds = new Map(rows.map((row) => [row.slug, row.id]));
      const planned = catalog.products.flatMap((product) => {
        const productId = productIds.get(product.slug);
        if (!productId) return [];
        return planReviews(catalog.company.slug, product, now).map((review) => {
          const userId = reviewerIds[review.reviewer];
          if (userId === undefined) throw new Error("Reviewer missing");
          return { ...review, companyId, productId, userId };
        });
      });
      for (let start = 0; start < planned.length; start += insertBatch) {
        const batch = planned.slice(start, start + insertBatch).map((review) => ({
          companyId: review.companyId,
          productId: review.productId,
          userId: review.userId,
          rating: review.rating,
          body: review.body,
          createdAt: review.createdAt,
        }));
        await tx.insert(reviews).values(batch).onConflictDoNothing();
      }
      await refreshProductRatings(tx, { companyId });
    }
  });
}

/** The reviewer accounts (made once), members of every seeded marketplace; ids in list order. */
async function writeReviewers(db: Database, companyIds: number[]): Promise<number[]> {
  await db
    .insert(users)
    .values(
      reviewers.map((reviewer) => ({
        name: reviewer.name,
        email: reviewerEmail(reviewer.handle),
        locale: reviewer.language === "ar" ? "ar-SA" : "en-GB",
        passwordHash: noLoginPasswordHash,
      })),
    )
    .onConflictDoNothing();
  const emails = reviewers.map((reviewer) => reviewerEmail(reviewer.handle));
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  const idOf = new Map(rows.map((row) => [row.email, row.id]));
  const ids = emails.map((email) => {
    const id = idOf.get(email);
    if (id === undefined) throw new Error(`Could not write reviewer ${email}`);
    return id;
  });
  await db
    .insert(userCompanies)
    .values(companyIds.flatMap((companyId) => ids.map((userId) => ({ userId, companyId }))))
    .onConflictDoNothing();
  return ids;
}

interface PlannedReview {
  /** Index into the reviewer list. */
  reviewer: number;
  rating: number;
  body: string;
  createdAt: Date;
}

/** A product's reviews: the same on every run for the same product and day of seeding. */
export function planReviews(companySlug: string, product: SeedProduct, now: Date): PlannedReview[] {
  if (product.rating <= 0 || product.ratingCount <= 0) return [];
  const count = Math.min(product.ratingCount, maxSeededReviewsPerProduct, reviewers.length);
  const random = seededRandom(`reviews:${companySlug}:${product.slug}`);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const order = shuffled(
    reviewers.map((_, index) => index),
    random,
  );
  const ratings = ratingsAveraging(product.rating, count, random);
  return ratings.map((rating, index) => {
    const reviewer = order[index] ?? 0;
    const language = reviewers[reviewer]?.language ?? "en";
    const sentences =
      reviewSentences[rating >= 4 ? "good" : rating === 3 ? "mixed" : "poor"][language];
    const first = pick(sentences);
    const second = random() < 0.4 ? pick(sentences) : first;
    const body = second === first ? first : `${first} ${second}`;
    const ageMs = random() * Math.max(product.listedDaysAgo, 0) * dayMs;
    return { reviewer, rating, body, createdAt: new Date(now.getTime() - Math.round(ageMs)) };
  });
}

/**
 * `count` whole-star ratings whose sum is the target average times count (rounded), so their
 * average is within half a star over count of the target, with some spread kept at that sum.
 */
export function ratingsAveraging(target: number, count: number, random: () => number): number[] {
  const total = Math.min(5 * count, Math.max(count, Math.round(target * count)));
  const base = Math.floor(total / count);
  const extra = total - base * count;
  const ratings = Array.from({ length: count }, (_, index) => (index < extra ? base + 1 : base));
  for (let step = 0; step < Math.floor(count / 3); step += 1) {
    const up = Math.floor(random() * count);
    const down = Math.floor(random() * count);
    const upRating = ratings[up] ?? 5;
    const downRating = ratings[down] ?? 1;
    if (up !== down && upRating < 5 && downRating > 1) {
      ratings[up] = upRating + 1;
      ratings[down] = downRating - 1;
    }
  }
  return shuffled(ratings, random);
}

function shuffled<T>(list: T[], random: () => number): T[] {
  const copy = [...list];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}
