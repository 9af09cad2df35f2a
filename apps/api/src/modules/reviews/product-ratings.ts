import { eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { products, reviews } from "../../db/schema.ts";

type Executor = Pick<Database, "update">;

/**
 * Sets products.rating (the average, rounded to 2 decimals) and rating_count from the review rows,
 * for one product or a whole marketplace. Call it in the transaction that wrote the reviews.
 */
export async function refreshProductRatings(
  db: Executor,
  scope: { productId: number } | { companyId: number },
): Promise<void> {
  const where: SQL =
    "productId" in scope
      ? eq(products.id, scope.productId)
      : eq(products.companyId, scope.companyId);
  await db
    .update(products)
    .set({
      rating: sql`coalesce((select round(avg(${reviews.rating})::numeric, 2) from ${reviews} where ${reviews.productId} = ${products.id}), 0)`,
      ratingCount: sql`(select count(*)::int from ${reviews} where ${reviews.productId} = ${products.id})`,
    })
    .where(where);
}
