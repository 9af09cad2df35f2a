import type { Database } from "../../db/client.ts";

/**
 * What orders need of tax invoices (the invoices module implements it; the app passes it in, so
 * that orders import no invoice code and invoices may read orders). Each runs inside the caller's
 * transaction, after the order row's lock.
 */
export interface OrderInvoices {
  /** The order's simplified tax invoices: as it is placed (cash on delivery) or paid (card). */
  issueFor(tx: Database, orderId: number): Promise<void>;
  /**
   * `issueFor` in two steps: reads and drafts the invoices now (refusing a seller that cannot
   * invoice); `issue` numbers and writes them in one statement, the transaction's last (ADR 58).
   */
  draftFor(tx: Database, orderId: number): Promise<{ issue(): Promise<void> }>;
  /** A credit note for each invoice of an order cancelled or refunded; none when not invoiced. */
  creditFor(tx: Database, orderId: number): Promise<void>;
  /** A credit note for one vendor's invoice of an order (its shipment was cancelled); none when not invoiced. */
  creditForVendor(tx: Database, orderId: number, vendorId: number): Promise<void>;
}
