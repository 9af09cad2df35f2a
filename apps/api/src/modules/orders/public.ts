// What the operator's command uses of orders (moving a vendor's shipment to its next step), and
// what the invoices module reads of an order to invoice it and to check whose it is.
export { type AdvanceResult, advanceShipment } from "./fulfilment-service.ts";
export {
  type InvoiceableOrder,
  selectInvoiceableOrder,
  selectOwnOrderNumber,
} from "./repository.ts";
