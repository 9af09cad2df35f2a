import { z } from "zod";
import { money } from "./catalog.ts";

/** A tax invoice, or the credit note that reverses one when its order is cancelled or refunded. */
export const invoiceTypes = ["invoice", "credit_note"] as const;
export const invoiceType = z.enum(invoiceTypes);
export type InvoiceType = z.infer<typeof invoiceType>;

/** One line of an invoice, named in both languages as it was sold; prices include VAT. */
export const invoiceLine = z.object({
  name_en: z.string(),
  name_ar: z.string(),
  qty: z.number().int().positive(),
  /** The unit price with VAT (riyals). */
  unit_price: money,
  line_total: money,
});

/**
 * A simplified tax invoice (or credit note) as it was issued; it never changes afterwards.
 * `seller_name` is the seller's registered (Arabic) name, exactly as the QR code carries it.
 */
export const invoice = z
  .object({
    id: z.number().int(),
    type: invoiceType,
    number: z.string(),
    /** For a credit note, the number of the invoice it reverses; null for an invoice. */
    invoice_reference: z.string().nullable(),
    order_number: z.string(),
    /** `vendor`: a shipment's vendor sells its goods; `marketplace`: the delivery fee. */
    seller_kind: z.enum(["vendor", "marketplace"]),
    seller_name: z.string(),
    seller_name_en: z.string(),
    vat_number: z.string(),
    /** ISO 8601 in UTC to the second, as the QR code writes it. */
    issued_at: z.string().datetime(),
    /** The total without VAT (riyals). */
    subtotal: money,
    vat: money,
    /** With VAT (riyals). */
    total: money,
    vat_rate_percent: z.number(),
    /** The base64 TLV of ZATCA's tags 1–5 that the QR code holds. */
    qr: z.string(),
    lines: z.array(invoiceLine),
  })
  .meta({ id: "Invoice" });
export type Invoice = z.infer<typeof invoice>;

/** GET order/{id}/invoices: the order's invoices, then its credit notes, each in issue order. */
export const invoiceListResponse = z.object({ data: z.array(invoice) }).meta({ id: "InvoiceList" });
export type InvoiceListResponse = z.infer<typeof invoiceListResponse>;
