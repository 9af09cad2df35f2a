import type { Locale } from "@souq/contract/locale";
import { and, asc, eq, sql } from "drizzle-orm";
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
