/**
 * The lowest price a product sells at, in halalas, as spec section 3 defines it (and the
 * contract's priceRangeOf computes in riyals): with variants, the lowest variant price; without,
 * the sale price when there is one, else the price. Stored on the product as `min_price`.
 */
export function minPriceOf(
  price: number,
  salePrice: number | null | undefined,
  variantPrices: readonly number[],
): number {
  if (variantPrices.length) return Math.min(...variantPrices);
  return salePrice ?? price;
}
