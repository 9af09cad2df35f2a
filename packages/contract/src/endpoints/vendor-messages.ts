import { endpoint, errorResponses } from "../endpoint.ts";
import { companyParams } from "../params.ts";
import {
  createVendorMessageRequest,
  createVendorMessageResponse,
  vendorMessageMaxLength,
  vendorReplyRequest,
  vendorReplyResponse,
  vendorThreadListQuery,
  vendorThreadListResponse,
  vendorThreadParams,
  vendorThreadResponse,
} from "../vendor-messages.ts";

/** Messages between a signed-in shopper and a marketplace's vendors, and the operator's reply. */
export const vendorMessageEndpoints = {
  send: endpoint({
    host: "marketplace",
    method: "POST",
    path: "/:company/api/marketplace/vendor-messages",
    params: companyParams,
    body: createVendorMessageRequest,
    responses: {
      201: createVendorMessageResponse,
      ...errorResponses(400, 401, 404, 422, 429),
    },
    session: "required",
    tag: "Vendor messages",
    summary: "Send one of the marketplace's vendors a message, about one of their products or not",
    description:
      `Form data or JSON: \`vendor_id\`, optional \`product_id\` and \`message\` (2 to ` +
      `${vendorMessageMaxLength} characters after trimming; kept as plain text without control ` +
      "characters). The vendor must be this marketplace's and the product that vendor's (404 " +
      "otherwise). The message joins the shopper's thread with that vendor about that product " +
      "(a new thread the first time), is mailed to the vendor, and the call answers 201 with " +
      "the thread. One account may send 20 messages an hour and one address 40; past that the " +
      "call answers 429 with Retry-After.",
  }),

  list: endpoint({
    host: "marketplace",
    method: "GET",
    path: "/:company/api/marketplace/vendor-messages",
    params: companyParams,
    query: vendorThreadListQuery,
    responses: { 200: vendorThreadListResponse, ...errorResponses(400, 401, 404) },
    session: "required",
    tag: "Vendor messages",
    summary: "The shopper's threads with this marketplace's vendors, latest activity first",
    description:
      "10 a page (`page` defaults to 1), each with its vendor, product and newest message. A " +
      "page past the last answers an empty `data` with the real `meta.last_page`.",
  }),

  detail: endpoint({
    host: "marketplace",
    method: "GET",
    path: "/:company/api/marketplace/vendor-messages/:id",
    params: vendorThreadParams,
    responses: { 200: vendorThreadResponse, ...errorResponses(400, 401, 404) },
    session: "required",
    tag: "Vendor messages",
    summary: "One of the shopper's threads: its messages and the vendor's replies, oldest first",
    description:
      "The newest 100 messages; `message_count` says how many there are. Another shopper's or " +
      "another marketplace's thread answers 404.",
  }),

  reply: endpoint({
    host: "system",
    method: "POST",
    path: "/api/dev/vendor-messages/reply",
    body: vendorReplyRequest,
    responses: { 200: vendorReplyResponse, ...errorResponses(404, 422) },
    session: "none",
    tag: "Development",
    summary: "Answer a shopper's thread on behalf of its vendor (the operator's command)",
    description:
      "What `npm run messages -- reply <thread> <text>` does, for an API that holds the " +
      "embedded database: only served when OPERATOR_ROUTE=true (development and end-to-end " +
      "tests), and only to a client on the API's own machine that did not come through a " +
      "proxy. Anyone else gets 404, as does a thread that does not exist.",
  }),
};
