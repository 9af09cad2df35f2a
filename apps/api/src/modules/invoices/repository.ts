import type { Invoice, InvoiceType } from "@souq/contract/invoices";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import { toRiyals, vatRatePercent } from "../pricing/public.ts";
import { invoiceCounters, invoiceLines, invoices } from "./tables.ts";

type Reader = Pick<Database, "select">;

/** A document to number and write: its seller's key (`V12`, `M`) and what it says. */
export interface NewDocument {
  seller: string;
  sellerKind: "vendor" | "marketplace";
  vendorId: number | null;
  sellerNameAr: string;
  sellerNameEn: string;
  vatNumber: string;
  reversesId: number | null;
  subtotal: number;
  vat: number;
  total: number;
  qr: string;
  lines: readonly NewInvoiceLine[];
}

export interface NewInvoiceLine {
  nameEn: string;
  nameAr: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
}

const prefixOf: Record<InvoiceType, string> = { invoice: "INV", credit_note: "CN" };

/**
 * Numbers and writes an order's documents of one type, one per seller, in one statement:
 * `INV-V12-000001`, the type's prefix, the seller and its gapless sequence. Each seller's counter
 * is incremented in the same statement, in the sellers' order (so two issuers lock them in the
 * same order and never wait on each other in a circle); its row stays locked until the caller's
 * transaction ends, so a second issuer waits and a rolled-back document gives its number back.
 * One statement, meant to be the caller's last before it commits: every issuer of a seller waits
 * for this lock, so it is held for as short a time as a round trip allows. Documents and their
 * lines are written in the order given.
 */
export async function insertNumberedDocuments(
  tx: Database,
  context: { companyId: number; orderId: number; type: InvoiceType; issuedAt: Date },
  documents: readonly NewDocument[],
): Promise<void> {
  if (documents.length === 0) return;
  // One per seller, and so one per vendor (the marketplace's has none): lines follow by vendor.
  if (new Set(documents.map((document) => document.vendorId)).size !== documents.length) {
    throw new Error("one document per seller is numbered at a time");
  }
  const { companyId, orderId, type, issuedAt } = context;
  const drafts = JSON.stringify(
    documents.map((document, position) => ({
      position,
      seller: document.seller,
      seller_kind: document.sellerKind,
      vendor_id: document.vendorId,
      seller_name_ar: document.sellerNameAr,
      seller_name_en: document.sellerNameEn,
      vat_number: document.vatNumber,
      reverses_id: document.reversesId,
      subtotal: document.subtotal,
      vat: document.vat,
      total: document.total,
      qr: document.qr,
      lines: document.lines.map((line) => ({
        name_en: line.nameEn,
        name_ar: line.nameAr,
        quantity: line.quantity,
        unit_price: line.unitPrice,
        line_total: line.lineTotal,
      })),
    })),
  );
  await tx.execute(sql`
    with drafts as (
      select * from jsonb_to_recordset(${drafts}::jsonb) as d(
        position int, seller text, seller_kind text, vendor_id int, seller_name_ar text,
        seller_name_en text, vat_number text, reverses_id int, subtotal int, vat int, total int,
        qr text, lines jsonb)
    ),
    numbers as (
      insert into ${invoiceCounters} (company_id, seller, type, last)
      select ${companyId}::int, seller, ${type}::text, 1 from drafts order by seller
      on conflict (company_id, seller, type)
        do update set last = ${invoiceCounters}.last + 1
      returning seller, last
    ),
    written as (
      insert into ${invoices} (company_id, order_id, type, number, sequence, seller_kind,
        vendor_id, seller_name_ar, seller_name_en, vat_number, reverses_id, issued_at, subtotal,
        vat, total, vat_rate_percent, qr)
      select ${companyId}::int, ${orderId}::int, ${type}::text,
        ${prefixOf[type]}::text || '-' || d.seller || '-' ||
          lpad(n.last::text, greatest(6, length(n.last::text)), '0'),
        n.last, d.seller_kind, d.vendor_id, d.seller_name_ar, d.seller_name_en, d.vat_number,
        d.reverses_id, ${issuedAt.toISOString()}::timestamptz, d.subtotal, d.vat, d.total,
        ${vatRatePercent}::int, d.qr
      from drafts d join numbers n on n.seller = d.seller
      order by d.position
      returning id, vendor_id
    )
    insert into ${invoiceLines} (invoice_id, name_en, name_ar, quantity, unit_price, line_total)
    select w.id, l.line->>'name_en', l.line->>'name_ar', (l.line->>'quantity')::int,
      (l.line->>'unit_price')::int, (l.line->>'line_total')::int
    from written w
      join drafts d on d.vendor_id is not distinct from w.vendor_id
      cross join lateral jsonb_array_elements(d.lines) with ordinality as l(line, at)
    order by d.position, l.at
  `);
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
