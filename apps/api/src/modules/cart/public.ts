// What other modules (checkout and orders) use of the cart: its lines as an order takes them,
// and emptying it in the order's transaction.
import { and, asc, eq, inArray } from "drizzle-orm";
import { cartItems, carts, products, productVariants } from "../../db/schema.ts";
import { unitPriceOf } from "../pricing/public.ts";
import {
  firstPictureKey,
  lineCatalogColumns,
  pricedFromCatalog,
  type Transaction,
} from "./repository.ts";

/** One line of a shopper's cart as an order copies it; money in halalas, read from the catalog now. */
export interface CheckoutCartLine {
  lineId: number;
  productId: number;
  variantId: number | null;
  vendorId: number;
  nameEn: string;
  nameAr: string;
  quantity: number;
  /** The catalog price of the product, or of the variant when the line has one. */
  price: number;
  salePrice: number | null;
  /** What one unit is charged: the sale price when there is one, else the price. */
  unitPrice: number;
  /** The stock of the product, or of the variant, as the transaction reads it. */
  stock: number;
  /** The media key of the product's first picture, if it has one. */
  pictureKey: string | null;
}

/**
 * The signed-in shopper's cart lines in one marketplace, oldest first (none when there is no
 * cart). The cart row is locked for the rest of the transaction, so two checkouts of one cart
 * happen one after the other; stock is read, not locked (the order takes it conditionally).
 */
export async function selectCartForCheckout(
  tx: Transaction,
  companyId: number,
  userId: number,
): Promise<CheckoutCartLine[]> {
  const [cart] = await tx
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.companyId, companyId), eq(carts.userId, userId)))
    .for("update");
  if (!cart) return [];
  const rows = await tx
    .select({
      lineId: cartItems.id,
      productId: cartItems.productId,
      variantId: cartItems.variantId,
      vendorId: products.vendorId,
      nameEn: products.nameEn,
      nameAr: products.nameAr,
      quantity: cartItems.quantity,
      ...lineCatalogColumns,
      pictureKey: firstPictureKey,
    })
    .from(cartItems)
    .innerJoin(
      products,
      and(eq(products.id, cartItems.productId), eq(products.companyId, companyId)),
    )
    .leftJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .where(eq(cartItems.cartId, cart.id))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  return rows.map((row) => {
    const { price, salePrice, stock } = pricedFromCatalog(row);
    return {
      lineId: row.lineId,
      productId: row.productId,
      variantId: row.variantId,
      vendorId: row.vendorId,
      nameEn: row.nameEn,
      nameAr: row.nameAr,
      quantity: row.quantity,
      price,
      salePrice,
      unitPrice: unitPriceOf(price, salePrice),
      stock,
      pictureKey: row.pictureKey,
    };
  });
}

/** Removes every line of the signed-in shopper's cart in one marketplace, inside the given transaction. */
export async function emptyShopperCart(
  tx: Transaction,
  companyId: number,
  userId: number,
): Promise<void> {
  const ownCart = tx
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.companyId, companyId), eq(carts.userId, userId)));
  await tx.delete(cartItems).where(inArray(cartItems.cartId, ownCart));
}
