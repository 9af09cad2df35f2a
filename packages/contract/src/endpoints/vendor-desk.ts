import { productDetailResponse } from "../catalog.ts";
import { endpoint, errorResponses } from "../endpoint.ts";
import { companyParams } from "../params.ts";
import {
  maxStock,
  vendorAdvanceRequest,
  vendorAdvanceResponse,
  vendorConversationListQuery,
  vendorConversationListResponse,
  vendorConversationParams,
  vendorConversationReplyRequest,
  vendorConversationReplyResponse,
  vendorConversationResponse,
  vendorDeskSummaryResponse,
  vendorPictureUploadRequest,
  vendorPictureUploadResponse,
  vendorProductChangeRequest,
  vendorProductFormResponse,
  vendorProductLimits,
  vendorProductListQuery,
  vendorProductListResponse,
  vendorProductParams,
  vendorProductResponse,
  vendorProductSaveRequest,
  vendorProductSaveResponse,
  vendorShipmentListQuery,
  vendorShipmentListResponse,
  vendorShipmentParams,
  vendorShipmentResponse,
} from "../vendor-desk.ts";

const staffOnly =
  "For a vendor's staff token of this marketplace: no token answers 401, a shopper's token 403, " +
  "a token of another marketplace 401. ";
const ownOnly = "Another vendor's or another marketplace's record answers 404. ";

