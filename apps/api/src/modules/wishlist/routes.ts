import { wishlistEndpoints } from "@souq/contract/endpoints/wishlist";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../../db/client.ts";
import { routeEndpoint } from "../../http/route-endpoint.ts";
import { sessionOf } from "../../plugins/auth.ts";
import {
  listProductsById,
  listWishlist,
  mergeWishlist,
  toggleWishlist,
  type WishlistContext,
} from "./service.ts";

export interface WishlistRouteOptions {
  db: Database;
  publicUrl: string;
}

export const wishlistRoutes: FastifyPluginAsync<WishlistRouteOptions> = async (
  app,
  { db, publicUrl },
) => {
  const shopperContext = (request: FastifyRequest, companyId: number): WishlistContext => ({
    db,
    companyId,
    userId: sessionOf(request).userId,
    locale: request.locale,
    publicUrl,
  });
  const noStore = (reply: FastifyReply) => reply.header("Cache-Control", "private, no-store");

  routeEndpoint(app, wishlistEndpoints.list, async (request, reply) => {
    noStore(reply);
    return listWishlist(shopperContext(request, request.params.company));
  });

  routeEndpoint(app, wishlistEndpoints.toggle, async (request, reply) => {
    noStore(reply);
    return toggleWishlist(shopperContext(request, request.params.company), request.params.id);
  });

  routeEndpoint(app, wishlistEndpoints.merge, async (request, reply) => {
    noStore(reply);
    return mergeWishlist(shopperContext(request, request.params.company), request.body.product_ids);
  });

  routeEndpoint(app, wishlistEndpoints.products, async (request, reply) => {
    // A guest's own list: the prices and stock of now, for nobody else.
    noStore(reply);
    return listProductsById(
      { db, companyId: request.params.company, locale: request.locale, publicUrl },
      request.query.product_ids,
    );
  });
};
