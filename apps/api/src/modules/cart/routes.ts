import { addCartItemRequest, cartLineParams, cartResponse } from "@souq/contract/cart";
import { errorBody, validationErrorBody } from "@souq/contract/errors";
import type { Locale } from "@souq/contract/locale";
import { companyParams } from "@souq/contract/params";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client.ts";
import { translate } from "../../i18n/messages.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { addToCart, getCart, removeFromCart, StockShortage } from "./service.ts";

export interface CartRouteOptions {
  db: Database;
  publicUrl: string;
}

const tags = ["Cart"];
const bearer = [{ bearerAuth: [] }];
const formTypes = [
  "application/json",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
] as const;

/** 422 for a quantity the stock cannot cover, with the number left (the error plugin has no field parameters). */
function stockShortageBody(locale: Locale, shortage: StockShortage) {
  const message =
    shortage.available === 0
      ? translate(locale, "out_of_stock")
      : translate(locale, "only_n_left", { n: String(shortage.available) });
  return { message, errors: { item_quantity: [message] } };
}

export const cartRoutes: FastifyPluginAsyncZod<CartRouteOptions> = async (
  app,
  { db, publicUrl },
) => {
  app.get(
    "/:company/api/marketplace/cart",
    {
      onRequest: app.readSession,
      schema: {
        tags: ["Cart"],
        summary: "The shopper's cart in this marketplace, with totals",
        description:
          "Signed in: the shopper's cart. Signed out: an empty cart. Names are in the request's " +
          "language; the unit price charged is `sale_price` when present, else `price`.",
        security: [{}, { bearerAuth: [] }],
        params: companyParams,
        response: { 200: cartResponse, 400: errorBody, 401: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      reply.header("Cache-Control", "private, no-store");
      return getCart({
        db,
        companyId: request.params.company,
        userId: request.session?.userId ?? null,
        locale: request.locale,
        publicUrl,
      });
    },
  );

  const shopperContext = (request: FastifyRequest<{ Params: { company: number } }>) => ({
    db,
    companyId: request.params.company,
    userId: sessionOf(request).userId,
    locale: request.locale,
    publicUrl,
  });
  const noStore = (reply: FastifyReply) => reply.header("Cache-Control", "private, no-store");

  app.post(
    "/:company/api/marketplace/cart",
    {
      onRequest: app.requireSession,
      schema: {
        tags,
        summary: "Add a product (or one of its variants) to the shopper's cart",
        description:
          "Form data or JSON. Signed-in shoppers only for now. A product of another marketplace " +
          "answers 404. `variant_id` is required when the product has variants and must be one of " +
          "them; a product without variants takes none (422 beside `variant_id` otherwise). A line " +
          "already in the cart grows by `item_quantity`; the line's quantity may not exceed the " +
          'stock (422 "Only {n} left in stock", or "This product is out of stock"). Prices come ' +
          "from the catalog, never from the request. Answers the cart after the change.",
        security: bearer,
        consumes: [...formTypes],
        params: companyParams,
        body: addCartItemRequest,
        response: {
          200: cartResponse,
          400: errorBody,
          401: errorBody,
          404: errorBody,
          422: validationErrorBody,
        },
      },
    },
    async (request, reply) => {
      noStore(reply);
      try {
        return await addToCart(shopperContext(request), request.body);
      } catch (error) {
        if (!(error instanceof StockShortage)) throw error;
        return reply.code(422).send(stockShortageBody(request.locale, error));
      }
    },
  );

  app.delete(
    "/:company/api/marketplace/cart/:id",
    {
      onRequest: app.requireSession,
      schema: {
        tags,
        summary: "Remove a line from the shopper's cart",
        description:
          "`id` is a cart line's id (`items[].id`). Only a line of the shopper's own cart in this " +
          "marketplace: any other id answers 404. Answers the cart after the change.",
        security: bearer,
        params: cartLineParams,
        response: { 200: cartResponse, 400: errorBody, 401: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return removeFromCart(shopperContext(request), request.params.id);
    },
  );
};
