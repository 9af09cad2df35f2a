import { cartEndpoints } from "@souq/contract/endpoints/cart";
import type { Locale } from "@souq/contract/locale";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../../db/client.ts";
import { routeEndpoint } from "../../http/route-endpoint.ts";
import { translate } from "../../i18n/messages.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { addToCart, getCart, removeFromCart, StockShortage } from "./service.ts";

export interface CartRouteOptions {
  db: Database;
  publicUrl: string;
}

/** 422 for a quantity the stock cannot cover, with the number left (the error plugin has no field parameters). */
function stockShortageBody(locale: Locale, shortage: StockShortage) {
  const message =
    shortage.available === 0
      ? translate(locale, "out_of_stock")
      : translate(locale, "only_n_left", { n: String(shortage.available) });
  return { message, errors: { item_quantity: [message] } };
}

export const cartRoutes: FastifyPluginAsync<CartRouteOptions> = async (app, { db, publicUrl }) => {
  routeEndpoint(app, cartEndpoints.get, async (request, reply) => {
    reply.header("Cache-Control", "private, no-store");
    return getCart({
      db,
      companyId: request.params.company,
      userId: request.session?.userId ?? null,
      locale: request.locale,
      publicUrl,
    });
  });

  const shopperContext = (request: FastifyRequest, companyId: number) => ({
    db,
    companyId,
    userId: sessionOf(request).userId,
    locale: request.locale,
    publicUrl,
  });
  const noStore = (reply: FastifyReply) => reply.header("Cache-Control", "private, no-store");

  routeEndpoint(app, cartEndpoints.addItem, async (request, reply) => {
    noStore(reply);
    try {
      return await addToCart(shopperContext(request, request.params.company), request.body);
    } catch (error) {
      if (!(error instanceof StockShortage)) throw error;
      return reply.code(422).send(stockShortageBody(request.locale, error));
    }
  });

  routeEndpoint(app, cartEndpoints.removeLine, async (request, reply) => {
    noStore(reply);
    return removeFromCart(shopperContext(request, request.params.company), request.params.id);
  });
};
