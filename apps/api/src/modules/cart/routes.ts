import { type CartResponse, cartTokenHeader } from "@souq/contract/cart";
import { cartEndpoints } from "@souq/contract/endpoints/cart";
import type { Locale } from "@souq/contract/locale";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../../db/client.ts";
import { routeEndpoint } from "../../http/route-endpoint.ts";
import { translate } from "../../i18n/messages.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { hashSecretToken, newSecretToken } from "../auth/public.ts";
import {
  addToCart,
  type CartOwner,
  getCart,
  mergeGuestCart,
  removeFromCart,
  StockShortage,
  updateCartProducts,
} from "./service.ts";

export interface CartRouteOptions {
  db: Database;
  publicUrl: string;
}

/** 422 for a quantity the stock cannot cover, with the number left, beside the field asked. */
function stockShortageBody(locale: Locale, shortage: StockShortage) {
  const message =
    shortage.available === 0
      ? translate(locale, "out_of_stock")
      : translate(locale, "only_n_left", { n: String(shortage.available) });
  return { message, errors: { [shortage.field]: [message] } };
}

/** A cart token as the API makes them (32 random bytes, base64url); anything else names no cart. */
const cartTokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** The hash of the guest's cart token in `X-Cart-Token`, when it has the form of one. */
function guestTokenHashOf(request: FastifyRequest): string | null {
  const token = request.headers[cartTokenHeader];
  return typeof token === "string" && cartTokenPattern.test(token) ? hashSecretToken(token) : null;
}

/** Whose cart a call reads or changes: the signed-in shopper's, else the guest's cart token's. */
function ownerOf(request: FastifyRequest): CartOwner | null {
  if (request.session) return { userId: request.session.userId };
  const guestTokenHash = guestTokenHashOf(request);
  return guestTokenHash === null ? null : { guestTokenHash };
}

export const cartRoutes: FastifyPluginAsync<CartRouteOptions> = async (app, { db, publicUrl }) => {
  const context = (request: FastifyRequest<{ Params: { company: number } }>) => ({
    db,
    companyId: request.params.company,
    owner: ownerOf(request),
    locale: request.locale,
    publicUrl,
    clientIp: request.ip,
  });

  /** Never cached; a newly made guest cart's token also travels in the response header. */
  const send = (reply: FastifyReply, cart: CartResponse) => {
    reply.header("Cache-Control", "private, no-store");
    if (cart.cart_token !== undefined) reply.header(cartTokenHeader, cart.cart_token);
    return cart;
  };

  const refuseShortage = (request: FastifyRequest, reply: FastifyReply, error: unknown) => {
    if (!(error instanceof StockShortage)) throw error;
    reply.header("Cache-Control", "private, no-store");
    return reply.code(422).send(stockShortageBody(request.locale, error));
  };

  routeEndpoint(app, cartEndpoints.get, async (request, reply) =>
    send(reply, await getCart(context(request))),
  );

  routeEndpoint(app, cartEndpoints.addItem, async (request, reply) => {
    try {
      return send(reply, await addToCart(context(request), request.body, newSecretToken));
    } catch (error) {
      return refuseShortage(request, reply, error);
    }
  });

  routeEndpoint(app, cartEndpoints.updateProducts, async (request, reply) => {
    try {
      return send(reply, await updateCartProducts(context(request), request.body, newSecretToken));
    } catch (error) {
      return refuseShortage(request, reply, error);
    }
  });

  routeEndpoint(app, cartEndpoints.removeLine, async (request, reply) =>
    send(reply, await removeFromCart(context(request), request.params.id)),
  );

  routeEndpoint(app, cartEndpoints.merge, async (request, reply) => {
    const { userId } = sessionOf(request);
    const merged = await mergeGuestCart(
      { ...context(request), owner: { userId } },
      guestTokenHashOf(request),
    );
    return send(reply, merged);
  });
};
