import type { Variant } from "@souq/contract/catalog";
import { priceRangeOf } from "@souq/contract/catalog-rules";

/** What the shopper sees for the current choice: one price, or a range while options are open. */
export type PriceView =
  | { kind: "single"; price: number; oldPrice: number | null }
  | { kind: "range"; min: number; max: number };

/** The parts of a product its price depends on. */
interface PriceProduct {
  price: number;
  sale_price: number | null;
  variants: ReadonlyArray<Variant>;
}

export function singlePrice(price: number, salePrice: number | null): PriceView {
  return salePrice === null
    ? { kind: "single", price, oldPrice: null }
    : { kind: "single", price: salePrice, oldPrice: price };
}

/** The price of a set of variants: spec section 3's range, or one price when they all agree. */
export function priceViewOf(
  product: PriceProduct,
  variants: ReadonlyArray<Variant> = product.variants,
): PriceView {
  if (!product.variants.length) return singlePrice(product.price, product.sale_price);
  const { min, max } = priceRangeOf({ ...product, variants });
  const [first] = variants;
  if (first && min === max && variants.every((v) => v.sale_price === first.sale_price)) {
    return singlePrice(first.price, first.sale_price);
  }
  return { kind: "range", min, max };
}
