import { and, count, eq, gte, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { runningSalePrice, saleRuns } from "./sale-window-repository.ts";
import { productPictures, products, productVariants } from "./tables.ts";

/** The database or a transaction: the cart and checkout pass theirs so each step stays atomic. */
type Queryable = Pick<Database, "select" | "update">;

/**
 * What a cart or an order line shows and is priced from, per product: a named subquery the line
 * query joins on its product id (the planner folds it into the join). `pictureKey` is the media
 * key of the product's first picture.
 */
export function lineProductsView(db: Pick<Database, "select">) {
  return db
    .select({
      id: products.id,
      companyId: products.companyId,
      vendorId: products.vendorId,
      nameEn: products.nameEn,
      nameAr: products.nameAr,
      price: products.price,
      // The sale price only while the sale runs, and whether it runs for the variants' (ADR 56).
      // Their names are the view's own: the outer query names them unqualified, and the
      // variants' view has a `sale_price` too.
      salePrice: runningSalePrice(products.salePrice).as("running_sale_price"),
      saleRuns: saleRuns().as("sale_runs"),
      stock: products.stock,
      // Written with its own alias: inside a subquery's select Drizzle leaves columns unqualified,
      // and "id" there would be the picture's own, giving every line the same picture.
      pictureKey: sql<string | null>`(
  select "first_picture"."media_key" from ${productPictures} as "first_picture"
  where "first_picture"."product_id" = ${sql.identifier("products")}."id"
  order by "first_picture"."position", "first_picture"."id"
  limit 1
)`.as("picture_key"),
    })
    .from(products)
    .as("line_products");
}

/**
 * What a line of a variant shows and is priced from, per variant (see lineProductsView): its sale
 * price applies only while its product's `saleRuns`.
 */
export function lineVariantsView(db: Pick<Database, "select">) {
  return db
    .select({
      id: productVariants.id,
      price: productVariants.price,
      salePrice: productVariants.salePrice,
      stock: productVariants.stock,
      colourEn: productVariants.colourEn,
      colourAr: productVariants.colourAr,
      sizeEn: productVariants.sizeEn,
      sizeAr: productVariants.sizeAr,
    })
    .from(productVariants)
    .as("line_variants");
}

/** A product of one marketplace with its stock, and whether it is sold by variant. */
export interface StockedProduct {
  id: number;
  stock: number;
  variantCount: number;
}

export async function selectCompanyProduct(
  db: Queryable,
  companyId: number,
  productId: number,
): Promise<StockedProduct | null> {
  const [row] = await db
    .select({ id: products.id, stock: products.stock, variantCount: count(productVariants.id) })
    .from(products)
    .leftJoin(productVariants, eq(productVariants.productId, products.id))
    .where(
      and(
        eq(products.id, productId),
        eq(products.companyId, companyId),
        // Only what the catalog shows is added to a cart: not a draft, not an archived product.
        eq(products.status, "published"),
      ),
    )
    .groupBy(products.id);
  return row ?? null;
}

/** A variant's stock, only when the variant belongs to that product. */
export async function selectVariantStock(
  db: Queryable,
  productId: number,
  variantId: number,
): Promise<number | null> {
  const [row] = await db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)));
  return row?.stock ?? null;
}

/** One line of a cart or an order: a product, or one of its variants. */
export interface LineKey {
  productId: number;
  variantId: number | null;
}

/** The unit price charged now for a product, or for its variant: a sale price only while the sale runs. */
export async function selectUnitPrice(
  tx: Queryable,
  key: LineKey,
): Promise<{ price: number; salePrice: number | null }> {
  const [row] =
    key.variantId === null
      ? await tx
          .select({ price: products.price, salePrice: runningSalePrice(products.salePrice) })
          .from(products)
          .where(eq(products.id, key.productId))
      : await tx
          .select({
            price: productVariants.price,
            salePrice: runningSalePrice(productVariants.salePrice),
          })
          .from(productVariants)
          .innerJoin(products, eq(products.id, productVariants.productId))
          .where(eq(productVariants.id, key.variantId));
  if (!row) throw new Error("the product of a checked line is gone");
  return row;
}

export interface StockTake extends LineKey {
  quantity: number;
}

/**
 * Takes stock for one line only when there is enough: one conditional update per row, so two
 * checkouts racing for the last units cannot both succeed, whichever process runs them. Run it
 * in the checkout's transaction, so that a line short of stock rolls the others back.
 */
export async function takeStock(tx: Queryable, line: StockTake): Promise<boolean> {
  if (line.variantId !== null) {
    const taken = await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} - ${line.quantity}` })
      .where(
        and(
          eq(productVariants.id, line.variantId),
          eq(productVariants.productId, line.productId),
          gte(productVariants.stock, line.quantity),
        ),
      )
      .returning({ id: productVariants.id });
    if (taken.length === 0) return false;
  }
  // A product with variants holds the sum of its variants' stock; it goes down with them.
  const taken = await tx
    .update(products)
    .set({
      stock: sql`${products.stock} - ${line.quantity}`,
      salesCount: sql`${products.salesCount} + ${line.quantity}`,
    })
    .where(
      and(
        eq(products.id, line.productId),
        gte(products.stock, line.quantity),
        // A product its vendor withdrew (ADR 55) is sold no more, even from a cart that held it.
        eq(products.status, "published"),
      ),
    )
    .returning({ id: products.id });
  return taken.length > 0;
}

/** The units in stock now of a line's variant, or of its product when it has none. */
export async function selectStockNow(tx: Queryable, line: LineKey): Promise<number> {
  const [product] = await tx
    .select({ status: products.status })
    .from(products)
    .where(eq(products.id, line.productId));
  // A withdrawn product has none to sell, whatever its rows still count.
  if (product?.status !== "published") return 0;
  const [row] =
    line.variantId !== null
      ? await tx
          .select({ stock: productVariants.stock })
          .from(productVariants)
          .where(eq(productVariants.id, line.variantId))
      : await tx
          .select({ stock: products.stock })
          .from(products)
          .where(eq(products.id, line.productId));
  return row?.stock ?? 0;
}

/** Gives back a cancelled line's stock (and takes back its sales), in the cancel's transaction. */
export async function giveBackStock(tx: Queryable, line: StockTake): Promise<void> {
  if (line.variantId !== null) {
    await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${line.quantity}` })
      .where(eq(productVariants.id, line.variantId));
  }
  await tx
    .update(products)
    .set({
      stock: sql`${products.stock} + ${line.quantity}`,
      salesCount: sql`greatest(${products.salesCount} - ${line.quantity}, 0)`,
    })
    .where(eq(products.id, line.productId));
}
