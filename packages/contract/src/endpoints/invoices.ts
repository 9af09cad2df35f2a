import { endpoint, errorResponses } from "../endpoint.ts";
import { invoiceListResponse } from "../invoices.ts";
import { orderParams } from "../orders.ts";

/** The simplified tax invoices (and credit notes) of one of the shopper's orders. */
export const invoiceEndpoints = {
  list: endpoint({
    host: "marketplace",
    method: "GET",
    path: "/:company/api/marketplace/order/:id/invoices",
    params: orderParams,
    responses: { 200: invoiceListResponse, ...errorResponses(400, 401, 404) },
    session: "required",
    tag: "Orders",
    summary: "The order's simplified tax invoices and credit notes",
    description:
      "One invoice per vendor for its shipment's lines, and one by the marketplace for the " +
      "delivery fee (none when delivery was free); their totals add up to the order's total and " +
      "their VAT to the order's. A cancelled (or refunded) order adds one credit note per " +
      "invoice, referencing it. Each carries `qr`, the base64 TLV of ZATCA's tags 1–5 (seller " +
      "name, VAT number, time stamp, total with VAT, VAT total). Issued documents never change. " +
      "An order not yet invoiced (a card order awaiting payment) answers an empty list; another " +
      "shopper's or another marketplace's order answers 404.",
  }),
};
