// What other modules use of delivery dates: checkout's dates per option and each shipment's promise.
export type { DeliveryWindowDays } from "./delivery-dates.ts";
export { destinationFor, optionWindows, slowestOf, vendorWindows } from "./service.ts";
