import type { Locale } from "@souq/contract/locale";
import { and, asc, count, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { cartItems, carts, productPictures, products, productVariants } from "../../db/schema.ts";
import { toPicture } from "../../media/pictures.ts";

/** One line of a cart with its prices in halalas: the variant's when it has one, else the product's. */
export interface CartLine {
  id: number;
  productId: number;
  variantId: number | null;
  name: string;
  picture: string | null;
  quantity: number;
  price: number;
  salePrice: number | null;
}

/** The lines of a shopper's cart in one marketplace, oldest first; none when there is no cart. */
export async function selectShopperCartLines(
  db: Database,
  companyId: number,
  userId: number,
  locale: Locale,
  publicUrl: string,
): Promise<CartLine[]> {
  const firstPicture = sql<string | null>`(
    select ${productPictures.mediaKey} from ${productPictures}
    where ${productPictures.productId} = ${products.id}
    order by ${productPictures.position}, ${productPictures.id}
    limit 1
  )`;
  const rows = await db
    .select({
      id: cartItems.id,
      productId: cartItems.productId,
      variantId: cartItems.variantId,
      nameEn: products.nameEn,
      nameAr: products.nameAr,
      quantity: cartItems.quantity,
      productPrice: products.price,
      productSalePrice: products.salePrice,
      variantPrice: productVariants.price,
      variantSalePrice: productVariants.salePrice,
      pictureKey: firstPicture,
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
      id: row.id,
      productId: row.productId,
      variantId: row.variantId,
      name: locale === "ar" ? row.nameAr : row.nameEn,
      picture: row.pictureKey ? toPicture(publicUrl, row.pictureKey, 200).url : null,
      quantity: row.quantity,
      price: fromVariant ? (row.variantPrice ?? row.productPrice) : row.productPrice,
      salePrice: fromVariant ? row.variantSalePrice : row.productSalePrice,
    };
  });
}

/** A product of one marketplace with its stock, and whether it is sold by variant. */
export interface StockedProduct {
  id: number;
  stock: number;
  variantCount: number;
}

export async function selectCompanyProduct(
  db: Database,
  companyId: number,
  productId: number,
): Promise<StockedProduct | null> {
  const [row] = await db
    .select({ id: products.id, stock: products.stock, variantCount: count(productVariants.id) })
    .from(products)
    .leftJoin(productVariants, eq(productVariants.productId, products.id))
    .where(and(eq(products.id, productId), eq(products.companyId, companyId)))
    .groupBy(products.id);
  return row ?? null;
}

/** A variant's stock, only when the variant belongs to that product. */
export async function selectVariantStock(
  db: Database,
  productId: number,
  variantId: number,
): Promise<number | null> {
  const [row] = await db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)));
  return row?.stock ?? null;
}

/** A transaction of the database, as `db.transaction` hands it to its callback. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * The shopper's cart in one marketplace, made if there is none, locked for the rest of the
 * transaction so that two changes of one cart happen one after the other.
 */
export async function lockShopperCart(
  tx: Transaction,
  companyId: number,
  userId: number,
): Promise<number> {
  await tx
    .insert(carts)
    .values({ companyId, userId })
    .onConflictDoNothing({ target: [carts.companyId, carts.userId] });
  const [cart] = await tx
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.companyId, companyId), eq(carts.userId, userId)))
    .for("update");
  if (!cart) throw new Error("the shopper's cart was neither found nor made");
  await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cart.id));
  return cart.id;
}

export interface LineKey {
  productId: number;
  variantId: number | null;
}

const lineOf = (cartId: number, { productId, variantId }: LineKey) =>
  and(
    eq(cartItems.cartId, cartId),
    eq(cartItems.productId, productId),
    variantId === null ? isNull(cartItems.variantId) : eq(cartItems.variantId, variantId),
  );

/** The quantity of one line of a cart; 0 when the cart has no such line. */
export async function selectLineQuantity(
  tx: Transaction,
  cartId: number,
  key: LineKey,
): Promise<number> {
  const [row] = await tx
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(lineOf(cartId, key));
  return row?.quantity ?? 0;
}

/** Sets the quantity of one line, adding the line when the cart has none for it. */
export async function writeLineQuantity(
  tx: Transaction,
  cartId: number,
  key: LineKey,
  quantity: number,
): Promise<void> {
  await tx
    .insert(cartItems)
    .values({ cartId, productId: key.productId, variantId: key.variantId, quantity })
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.productId, cartItems.variantId],
      set: { quantity },
    });
}

/** Removes a line only from the shopper's own cart in that marketplace; false when there is none. */
export async function deleteShopperCartLine(
  db: Database,
  companyId: number,
  userId: number,
  lineId: number,
): Promise<boolean> {
  const ownCart = db
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.companyId, companyId), eq(carts.userId, userId)));
  const deleted = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, lineId), inArray(cartItems.cartId, ownCart)))
    .returning({ id: cartItems.id });
  return deleted.length > 0;
}
