import type { InvoiceType } from "@souq/contract/invoices";
import {
  fitUtf8,
  qrAmount,
  qrTimestamp,
  vatNumberPattern,
  zatcaQrPayload,
} from "@souq/contract/zatca-qr";
import { AppError } from "../../app-error.ts";
import type { Database } from "../../db/client.ts";
import { translate } from "../../i18n/messages.ts";
import { selectCompanySeller } from "../companies/public.ts";
import { selectInvoiceableOrder } from "../orders/public.ts";
import { splitVat } from "../pricing/public.ts";
import { selectVendorSellers } from "../vendors/public.ts";
import {
  insertNumberedDocuments,
  type NewInvoiceLine,
  orderHasInvoices,
  selectUnreversedInvoices,
} from "./repository.ts";

// Issuing: what checkout (and, for card orders, the payment's confirmation) calls inside its own
// transaction. Reading and answering invoices is service.ts's.

/** A seller as the invoices name it: `V<vendor id>` or `M` for the marketplace. */
type SellerKey = `V${number}` | "M";

interface Draft {
  seller: SellerKey;
  sellerKind: "vendor" | "marketplace";
  vendorId: number | null;
  sellerNameAr: string;
  sellerNameEn: string;
  vatNumber: string;
  reversesId: number | null;
  total: number;
  vat: number;
  lines: NewInvoiceLine[];
}

/** To the second: the QR code writes the time stamp to the second, and so does the row. */
const toTheSecond = (at: Date) => new Date(Math.floor(at.getTime() / 1000) * 1000);

/**
 * Writes the drafts as documents of one type, each numbered in its seller's sequence, in one
 * statement that the caller runs last before it commits (the sellers' counters stay locked until
 * then).
 */
async function issue(
  tx: Database,
  context: { companyId: number; orderId: number; type: InvoiceType; issuedAt: Date },
  drafts: readonly Draft[],
): Promise<void> {
  const timestamp = qrTimestamp(context.issuedAt);
  await insertNumberedDocuments(
    tx,
    context,
    drafts.map((draft) => ({
      ...draft,
      subtotal: draft.total - draft.vat,
      qr: zatcaQrPayload({
        sellerName: draft.sellerNameAr,
        vatNumber: draft.vatNumber,
        timestamp,
        total: qrAmount(draft.total),
        vatTotal: qrAmount(draft.vat),
      }),
    })),
  );
}

/**
 * Issues an order's simplified tax invoices, inside the caller's transaction: one per vendor
 * for its shipment's lines (the vendor is the seller) and one by the marketplace for the delivery
 * fee when there is one. Their totals add up to the order's total and their VAT to the order's
 * VAT. An order already invoiced is left as it is, so calling again changes nothing. A seller
 * without a VAT registration number cannot invoice: the caller's transaction fails with a 422.
 * `issuedAt` is now, but for the demo seed's past orders.
 */
export async function issueInvoicesForOrder(
  tx: Database,
  orderId: number,
  issuedAt: Date = new Date(),
): Promise<void> {
  const invoices = await draftInvoicesForOrder(tx, orderId, issuedAt);
  await invoices.issue();
}

/**
 * The reading half of `issueInvoicesForOrder`: reads the order and its sellers and drafts the
 * invoices (refusing a seller that cannot invoice), so that a caller can do this before it locks
 * rows others wait for, and number and write them (`issue`, one statement) as its last step.
 */
