import { and, inArray, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import { products, productVariants } from "./tables.ts";

// A sale runs between its dates (ADR 56): the product's sale price and its variants' apply from
// `sale_starts_at` (or as soon as they are set) until `deal_ends_at` (or until changed). Every
// read that shows or charges a price asks the database whether the sale runs now, so a sale
// starts and ends on its dates in listings, the cart and at checkout alike; the stored lowest
// price, which the price filter and sorts read through an index, is kept true by
// `refreshSaleMinPrices`, run after each save and every half minute.

/** Whether the sale of the product row in scope runs now. */
export const saleRuns = (): SQL<boolean> =>
  sql<boolean>`((${products.saleStartsAt} is null or ${products.saleStartsAt} <= now()) and (${products.dealEndsAt} is null or ${products.dealEndsAt} > now()))`;

/** A sale price column (the product's, or a variant's with its product in scope) while the sale runs; null otherwise. */
export const runningSalePrice = (column: AnyPgColumn): SQL<number | null> =>
  sql<number | null>`case when ${saleRuns()} then ${column} end`;

/**
 * The lowest price each product sells at now (spec section 3): with variants, the lowest variant
 * price; without, the running sale price, else the price.
 */
const minPriceNow = sql<number>`coalesce(
  (select min(${productVariants.price}) from ${productVariants} where ${productVariants.productId} = ${products.id}),
  ${runningSalePrice(products.salePrice)},
  ${products.price}
)`;

/**
 * Rewrites the stored lowest price of products where it no longer says what they sell at now:
 * those named (every save of prices, variants or a sale's dates ends with this, so it is the one
 * place the lowest price is computed on a write), or every product whose sale has dates (the
 * periodic run, bounded by the partial index `products_sale_window`). Returns how many changed.
 */
export async function refreshSaleMinPrices(
  db: Pick<Database, "update">,
  options: { productIds?: number[] } = {},
): Promise<number> {
  const scope: SQL | undefined = options.productIds
    ? inArray(products.id, options.productIds)
    : or(sql`${products.saleStartsAt} is not null`, sql`${products.dealEndsAt} is not null`);
  const changed = await db
    .update(products)
    .set({ minPrice: minPriceNow })
    .where(and(scope, sql`${products.minPrice} is distinct from ${minPriceNow}`))
    .returning({ id: products.id });
  return changed.length;
}
