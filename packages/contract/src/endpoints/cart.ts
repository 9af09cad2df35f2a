import { addCartItemRequest, cartLineParams, cartResponse } from "../cart.ts";
import { endpoint, errorResponses } from "../endpoint.ts";
import { companyParams } from "../params.ts";

/** The signed-in shopper's cart in one marketplace. */
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
      "Signed in: the shopper's cart. Signed out: an empty cart. Names are in the request's " +
      "language; the unit price charged is `sale_price` when present, else `price`.",
  }),

  addItem: endpoint({
    host: "marketplace",
    method: "POST",
    path: "/:company/api/marketplace/cart",
    params: companyParams,
    body: addCartItemRequest,
    responses: { 200: cartResponse, ...errorResponses(400, 401, 404, 422) },
    session: "required",
    tag: "Cart",
    summary: "Add a product (or one of its variants) to the shopper's cart",
    description:
      "Form data or JSON. Signed-in shoppers only for now. A product of another marketplace " +
      "answers 404. `variant_id` is required when the product has variants and must be one of " +
      "them; a product without variants takes none (422 beside `variant_id` otherwise). A line " +
      "already in the cart grows by `item_quantity`; the line's quantity may not exceed the " +
      'stock (422 "Only {n} left in stock", or "This product is out of stock"). Prices come ' +
      "from the catalog, never from the request. Answers the cart after the change.",
  }),

  removeLine: endpoint({
    host: "marketplace",
    method: "DELETE",
    path: "/:company/api/marketplace/cart/:id",
    params: cartLineParams,
    responses: { 200: cartResponse, ...errorResponses(400, 401, 404) },
    session: "required",
    tag: "Cart",
    summary: "Remove a line from the shopper's cart",
    description:
      "`id` is a cart line's id (`items[].id`). Only a line of the shopper's own cart in this " +
      "marketplace: any other id answers 404. Answers the cart after the change.",
  }),
};
