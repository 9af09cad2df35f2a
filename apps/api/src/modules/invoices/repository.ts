import type { Invoice, InvoiceType } from "@souq/contract/invoices";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import { toRiyals } from "../pricing/public.ts";
import { invoiceCounters, invoiceLines, invoices } from "./tables.ts";

type Reader = Pick<Database, "select">;

/**
 * The next number of a seller's invoices (or credit notes) in a marketplace: 1 for the first.
 * The upsert locks the counter's row until the caller's transaction ends, so a second issuer
 * waits, and a rolled-back invoice gives its number back: numbers have no gaps.
 */
export async function takeNextNumber(
  tx: Database,
  companyId: number,
  seller: string,
  type: InvoiceType,
): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ companyId, seller, type, last: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.companyId, invoiceCounters.seller, invoiceCounters.type],
      set: { last: sql`${invoiceCounters.last} + 1` },
    })
    .returning({ last: invoiceCounters.last });
  if (!row) throw new Error("the invoice counter was not written");
  return row.last;
}

export interface NewInvoice {
  companyId: number;
  orderId: number;
  type: InvoiceType;
  number: string;
  sequence: number;
  sellerKind: "vendor" | "marketplace";
  vendorId: number | null;
  sellerNameAr: string;
  sellerNameEn: string;
  vatNumber: string;
  reversesId: number | null;
  issuedAt: Date;
  subtotal: number;
  vat: number;
  total: number;
  vatRatePercent: number;
  qr: string;
}

export interface NewInvoiceLine {
  nameEn: string;
  nameAr: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
}

/** Writes an invoice and its lines; nothing ever updates or deletes them (a trigger refuses). */
export async function insertInvoice(
  tx: Database,
  invoice: NewInvoice,
  lines: readonly NewInvoiceLine[],
): Promise<number> {
  const [row] = await tx.insert(invoices).values(invoice).returning({ id: invoices.id });
  if (!row) throw new Error("the invoice was not written");
  if (lines.length > 0) {
    await tx.insert(invoiceLines).values(lines.map((line) => ({ ...line, invoiceId: row.id })));
  }
  return row.id;
}

/** Whether an order has been invoiced. */
export async function orderHasInvoices(db: Reader, orderId: number): Promise<boolean> {
  const rows = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.type, "invoice")))
    .limit(1);
  return rows.length > 0;
}

/** An order's invoices that no credit note reverses yet, with their lines, in issue order. */
export async function selectUnreversedInvoices(tx: Database, orderId: number) {
  const notes = alias(invoices, "credit_notes");
  const rows = await tx
    .select({
      id: invoices.id,
      companyId: invoices.companyId,
      number: invoices.number,
      sellerKind: invoices.sellerKind,
      vendorId: invoices.vendorId,
      sellerNameAr: invoices.sellerNameAr,
      sellerNameEn: invoices.sellerNameEn,
      vatNumber: invoices.vatNumber,
      subtotal: invoices.subtotal,
      vat: invoices.vat,
      total: invoices.total,
      vatRatePercent: invoices.vatRatePercent,
    })
    .from(invoices)
    .leftJoin(notes, eq(notes.reversesId, invoices.id))
    .where(and(eq(invoices.orderId, orderId), eq(invoices.type, "invoice"), isNull(notes.id)))
    .orderBy(asc(invoices.id));
  const lines = await linesOf(
    tx,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    sellerKind: row.sellerKind as "vendor" | "marketplace",
    lines: (lines.get(row.id) ?? []).map(({ invoiceId: _invoice, ...line }) => line),
  }));
}

async function linesOf(db: Reader, invoiceIds: readonly number[]) {
  const byInvoice = new Map<number, (NewInvoiceLine & { invoiceId: number })[]>();
  if (invoiceIds.length === 0) return byInvoice;
  const rows = await db
    .select({
      invoiceId: invoiceLines.invoiceId,
      nameEn: invoiceLines.nameEn,
      nameAr: invoiceLines.nameAr,
      quantity: invoiceLines.quantity,
      unitPrice: invoiceLines.unitPrice,
      lineTotal: invoiceLines.lineTotal,
    })
    .from(invoiceLines)
    .where(inArray(invoiceLines.invoiceId, [...invoiceIds]))
    .orderBy(asc(invoiceLines.id));
  for (const row of rows) {
    const list = byInvoice.get(row.invoiceId) ?? [];
    list.push(row);
    byInvoice.set(row.invoiceId, list);
  }
  return byInvoice;
}

const isoSeconds = (at: Date) => `${at.toISOString().slice(0, 19)}Z`;

/** An order's invoices, then its credit notes, each in issue order, as the contract shows them. */
export async function selectOrderInvoices(
  db: Reader,
  orderId: number,
  orderNumber: string,
): Promise<Invoice[]> {
  const rows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.orderId, orderId))
    .orderBy(sql`${invoices.type} = 'credit_note'`, asc(invoices.id));
  const lines = await linesOf(
    db,
    rows.map((row) => row.id),
  );
  const numbers = new Map(rows.map((row) => [row.id, row.number]));
  return rows.map((row) => ({
    id: row.id,
    type: row.type as InvoiceType,
    number: row.number,
    invoice_reference: row.reversesId === null ? null : (numbers.get(row.reversesId) ?? null),
    order_number: orderNumber,
    seller_kind: row.sellerKind as "vendor" | "marketplace",
    seller_name: row.sellerNameAr,
    seller_name_en: row.sellerNameEn,
    vat_number: row.vatNumber,
    issued_at: isoSeconds(row.issuedAt),
    subtotal: toRiyals(row.subtotal),
    vat: toRiyals(row.vat),
    total: toRiyals(row.total),
    vat_rate_percent: row.vatRatePercent,
    qr: row.qr,
    lines: (lines.get(row.id) ?? []).map((line) => ({
      name_en: line.nameEn,
      name_ar: line.nameAr,
      qty: line.quantity,
      unit_price: toRiyals(line.unitPrice),
      line_total: toRiyals(line.lineTotal),
    })),
  }));
}
