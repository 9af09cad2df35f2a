import { eq, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import { products } from "./tables.ts";

/** A product's rating and review count, as the module that holds the reviews computes them. */
export interface RatingFigures {
  rating: SQL;
  ratingCount: SQL;
}

/**
 * Sets products.rating and rating_count, for one product or a whole marketplace, to figures the
 * reviews module writes as SQL correlated on the product's id: one update, however many products.
 * Call it in the transaction that wrote the reviews.
 */
export async function writeProductRatings(
  db: Pick<Database, "update">,
  scope: { productId: number } | { companyId: number },
  figuresOf: (productId: AnyPgColumn) => RatingFigures,
): Promise<void> {
  const where: SQL =
    "productId" in scope
      ? eq(products.id, scope.productId)
      : eq(products.companyId, scope.companyId);
  await db.update(products).set(figuresOf(products.id)).where(where);
}

/** The rating and review count kept on a product (0 and 0 when there is no such product). */
export async function selectProductRating(
  db: Pick<Database, "select">,
  productId: number,
): Promise<{ rating: number; count: number }> {
  const [row] = await db
    .select({ rating: products.rating, count: products.ratingCount })
    .from(products)
    .where(eq(products.id, productId));
  return { rating: Number(row?.rating ?? 0), count: row?.count ?? 0 };
}
