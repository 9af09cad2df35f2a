// What other modules use of invoices: issuing an order's tax invoices when it is placed (cash on
// delivery) or paid (card), and its credit notes when it is cancelled or refunded, each inside
// the caller's transaction.
export { issueCreditNotesForOrder, issueInvoicesForOrder } from "./issuing-service.ts";

import type { OrderInvoices } from "../orders/public.ts";
import {
  draftInvoicesForOrder,
  issueCreditNotesForOrder,
  issueInvoicesForOrder,
} from "./issuing-service.ts";

/** Invoices as orders and card payments are handed them (they import no invoice code). */
export const orderInvoices: OrderInvoices = {
  issueFor: (tx, orderId) => issueInvoicesForOrder(tx, orderId),
  draftFor: (tx, orderId) => draftInvoicesForOrder(tx, orderId),
  creditFor: (tx, orderId) => issueCreditNotesForOrder(tx, orderId),
  creditForVendor: (tx, orderId, vendorId) =>
    issueCreditNotesForOrder(tx, orderId, new Date(), vendorId),
};