export async function draftInvoicesForOrder(
  tx: Database,
  orderId: number,
  issuedAt: Date = new Date(),
): Promise<{ issue(): Promise<void> }> {
  if (await orderHasInvoices(tx, orderId)) return { issue: async () => {} };
  const order = await selectInvoiceableOrder(tx, orderId);
  if (!order) throw new Error(`no order ${orderId} to invoice`);
  const sellers = await selectVendorSellers(
    tx,
    order.companyId,
    order.shipments.map((shipment) => shipment.vendorId),
  );
  const drafts: Draft[] = order.shipments.map((shipment) => {
    const seller = sellers.get(shipment.vendorId);
    if (!seller) throw new Error(`vendor ${shipment.vendorId} is not the order's marketplace's`);
    if (!seller.vatNumber || !vatNumberPattern.test(seller.vatNumber)) {
      throw new AppError(
        "unprocessable",
        "checkout_seller_not_invoiceable",
        {
          name: seller.nameEn,
        },
        { fields: {} },
      );
    }
    return {
      seller: `V${shipment.vendorId}`,
      sellerKind: "vendor",
      vendorId: shipment.vendorId,
      // The QR's one-byte length holds at most 255 bytes: the name is shortened to fit, here,
      // so that the invoice and its QR say the same.
      sellerNameAr: fitUtf8(seller.nameAr),
      sellerNameEn: seller.nameEn,
      vatNumber: seller.vatNumber,
      reversesId: null,
      total: shipment.lines.reduce((sum, line) => sum + line.lineTotal, 0),
      vat: 0,
      lines: shipment.lines.map((line) => ({
        nameEn: line.nameEn,
        nameAr: line.nameAr,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        lineTotal: line.lineTotal,
      })),
    };
  });
  if (order.shipping > 0) {
    const marketplace = await selectCompanySeller(tx, order.companyId);
    if (!marketplace?.vatNumber || !vatNumberPattern.test(marketplace.vatNumber)) {
      throw new AppError("unprocessable", "checkout_not_invoiceable", {}, { fields: {} });
    }
    const delivery = order.deliveryOption === "express" ? "express" : "standard";
    const key = delivery === "express" ? "invoice_delivery_express" : "invoice_delivery_standard";
    drafts.push({
      seller: "M",
      sellerKind: "marketplace",
      vendorId: null,
      sellerNameAr: fitUtf8(marketplace.nameAr),
      sellerNameEn: marketplace.nameEn,
      vatNumber: marketplace.vatNumber,
      reversesId: null,
      total: order.shipping,
      vat: 0,
      lines: [
        {
          nameEn: translate("en", key),
          nameAr: translate("ar", key),
          quantity: 1,
          unitPrice: order.shipping,
          lineTotal: order.shipping,
        },
      ],
    });
  }
  const invoiced = drafts.reduce((sum, draft) => sum + draft.total, 0);
  if (invoiced !== order.total) {
    throw new Error(
      `order ${order.number}: invoices come to ${invoiced}, the order to ${order.total}`,
    );
  }
  const vat = splitVat(
    drafts.map((draft) => draft.total),
    order.tax,
  );
  drafts.forEach((draft, index) => {
    draft.vat = vat[index] ?? 0;
  });
  return {
    issue: () =>
      issue(
        tx,
        { companyId: order.companyId, orderId, type: "invoice", issuedAt: toTheSecond(issuedAt) },
        drafts,
      ),
  };
}

/**
 * Issues a credit note for each of an order's invoices that none reverses yet, inside the
 * caller's transaction (a cancelled or refunded order): the same seller, lines and amounts, its
 * own number in the seller's credit-note sequence, and the invoice it reverses. An order never
 * invoiced, or already credited, changes nothing. With `onlyVendorId`, only that vendor's invoice
 * is reversed (the vendor cancelled its shipment; ADR 47).
 */
export async function issueCreditNotesForOrder(
  tx: Database,
  orderId: number,
  issuedAt: Date = new Date(),
  onlyVendorId?: number,
): Promise<void> {
  const open = (await selectUnreversedInvoices(tx, orderId)).filter(
    (invoice) => onlyVendorId === undefined || invoice.vendorId === onlyVendorId,
  );
  const [first] = open;
  if (!first) return;
  await issue(
    tx,
    { companyId: first.companyId, orderId, type: "credit_note", issuedAt: toTheSecond(issuedAt) },
    open.map((invoice) => ({
      seller: invoice.vendorId === null ? "M" : `V${invoice.vendorId}`,
      sellerKind: invoice.sellerKind,
      vendorId: invoice.vendorId,
      sellerNameAr: invoice.sellerNameAr,
      sellerNameEn: invoice.sellerNameEn,
      vatNumber: invoice.vatNumber,
      reversesId: invoice.id,
      total: invoice.total,
      vat: invoice.vat,
      lines: invoice.lines,
    })),
  );
}
