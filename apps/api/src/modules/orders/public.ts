// What the operator's command uses of orders: moving a vendor's shipment to its next step, and
// cancelling an order; what the invoices module reads of an order to invoice it and to check whose
// it is; what a vendor's desk reads and moves of its own shipments (ADR 47).

export { orderLinkOf } from "./confirmation-email.ts";
export type { OrderInvoices } from "./order-invoices.ts";
export type { OrderPaymentFacts, OrderPayments } from "./order-payments.ts";
// What card payments read and change of an order (the order row's lock first, ADR 38).
export {
  type InvoiceableOrder,
  lockPaymentOrder,
  markOrderPaid,
  // What the sweep of unused product uploads asks: whether a past order shows a picture.
  orderShowsPicture,
  type PaymentOrder,
  selectDueOrderIds,
  selectInvoiceableOrder,
  selectOwnOrderNumber,
  selectPaymentOrder,
  // What reviews ask: whether the shopper received a product (only they may review it).
  selectProductPurchase,
} from "./repository.ts";
export {
  type AdvanceResult,
  advanceShipment,
  cancelOrderAsOperator,
  cancelUnpaidOrder,
  sendPaidOrderConfirmation,
} from "./service.ts";
export {
  type AdvanceContext,
  advanceVendorShipment,
  getVendorShipment,
  listVendorShipments,
  type VendorScope,
  type VendorShipmentsContext,
  vendorShipmentFigures,
} from "./vendor-shipments-service.ts";
