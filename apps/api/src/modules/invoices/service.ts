import type { InvoiceListResponse } from "@souq/contract/invoices";
import { AppError } from "../../app-error.ts";
import type { Database } from "../../db/client.ts";
import { selectOwnOrderNumber } from "../orders/public.ts";
import { selectOrderInvoices } from "./repository.ts";

export interface InvoicesContext {
  db: Database;
  companyId: number;
  userId: number;
}

/** The invoices and credit notes of one of the shopper's orders; anyone else's order is absent. */
export async function listOrderInvoices(
  context: InvoicesContext,
  orderId: number,
): Promise<InvoiceListResponse> {
  const number = await selectOwnOrderNumber(context.db, context, orderId);
  if (number === null) throw new AppError("not_found", "not_found");
  return { data: await selectOrderInvoices(context.db, orderId, number) };
}
