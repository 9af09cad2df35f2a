import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, id } from "../../db/columns.ts";
import { companyRef } from "../companies/tables.ts";
import { orders } from "../orders/tables.ts";
import { vendors } from "../vendors/tables.ts";

// The tables this module owns: only its repository reads and writes them (ADR 31). Invoices and
// their lines are written once: a trigger (migration 0010) refuses any update or delete.

/** A simplified tax invoice, or the credit note that reverses one; amounts in halalas, VAT included. */
export const invoices = pgTable(
  "invoices",
  {
    id: id(),
    companyId: companyRef(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    /** "invoice" or "credit_note". */
    type: text().notNull(),
    /** `INV-V12-000001`, `INV-M-000001`, `CN-V12-000001`: gapless per seller and type. */
    number: text().notNull(),
    sequence: integer().notNull(),
    /** "vendor" (the shipment's goods) or "marketplace" (the delivery fee). */
    sellerKind: text().notNull(),
    vendorId: integer().references(() => vendors.id, { onDelete: "restrict" }),
    /** The seller's registered Arabic name as invoiced (and in the QR), and its English name. */
    sellerNameAr: text().notNull(),
    sellerNameEn: text().notNull(),
    vatNumber: text().notNull(),
    /** The invoice a credit note reverses; null for an invoice. */
    reversesId: integer().references((): AnyPgColumn => invoices.id, { onDelete: "restrict" }),
    /** To the second, as the QR code writes it. */
    issuedAt: timestamp({ withTimezone: true }).notNull(),
    subtotal: integer().notNull(),
    vat: integer().notNull(),
    total: integer().notNull(),
    vatRatePercent: integer().notNull(),
    /** The base64 TLV of ZATCA's tags 1–5. */
    qr: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("invoices_company_number").on(t.companyId, t.number),
    index("invoices_order").on(t.orderId, t.id),
    // One credit note per invoice, and one invoice per seller of an order: issuing twice at
    // once (two payment confirmations racing) is refused by the database too.
    uniqueIndex("invoices_reverses").on(t.reversesId),
    uniqueIndex("invoices_order_seller")
      .on(t.orderId, sql`coalesce(${t.vendorId}, 0)`)
      .where(sql`${t.type} = 'invoice'`),
    check("invoices_type", sql`${t.type} in ('invoice', 'credit_note')`),
    check("invoices_seller_kind", sql`${t.sellerKind} in ('vendor', 'marketplace')`),
    check(
      "invoices_amounts",
      sql`${t.vat} >= 0 and ${t.vat} <= ${t.total} and ${t.subtotal} = ${t.total} - ${t.vat}`,
    ),
  ],
);

/** One line of an invoice, as it was sold. */
export const invoiceLines = pgTable(
  "invoice_lines",
  {
    id: id(),
    invoiceId: integer()
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    nameEn: text().notNull(),
    nameAr: text().notNull(),
    quantity: integer().notNull(),
    unitPrice: integer().notNull(),
    lineTotal: integer().notNull(),
  },
  (t) => [index("invoice_lines_invoice").on(t.invoiceId, t.id)],
);

/**
 * The last number issued per marketplace, seller and type. Issuing increments it in the same
 * transaction as the invoice is written, so the row stays locked until that commits or rolls
 * back, and numbers have no gaps.
 */
export const invoiceCounters = pgTable(
  "invoice_counters",
  {
    companyId: companyRef(),
    /** `V<vendor id>` or `M` (the marketplace). */
    seller: text().notNull(),
    type: text().notNull(),
    last: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.seller, t.type] })],
);
