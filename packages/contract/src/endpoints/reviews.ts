import { productParams } from "../catalog.ts";
import { endpoint, errorResponses } from "../endpoint.ts";
import {
  createReviewRequest,
  createReviewResponse,
  reviewListQuery,
  reviewListResponse,
} from "../reviews.ts";

/** A product's reviews: read by anyone, written by signed-in shoppers. */
export const reviewEndpoints = {
  list: endpoint({
    host: "marketplace",
    method: "GET",
    path: "/:company/api/marketplace/products/:id/reviews",
    params: productParams,
    query: reviewListQuery,
    responses: { 200: reviewListResponse, ...errorResponses(400, 401, 404) },
    session: "optional",
    accounts: "any",
    tag: "Reviews",
    summary: "A product's reviews, sorted and filtered by stars, with its rating summary",
    description:
      "`sort` orders them (`newest` by default, `highest`, `lowest`) and `stars` keeps only the " +
      "reviews that gave that many stars; `meta` pages what is kept, while `summary` (the " +
      "rating and how many reviews gave each number of stars) is always the product's whole. " +
      "`verified` marks a review by a shopper who had received the product. Signed in " +
      "(optional bearer token): `own` marks the shopper's review, `reviewed` says whether they " +
      "have written one and `purchase` whether they received the product (`received`), ordered " +
      "it without delivery yet (`ordered`) or neither (`none`); signed out, `own` and " +
      "`reviewed` are false and `purchase` is `none`. Review text is plain text as written: " +
      "show it as text, never as markup. Another marketplace's product answers 404.",
  }),

  create: endpoint({
    host: "marketplace",
    method: "POST",
    path: "/:company/api/marketplace/products/:id/reviews",
    params: productParams,
    body: createReviewRequest,
    responses: {
      201: createReviewResponse,
      ...errorResponses(400, 401, 403, 404, 409, 422, 429),
    },
    session: "required",
    tag: "Reviews",
    summary: "Review a product (shoppers who received it, once per product)",
    description:
      "Form data or JSON: `rating` 1–5 and `body` (3 to 2000 characters after trimming; kept " +
      "as plain text, exactly as sent, without control characters). Only a shopper who bought " +
      "the product in this marketplace and received it (a delivered shipment held it) may " +
      "review it: anyone else is answered 403 with a message saying so, and nothing is " +
      "written. Answers 201 with the review (marked `verified`) and the product's new rating " +
      "summary; a second review of the same product answers 409 and changes nothing. One " +
      "account, or one address, may write at most 10 reviews an hour; past that the call " +
      "answers 429 with Retry-After.",
  }),
};
