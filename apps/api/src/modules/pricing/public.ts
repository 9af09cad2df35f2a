// What other modules and the seed use of pricing: the one place totals and minimum prices are computed.
export { minPriceOf } from "./min-price.ts";
export {
  computeTotals,
  type DeliveryOption,
  deliveryOptions,
  freeDeliveryOf,
  type PricedLine,
  splitVat,
  type Totals,
  toRiyals,
  unitPriceOf,
  vatRatePercent,
} from "./totals.ts";
