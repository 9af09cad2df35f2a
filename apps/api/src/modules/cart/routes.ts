import { cartResponse } from "@souq/contract/cart";
import { errorBody } from "@souq/contract/errors";
import { companyParams } from "@souq/contract/params";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client.ts";
import { getCart } from "./service.ts";

export interface CartRouteOptions {
  db: Database;
  publicUrl: string;
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
};
