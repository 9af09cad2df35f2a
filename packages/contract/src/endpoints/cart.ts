import {
  addCartItemRequest,
  cartLineParams,
  cartResponse,
  updateCartProductsRequest,
} from "../cart.ts";
import { endpoint, errorResponses } from "../endpoint.ts";
import { companyParams } from "../params.ts";

const whoseCart =
  "Signed in (bearer token): the shopper's cart. Signed out: the guest cart named by the " +
  "`X-Cart-Token` header (a cart token answered by an earlier call); an unknown or expired token " +
  "counts as no cart. Guest carts live 30 days after their last change. ";

const newGuestCart =
  "A guest without a cart (no token, or one that expired) gets a new guest cart: its token comes " +
  "back in the `X-Cart-Token` response header and as `cart_token` in the body; only its hash is " +
  "stored. One address may start 60 guest carts an hour (429 with `Retry-After` beyond). ";

const changeLimits =
  "Changes to a cart (adding, setting quantities, removing a line) are limited to 60 a minute " +
  "for one account's cart and for one guest cart, and to 240 a minute from one address (429 " +
  "with `Retry-After` and a message in the request's language beyond). ";

const answer =
  "Prices and stock come from the catalog, never from the request. Answers the cart after the " +
  "change, each line flagged `short` (more than the stock holds), `available` (not sold out) and " +
  "`price_changed` with `previous_price` (the unit price differs from the one shown when the line " +
  "was last set).";

/** The shopper's (or a guest's) cart in one marketplace. */
export const cartEndpoints = {
  get: endpoint({
    host: "marketplace",
    method: "GET",
    path: "/:company/api/marketplace/cart",
    params: companyParams,
    responses: { 200: cartResponse, ...errorResponses(400, 401, 404) },
    session: "optional",
    tag: "Cart",
    summary: "The shopper's cart in this marketplace, with totals",
    description:
      whoseCart +
      "Without either: an empty cart. Names are in the request's language; the unit price " +
      "charged is `sale_price` when present, else `price`. Totals include 15% VAT (`tax` is the " +
      "VAT contained in `total`). " +
      answer,
  }),

  addItem: endpoint({
    host: "marketplace",
    method: "POST",
    path: "/:company/api/marketplace/cart",
    params: companyParams,
    body: addCartItemRequest,
    responses: { 200: cartResponse, ...errorResponses(400, 401, 404, 422, 429) },
    session: "optional",
    tag: "Cart",
    summary: "Add a product (or one of its variants) to the cart",
    description:
      whoseCart +
      newGuestCart +
      changeLimits +
      "Form data or JSON. A product of another marketplace answers 404. `variant_id` is required " +
      "when the product has variants and must be one of them; a product without variants takes " +
      "none (422 beside `variant_id` otherwise). `item_quantity` is a whole number from 1 to 99. " +
      "A line already in the cart grows by `item_quantity`; the line's quantity may not exceed " +
      'the stock (422 "Only {n} left in stock", or "This product is out of stock") nor 99. ' +
      answer,
  }),

  updateProducts: endpoint({
    host: "marketplace",
    method: "POST",
    path: "/:company/api/marketplace/cart/update-cart-products",
    params: companyParams,
    body: updateCartProductsRequest,
    responses: { 200: cartResponse, ...errorResponses(400, 401, 404, 422, 429) },
    session: "optional",
    tag: "Cart",
    summary: "Set the quantities of lines of the cart; 0 removes a line",
    description:
      whoseCart +
      newGuestCart +
      changeLimits +
      "Form data (`items[0][item_id]`, `items[0][item_quantity]`, `items[0][variant_id]`) or " +
      "JSON. Each item sets the quantity of its line (product and variant), adding the line when " +
      "the cart has none; 0 removes it; lines not named stay as they are. Every item is checked " +
      "first (404 for another marketplace's product; 422 beside `items.{i}.…` for a quantity " +
      "outside 0–99, a missing or wrong variant, or more than the stock): one refusal changes " +
      "nothing. The answer's `data` replaces the cart the client holds. " +
      answer,
  }),

  removeLine: endpoint({
    host: "marketplace",
    method: "DELETE",
    path: "/:company/api/marketplace/cart/:id",
    params: cartLineParams,
    responses: { 200: cartResponse, ...errorResponses(400, 401, 404, 429) },
    session: "optional",
    tag: "Cart",
    summary: "Remove a line from the cart",
    description:
      whoseCart +
      changeLimits +
      "`id` is a cart line's id (`items[].id`). Only a line of this cart in this marketplace: any " +
      "other id (another shopper's or guest's line, or no cart at all) answers 404. Answers the " +
      "cart after the change.",
  }),

  merge: endpoint({
    host: "marketplace",
    method: "POST",
    path: "/:company/api/marketplace/cart/merge",
    params: companyParams,
    responses: { 200: cartResponse, ...errorResponses(400, 401, 404) },
    session: "required",
    tag: "Cart",
    summary: "Merge a guest cart into the signed-in shopper's cart",
    description:
      "Called right after sign-in or registration with the bearer token and the guest's " +
      "`X-Cart-Token`. Each guest line joins the account's line for the same product and " +
      "variant: quantities add up, capped by the stock and by 99 (never lowering what the " +
      "account's line already had). The guest cart is deleted, so its token no longer names a " +
      "cart. Without a token, or with an unknown or expired one, nothing changes. Answers the " +
      "account's cart.",
  }),
};
