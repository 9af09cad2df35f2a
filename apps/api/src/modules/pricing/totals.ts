/**
 * The one place where cart and order totals are computed, in integer halalas.
 * Prices shown to shoppers include 15% VAT (as Saudi retail prices do), so `tax` reports the VAT
 * contained in the total rather than adding to it. Standard delivery is 25.00 SAR and free from
 * 200.00 SAR; express delivery is 45.00 SAR whatever the amount.
 */
export const vatRatePercent = 15;
export const freeShippingFrom = 20_000;
export const standardShipping = 2_500;
export const expressShipping = 4_500;

/** How an order travels: the cart shows standard delivery; checkout lets the shopper choose. */
export const deliveryOptions = ["standard", "express"] as const;
export type DeliveryOption = (typeof deliveryOptions)[number];

/** The shipping of an amount (after discount) for one delivery option, in halalas. */
export function shippingOf(delivery: DeliveryOption, amount: number, itemCount: number): number {
  if (itemCount === 0) return 0;
  if (delivery === "express") return expressShipping;
  return amount >= freeShippingFrom ? 0 : standardShipping;
}

export interface PricedLine {
  /** The unit price actually charged: the sale price when there is one, else the price. */
  unitPrice: number;
  quantity: number;
}

export interface Totals {
  subtotal: number;
  discount: number;
  shipping: number;
  tax: number;
  total: number;
  itemCount: number;
}

export function unitPriceOf(price: number, salePrice: number | null | undefined): number {
  return salePrice ?? price;
}

export function computeTotals(
  lines: readonly PricedLine[],
  discount = 0,
  delivery: DeliveryOption = "standard",
): Totals {
  for (const line of lines) {
    if (!Number.isInteger(line.unitPrice) || line.unitPrice < 0) throw new RangeError("unit price");
    if (!Number.isInteger(line.quantity) || line.quantity < 1) throw new RangeError("quantity");
  }
  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);
  const appliedDiscount = Math.min(Math.max(0, Math.trunc(discount)), subtotal);
  const afterDiscount = subtotal - appliedDiscount;
  const shipping = shippingOf(delivery, afterDiscount, itemCount);
  const total = afterDiscount + shipping;
  const tax = Math.round((total * vatRatePercent) / (100 + vatRatePercent));
  return { subtotal, discount: appliedDiscount, shipping, tax, total, itemCount };
}

/** Halalas to riyals for the wire: at most two decimals, never a float artefact. */
export function toRiyals(halalas: number): number {
  return Math.round(halalas) / 100;
}
