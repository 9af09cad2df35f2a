// What other modules use of invoices: issuing an order's tax invoices when it is placed (cash on
// delivery) or paid (card), and its credit notes when it is cancelled or refunded, each inside
// the caller's transaction.
export { issueCreditNotesForOrder, issueInvoicesForOrder } from "./issuing-service.ts";
