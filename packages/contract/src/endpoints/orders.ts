import { endpoint, errorResponses } from "../endpoint.ts";
import {
  advanceShipmentRequest,
  advanceShipmentResponse,
  buyAgainResponse,
  checkoutHeaders,
  checkoutQuery,
  checkoutRequest,
  checkoutResponse,
  checkoutSummaryResponse,
  minimumOrderResponse,
  orderListQuery,
  orderListResponse,
  orderParams,
  orderResponse,
  orderTrackingResponse,
  trackingParams,
} from "../orders.ts";
import { companyParams } from "../params.ts";
import { paymentAttemptResponse } from "../payments.ts";

/** Checkout, the signed-in shopper's orders, cancelling one, and tracking (on the auth host). */
export const orderEndpoints = {
  checkoutSummary: endpoint({
    host: "marketplace",
    method: "GET",
    path: "/:company/api/marketplace/checkout",
    params: companyParams,
    query: checkoutQuery,
    responses: { 200: checkoutSummaryResponse, ...errorResponses(400, 401, 404) },
    session: "required",
    tag: "Orders",
    summary: "What placing the order now would give: lines, delivery options and totals",
    description:
      "The shopper's cart priced from the catalog for `delivery_option` (standard when absent): " +
      "each line with its stock now, the price of each delivery option, the payment methods, " +
      "the marketplace's minimum order (riyals, null when it sets none) and whether the items " +
      "fall below it.",
  }),

  minimumOrder: endpoint({
    host: "marketplace",
    method: "GET",
    path: "/:company/api/marketplace/minimum-order",
    params: companyParams,
    responses: { 200: minimumOrderResponse, ...errorResponses(400, 404) },
    session: "none",
    tag: "Orders",
    summary: "The marketplace's minimum order, for every shopper to see",
    description:
      "The smallest order (items after discount, delivery excluded) that checkout accepts, in " +
      "riyals; `null` when the marketplace sets none. The same amount checkout enforces.",
  }),

  checkout: endpoint({
    host: "marketplace",
    method: "POST",
    path: "/:company/api/marketplace/checkout",
    params: companyParams,
    headers: checkoutHeaders,
    body: checkoutRequest,
    responses: {
      201: checkoutResponse,
      200: checkoutResponse,
      ...errorResponses(400, 401, 404, 422),
    },
    session: "required",
    tag: "Orders",
    summary: "Place an order from the shopper's cart, paid on delivery or by card",
    description:
      "Form data or JSON. Needs an `Idempotency-Key` header (8 to 64 of `A-Z a-z 0-9 - _`; 400 " +
      "without one). The cart's lines are priced from the catalog (nothing the request sends " +
      "is a price or a quantity) and their stock is taken in the same transaction as the order " +
      "is written, by conditional updates, so concurrent checkouts never oversell. A line short " +
      "of stock answers 422 naming the product, and nothing changes; so do an empty cart and " +
      "items below the minimum order. `address_id` must be one of the shopper's addresses (404 " +
      "otherwise); the address, names, prices and totals are copied into the order. The order " +
      "is split into one shipment per vendor, the cart is emptied and a confirmation email in " +
      "the request's language goes out. Answers 201 with the order. The same key again from the " +
      "same shopper answers 200 with that same order and changes nothing; the same key with " +
      "another body answers 422. With `payment_method` `card` the order is placed " +
      "`AwaitingPayment`: its stock is held until `payment.expires_at` (PAYMENT_HOLD_MINUTES, " +
      "15 by default) and the answer's `payment` names the provider's page (`redirect_url`) " +
      "where the shopper pays; an order not paid by then is cancelled and its stock returned.",
  }),

  list: endpoint({
    host: "marketplace",
    method: "GET",
    path: "/:company/api/marketplace/order",
    params: companyParams,
    query: orderListQuery,
    responses: { 200: orderListResponse, ...errorResponses(400, 401, 404) },
    session: "required",
    tag: "Orders",
    summary: "The shopper's orders in this marketplace, newest first, 10 a page",
    description:
      "`page` defaults to 1. A page past the last answers an empty `data` with the real " +
      "`meta.last_page`, so a client can go there.",
  }),

  detail: endpoint({
    host: "marketplace",
    method: "GET",
    path: "/:company/api/marketplace/order/:id",
    params: orderParams,
    responses: { 200: orderResponse, ...errorResponses(400, 401, 404) },
    session: "required",
    tag: "Orders",
    summary: "One of the shopper's orders: lines, address, totals and shipments",
    description: "Another shopper's or another marketplace's order answers 404.",
  }),

  cancel: endpoint({
    host: "marketplace",
    method: "POST",
    path: "/:company/api/marketplace/order/:id/cancel",
    params: orderParams,
    responses: { 200: checkoutResponse, ...errorResponses(400, 401, 404, 422) },
    session: "required",
    tag: "Orders",
    summary: "Cancel one of the shopper's orders before anything has shipped",
    description:
      "Only while no shipment has shipped (422 after). Every shipment becomes cancelled and the " +
      "stock of every line comes back, in one transaction. A paid card order is refunded in " +
      "full through its provider. Answers the cancelled order.",
  }),

  buyAgain: endpoint({
    host: "marketplace",
    method: "POST",
    path: "/:company/api/marketplace/order/:id/buy-again",
    params: orderParams,
    responses: { 200: buyAgainResponse, ...errorResponses(400, 401, 404, 429) },
    session: "required",
    tag: "Orders",
    summary: "Put one of the shopper's orders back in the cart: the same products and variants",
    description:
      "Each line of the order is added to the shopper's cart in this marketplace with the " +
      "quantity the order had, priced from the catalog now, up to the stock and 99 a line, in " +
      "one transaction. A product or variant no longer sold, or sold out, is left out, and " +
      "`lines` says for each line how many were added and, when fewer than ordered, why " +
      "(`gone`, `sold_out`, `limited`). Counted as one cart change against the limits. Another " +
      "shopper's or another marketplace's order answers 404.",
  }),

  retryPayment: endpoint({
    host: "marketplace",
    method: "POST",
    path: "/:company/api/marketplace/order/:id/payments",
    params: orderParams,
    responses: { 201: paymentAttemptResponse, ...errorResponses(400, 401, 404, 422, 503) },
    session: "required",
    tag: "Payments",
    summary: "A new attempt to pay one of the shopper's card orders, after one failed",
    description:
      "Only for an order awaiting payment whose stock is still held and whose latest attempt " +
      "failed (422 otherwise: already paid, still pending, or the hold has run out, in which " +
      "case the order is cancelled). Answers the new attempt with its `redirect_url`.",
  }),

  tracking: endpoint({
    host: "auth",
    method: "GET",
    path: "/api/order-tracking/:id",
    params: trackingParams,
    responses: { 200: orderTrackingResponse, ...errorResponses(400, 401, 404) },
    session: "required",
    tag: "Orders",
    summary: "Where an order is: its status and each vendor's dated steps",
    description:
      "On the auth host; the order must be the shopper's, in the marketplace their token is " +
      "bound to (404 otherwise). `status` is `InProgress` until every shipment is delivered " +
      "(`Completed`), or `Cancelled`. Each shipment lists the steps it reached (placed, " +
      "confirmed, shipped, delivered; or cancelled), dated.",
  }),

  advanceShipment: endpoint({
    host: "system",
    method: "POST",
    path: "/api/dev/orders/advance",
    body: advanceShipmentRequest,
    responses: { 200: advanceShipmentResponse, ...errorResponses(404, 422) },
    session: "none",
    tag: "Development",
    summary: "Move a vendor's shipment of an order to its next step (the operator's command)",
    description:
      "What `npm run orders -- advance <order> <vendor>` does, for an API that holds the " +
      "embedded database: only served when OPERATOR_ROUTE=true (development and end-to-end " +
      "tests), and only to a client on the API's own machine that did not come through a " +
      "proxy. Anyone else gets 404. A shipment already delivered or cancelled, or of an order " +
      "still awaiting payment, answers 422.",
  }),
};
