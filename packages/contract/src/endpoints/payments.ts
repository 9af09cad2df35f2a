import { z } from "zod";
import { endpoint, errorResponses } from "../endpoint.ts";
import {
  orderPaymentResponse,
  paymentParams,
  sandboxCardRequest,
  sandboxCardResponse,
  sandboxParams,
  sandboxPayment,
  sandboxSettledResponse,
  webhookParams,
  webhookResponse,
} from "../payments.ts";

/**
 * Card payments: confirming a shopper's return, the providers' notifications, and the sandbox
 * provider's own calls (its hosted page on the storefront uses them; no bearer token: the
 * unguessable token is the key). A new attempt for an order is `orderEndpoints.retryPayment`.
 */
export const paymentEndpoints = {
  confirm: endpoint({
    host: "marketplace",
    method: "POST",
    path: "/:company/api/marketplace/payments/:paymentId/confirm",
    params: paymentParams,
    responses: { 200: orderPaymentResponse, ...errorResponses(400, 401, 404, 422, 503) },
    session: "required",
    tag: "Payments",
    summary: "Confirm a payment with its provider when the shopper comes back",
    description:
      "The storefront calls it when the shopper is back from the provider's page. The API " +
      "never trusts the return address: it asks the provider for the payment's status, amount " +
      "and currency, and marks the order paid only when they match the order's (422 " +
      "otherwise, and nothing changes). Idempotent: a second call answers the same state. " +
      "Another shopper's payment is 404; a payment whose hold has run out answers 422 and the " +
      "order is cancelled (a payment that turns out paid after that is refunded). Answers the " +
      "order's `payment`.",
  }),

  webhook: endpoint({
    host: "system",
    method: "POST",
    path: "/api/payments/webhooks/:provider",
    params: webhookParams,
    body: z.unknown(),
    responses: { 200: webhookResponse, ...errorResponses(400, 404, 422, 503) },
    session: "none",
    tag: "Payments",
    summary: "A provider's notification that a payment changed",
    description:
      "Accepted only with the provider's signature or secret (400 otherwise). The notification " +
      "only names the payment: its status, amount and currency are asked of the provider, " +
      "exactly as for confirm. A payment the API does not know answers 404, one whose amount " +
      "or currency differs 422 (nothing changes), a provider that cannot be asked 503 (the " +
      "provider sends it again later); a replay answers 200 and changes nothing.",
  }),

  sandboxShow: endpoint({
    host: "system",
    method: "GET",
    path: "/api/sandbox-payments/:token",
    params: sandboxParams,
    responses: { 200: sandboxPayment, ...errorResponses(400, 404) },
    session: "none",
    tag: "Payments",
    summary: "The sandbox provider's payment behind a token, for its hosted page",
    description:
      "Only while the sandbox is the configured provider (404 otherwise). Test mode: no real " +
      "card is charged.",
  }),

  sandboxCard: endpoint({
    host: "system",
    method: "POST",
    path: "/api/sandbox-payments/:token/card",
    params: sandboxParams,
    body: sandboxCardRequest,
    responses: { 200: sandboxCardResponse, ...errorResponses(400, 404, 422) },
    session: "none",
    tag: "Payments",
    summary: "Present a card to a sandbox payment",
    description:
      "Test cards: 4111 1111 1111 1111 (Visa) and 4464 0400 0000 0007 (mada) go on to the " +
      "3-D Secure step; 4000 0000 0000 0002 is declined (the payment fails and the answer " +
      "names the way back). A number that fails the Luhn check, a past or malformed expiry " +
      "(MM/YY), a missing name or a CVC other than 3 or 4 digits answer 422 per field. Only " +
      "the card's brand and last four digits are kept.",
  }),

  sandboxAuthenticate: endpoint({
    host: "system",
    method: "POST",
    path: "/api/sandbox-payments/:token/authenticate",
    params: sandboxParams,
    responses: { 200: sandboxSettledResponse, ...errorResponses(400, 404, 422) },
    session: "none",
    tag: "Payments",
    summary: "Pass a sandbox payment's 3-D Secure step: the payment is paid",
    description: "Only after a card was accepted (422 before, or once the payment is settled).",
  }),

  sandboxCancel: endpoint({
    host: "system",
    method: "POST",
    path: "/api/sandbox-payments/:token/cancel",
    params: sandboxParams,
    responses: { 200: sandboxSettledResponse, ...errorResponses(400, 404, 422) },
    session: "none",
    tag: "Payments",
    summary: "Cancel a sandbox payment at its 3-D Secure step: the payment fails",
  }),
};
