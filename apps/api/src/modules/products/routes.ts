import {
  encodeWordList,
  keywordAnswerHeaders,
  keywordMatchHeader,
  pagingHeaders,
} from "@souq/contract/catalog";
import { productEndpoints } from "@souq/contract/endpoints/products";
import type { Locale } from "@souq/contract/locale";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { Database } from "../../db/client.ts";
import { routeEndpoint } from "../../http/route-endpoint.ts";
import { getProductDetail, getProductFacets, listProducts } from "./service.ts";

export interface ProductRouteOptions {
  db: Database;
  publicUrl: string;
  /** Whether a peer is one of the configured proxies (the storefront). */
  isTrustedProxy: (address: string) => boolean;
}

export const productRoutes: FastifyPluginAsync<ProductRouteOptions> = async (
  app,
  { db, publicUrl, isTrustedProxy },
) => {
  /**
   * The shopper a search is counted against; none for the storefront's own reads for its pages,
   * which come from a trusted proxy and name no client.
   */
  const searcherOf = (request: FastifyRequest) =>
    request.headers["x-forwarded-for"] === undefined &&
    isTrustedProxy(request.socket.remoteAddress ?? "")
      ? undefined
      : request.ip;
  const contextOf = (request: { params: { company: number }; locale: Locale }) => ({
    db,
    companyId: request.params.company,
    locale: request.locale,
    publicUrl,
  });

  routeEndpoint(app, productEndpoints.list, async (request, reply) => {
    const page = await listProducts(
      { ...contextOf(request), clientIp: searcherOf(request) },
      request.query,
    );
    reply.headers({
      [pagingHeaders.total]: String(page.total),
      [pagingHeaders.page]: String(page.page),
      [pagingHeaders.lastPage]: String(page.lastPage),
      [pagingHeaders.perPage]: String(page.perPage),
      ...(page.keywordMatch ? { [keywordMatchHeader]: page.keywordMatch } : {}),
    });
    const answer = page.keywordAnswer;
    if (answer?.matched.length) {
      reply.header(keywordAnswerHeaders.matched, encodeWordList(answer.matched));
    }
    if (answer?.unmatched.length) {
      reply.header(keywordAnswerHeaders.unmatched, encodeWordList(answer.unmatched));
    }
    if (answer?.understood.length) {
      reply.header(
        keywordAnswerHeaders.understood,
        encodeURIComponent(JSON.stringify(answer.understood)),
      );
    }
    return page.items;
  });

  routeEndpoint(app, productEndpoints.facets, (request) =>
    getProductFacets(contextOf(request), request.query),
  );

  routeEndpoint(app, productEndpoints.detail, (request) =>
    getProductDetail(contextOf(request), request.params.id),
  );
};
