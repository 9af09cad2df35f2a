import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { cartItems, carts, productPictures, products, productVariants } from "../../db/schema.ts";

/** A line of the shopper's cart as checkout needs it: prices and stock read from the catalog now. */
export interface CheckoutCartLine {
  productId: number;
  variantId: number | null;
  vendorId: number;
  nameEn: string;
  nameAr: string;
  /** The first small picture's media key. */
  pictureKey: string | null;
  quantity: number;
  /** Halalas: the variant's when the line has one, else the product's. */
  price: number;
  salePrice: number | null;
  /** Units in stock now: the variant's when the line has one, else the product's. */
  stock: number;
}

/**
 * The shopper's cart lines in one marketplace, oldest first. `db` may be a transaction, so that
 * checkout reads the cart it then empties.
 */
export async function selectCartForCheckout(
  db: Database,
  companyId: number,
  userId: number,
): Promise<CheckoutCartLine[]> {
  const firstPicture = sql<string | null>`(
    select ${productPictures.mediaKey} from ${productPictures}
    where ${productPictures.productId} = ${products.id}
    order by ${productPictures.position}, ${productPictures.id}
    limit 1
  )`;
  const rows = await db
    .select({
      productId: cartItems.productId,
      variantId: cartItems.variantId,
      vendorId: products.vendorId,
      nameEn: products.nameEn,
      nameAr: products.nameAr,
      pictureKey: firstPicture,
      quantity: cartItems.quantity,
      productPrice: products.price,
      productSalePrice: products.salePrice,
      productStock: products.stock,
      variantPrice: productVariants.price,
      variantSalePrice: productVariants.salePrice,
      variantStock: productVariants.stock,
    })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .innerJoin(
      products,
      and(eq(products.id, cartItems.productId), eq(products.companyId, companyId)),
    )
    .leftJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .where(and(eq(carts.companyId, companyId), eq(carts.userId, userId)))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  return rows.map((row) => {
    const fromVariant = row.variantId !== null && row.variantPrice !== null;
    return {
      productId: row.productId,
      variantId: row.variantId,
      vendorId: row.vendorId,
      nameEn: row.nameEn,
      nameAr: row.nameAr,
      pictureKey: row.pictureKey,
      quantity: row.quantity,
      price: fromVariant ? (row.variantPrice ?? row.productPrice) : row.productPrice,
      salePrice: fromVariant ? row.variantSalePrice : row.productSalePrice,
      stock: fromVariant ? (row.variantStock ?? 0) : row.productStock,
    };
  });
}

/** Removes every line of the shopper's cart in one marketplace. */
export async function emptyShopperCart(
  db: Database,
  companyId: number,
  userId: number,
): Promise<void> {
  const ownCart = db
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.companyId, companyId), eq(carts.userId, userId)));
  await db.delete(cartItems).where(inArray(cartItems.cartId, ownCart));
}

/**
 * Locks the shopper's cart row (when there is one) until the transaction ends, so that two
 * checkouts of one cart run one after the other.
 */
export async function lockCartForCheckout(
  db: Database,
  companyId: number,
  userId: number,
): Promise<void> {
  await db
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.companyId, companyId), eq(carts.userId, userId)))
    .for("update");
}