/** A vendor's desk: its staff's calls in one marketplace (`/{company}/api/vendor/…`). */
export const vendorDeskEndpoints = {
  summary: endpoint({
    host: "vendor",
    method: "GET",
    path: "/:company/api/vendor/summary",
    params: companyParams,
    responses: { 200: vendorDeskSummaryResponse, ...errorResponses(400, 401, 403, 404, 429) },
    session: "required",
    tag: "Vendor desk",
    summary: "The vendor's dashboard: today's new shipments, what waits and the last 30 days",
    description:
      staffOnly +
      "Counts of the vendor's shipments placed today (Asia/Riyadh), of those waiting to be " +
      "confirmed, shipped and delivered, the last 30 days' sales (the vendor's lines, cancelled " +
      "shipments and unpaid card orders left out) and how many orders they came in, and how " +
      "many conversations wait for an answer.",
  }),

  shipments: endpoint({
    host: "vendor",
    method: "GET",
    path: "/:company/api/vendor/shipments",
    params: companyParams,
    query: vendorShipmentListQuery,
    responses: { 200: vendorShipmentListResponse, ...errorResponses(400, 401, 403, 404, 429) },
    session: "required",
    tag: "Vendor desk",
    summary: "The vendor's shipments, newest order first, 20 a page",
    description:
      staffOnly +
      "`status` keeps the shipments at one step; `page` defaults to 1 and a page past the last " +
      "answers an empty `data` with the real `meta.last_page`. Each shipment carries its order's " +
      "number and date, its lines (names in the request's language), the delivery city, the " +
      "recipient's name and phone (nothing else of the shopper), its dated steps, carrier and " +
      "tracking number, and `next_steps`: what the vendor may do now. Card orders not yet paid " +
      "are not listed: nothing of them ships before they are paid.",
  }),

  shipment: endpoint({
    host: "vendor",
    method: "GET",
    path: "/:company/api/vendor/shipments/:id",
    params: vendorShipmentParams,
    responses: { 200: vendorShipmentResponse, ...errorResponses(400, 401, 403, 404, 429) },
    session: "required",
    tag: "Vendor desk",
    summary: "One of the vendor's shipments",
    description: staffOnly + ownOnly,
  }),

  advanceShipment: endpoint({
    host: "vendor",
    method: "POST",
    path: "/:company/api/vendor/shipments/:id/advance",
    params: vendorShipmentParams,
    body: vendorAdvanceRequest,
    responses: {
      200: vendorAdvanceResponse,
      ...errorResponses(400, 401, 403, 404, 409, 422, 429),
    },
    session: "required",
    tag: "Vendor desk",
    summary: "Move one of the vendor's shipments on a step, or cancel it before it ships",
    description:
      staffOnly +
      ownOnly +
      "Form data or JSON. Only the next forward step is taken, each once: placed → confirmed → " +
      "shipped (with `carrier` and `tracking_number`) → delivered; anything else, a step already " +
      "taken, or a shipment of an order still awaiting payment answers 409 and changes nothing " +
      "(two requests at once: one succeeds, the other answers 409). `cancelled` is taken only " +
      "before shipping and needs a `reason`: the stock of its lines comes back, the shopper is " +
      "emailed, a paid card order is refunded those lines (with a credit note when the vendor's " +
      "tax invoice was issued), and the order ends Cancelled when every shipment is cancelled. " +
      "The order becomes Completed when every shipment left is delivered. Answers the shipment.",
  }),

  products: endpoint({
    host: "vendor",
    method: "GET",
    path: "/:company/api/vendor/products",
    params: companyParams,
    query: vendorProductListQuery,
    responses: { 200: vendorProductListResponse, ...errorResponses(400, 401, 403, 404, 429) },
    session: "required",
    tag: "Vendor desk",
    summary: "The vendor's products with their variants, prices and stock, 20 a page",
    description:
      staffOnly +
      "By name in the request's language. `keyword` keeps the products whose English or Arabic " +
      "name holds it. `page` defaults to 1.",
  }),

  updateProduct: endpoint({
    host: "vendor",
    method: "PATCH",
    path: "/:company/api/vendor/products/:id",
    params: vendorProductParams,
    body: vendorProductChangeRequest,
    responses: { 200: vendorProductResponse, ...errorResponses(400, 401, 403, 404, 422, 429) },
    session: "required",
    tag: "Vendor desk",
    summary: "Change one of the vendor's products: price, sale price and stock, per variant too",
    description:
      staffOnly +
      ownOnly +
      "JSON (or form data for the product's own fields). Prices are riyals above zero with at " +
      "most two decimals; a sale price (null clears it) must stay below its price, the stored " +
      `one included; stock is a whole number from 0 to ${maxStock.toLocaleString("en")}. A ` +
      "product with variants takes stock per variant (`variants: [{ id, stock, price, " +
      "sale_price }]`, each field optional) and its own stock becomes their sum. Everything is " +
      "checked before anything is written (422 with every field's message). The catalog's " +
      "listing, filters, sorts and product detail answer the new values at once.",
  }),

  product: endpoint({
    host: "vendor",
    method: "GET",
    path: "/:company/api/vendor/products/:id",
    params: vendorProductParams,
    responses: { 200: vendorProductFormResponse, ...errorResponses(400, 401, 403, 404, 429) },
    session: "required",
    tag: "Vendor desk",
    summary: "One of the vendor's products whole, in both languages, whatever its status",
    description:
      staffOnly +
      ownOnly +
      "What the edit form and the preview show: names, descriptions and specifications in both " +
      "languages, the category, prices, the sale's end, variants (each with its picture's key) " +
      "and pictures (each with the `key` a save names it by). Drafts and archived products too: " +
      "this is the only place a draft is read.",
  }),

  productPreview: endpoint({
    host: "vendor",
    method: "GET",
    path: "/:company/api/vendor/products/:id/preview",
    params: vendorProductParams,
    responses: { 200: productDetailResponse, ...errorResponses(400, 401, 403, 404, 429) },
    session: "required",
    tag: "Vendor desk",
    summary:
      "The page of one of the vendor's products as shoppers will see it, whatever its status",
    description:
      staffOnly +
      ownOnly +
      "The product's page as `GET products/{id}` answers it, in the request's language, for a " +
      "draft or an archived product too, as it would read published (its stock as kept, no " +
      "related products). Shoppers never see a draft: this is its vendor's preview.",
  }),

  createProduct: endpoint({
    host: "vendor",
    method: "POST",
    path: "/:company/api/vendor/products",
    params: companyParams,
    body: vendorProductSaveRequest,
    responses: {
      201: vendorProductSaveResponse,
      ...errorResponses(400, 401, 403, 404, 413, 422, 429),
    },
    session: "required",
    tag: "Vendor desk",
    summary: "List a new product of the vendor (a draft unless `status` says published)",
    description:
      staffOnly +
      `JSON. Names (${vendorProductLimits.nameMin}–${vendorProductLimits.nameMax} characters, one ` +
      `line) and descriptions (up to ${vendorProductLimits.descriptionMax}) in English and ` +
      "Arabic are required; `category_id` must be a category of this marketplace; prices are " +
      "riyals above zero with two decimals at most, a sale price below its price, " +
      "`sale_starts_at` and `sale_ends_at` only with a sale price (the product's or a variant's), " +
      "the end after the start: the sale prices apply only between them, in listings, carts " +
      "and at checkout alike; stock 0–" +
      `${maxStock.toLocaleString("en")}; at most ${vendorProductLimits.specs} specifications, ` +
      `${vendorProductLimits.variants} variants (a colour and/or a size in both languages, ` +
      "each with its own price, sale price, stock and optionally one of the product's pictures) " +
      `and ${vendorProductLimits.pictures} pictures (keys of the vendor's own uploads, in the ` +
      "order shown). `status`: `draft` (the default: only the vendor sees it), `published` " +
      "(needs at least one picture) or `archived`. Every value is checked before anything is " +
      "written: 422 with every field's message in the request's language, and nothing saved. " +
      "A published product is in the catalog's listings, facets and search, by a word of " +
      "either language, as soon as this answers. Answers 201 with the product as GET shows it.",
  }),

  replaceProduct: endpoint({
    host: "vendor",
    method: "PUT",
    path: "/:company/api/vendor/products/:id",
    params: vendorProductParams,
    body: vendorProductSaveRequest,
    responses: {
      200: vendorProductSaveResponse,
      ...errorResponses(400, 401, 403, 404, 413, 422, 429),
    },
    session: "required",
    tag: "Vendor desk",
    summary:
      "Save one of the vendor's products whole: its texts, prices, variants, pictures, status",
    description:
      staffOnly +
      ownOnly +
      "The same body and rules as creating one; what is sent replaces what was stored, but " +
      "`status` left out keeps the product's (a published product stays published). A " +
      "variant sent with its `id` is kept (carts holding it keep it); a stored variant not sent " +
      "is removed (past orders keep their lines); one without `id` is new. Pictures are keys " +
      "of the vendor's uploads or of the product's current pictures. Publishing is this call " +
      "with `status: published`; archiving takes the product out of listings, facets, search, " +
      "suggestions and its page (404), while past orders, wishlists and compare keep it, " +
      "marked unavailable.",
  }),

  uploadProductPicture: endpoint({
    host: "vendor",
    method: "POST",
    path: "/:company/api/vendor/products/pictures",
    params: companyParams,
    body: vendorPictureUploadRequest,
    responses: {
      201: vendorPictureUploadResponse,
      ...errorResponses(400, 401, 403, 404, 413, 422, 429),
    },
    session: "required",
    tag: "Vendor desk",
    summary: "Upload one picture for the vendor's products; a save names it by its `key`",
    description:
      staffOnly +
      "multipart/form-data with one file, `picture`: a JPEG, PNG or WebP of at most 5 MB, told " +
      "by its content (anything else, an SVG or a page renamed .png, answers 422). It is turned " +
      "upright, fitted into a square on white and stored as WebP at 200, 400 and 800 pixels " +
      "with no metadata. Only this vendor's saves may name its key. At most 200 uploads an hour " +
      "per account (429 with Retry-After).",
  }),

  conversations: endpoint({
    host: "vendor",
    method: "GET",
    path: "/:company/api/vendor/messages",
    params: companyParams,
    query: vendorConversationListQuery,
    responses: {
      200: vendorConversationListResponse,
      ...errorResponses(400, 401, 403, 404, 429),
    },
    session: "required",
    tag: "Vendor desk",
    summary: "The conversations shoppers started with the vendor, latest activity first",
    description:
      staffOnly +
      "10 a page (`page` defaults to 1), each with the shopper's name, the product, the newest " +
      "message and whether it waits for an answer.",
  }),

  conversation: endpoint({
    host: "vendor",
    method: "GET",
    path: "/:company/api/vendor/messages/:id",
    params: vendorConversationParams,
    responses: { 200: vendorConversationResponse, ...errorResponses(400, 401, 403, 404, 429) },
    session: "required",
    tag: "Vendor desk",
    summary: "One conversation with the vendor: its messages, oldest first",
    description: `${staffOnly}${ownOnly}The newest 100 messages; \`message_count\` says how many there are.`,
  }),

  replyToConversation: endpoint({
    host: "vendor",
    method: "POST",
    path: "/:company/api/vendor/messages/:id/reply",
    params: vendorConversationParams,
    body: vendorConversationReplyRequest,
    responses: {
      201: vendorConversationReplyResponse,
      ...errorResponses(400, 401, 403, 404, 422, 429),
    },
    session: "required",
    tag: "Vendor desk",
    summary: "Answer a shopper in one of the vendor's conversations",
    description:
      staffOnly +
      ownOnly +
      "Form data or JSON: `message`, plain text. The shopper reads it under Messages and is " +
      "emailed, as with the operator's reply. Answers 201 with the conversation.",
  }),
};
