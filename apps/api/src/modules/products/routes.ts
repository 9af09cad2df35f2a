import {
  encodeWordList,
  keywordAnswerHeaders,
  keywordMatchHeader,
  pagingHeaders,
} from "@souq/contract/catalog";
import { productEndpoints } from "@souq/contract/endpoints/products";
import type { Locale } from "@souq/contract/locale";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../../db/client.ts";
import type { AnswerCache } from "../../http/answer-cache.ts";
import { routeEndpoint } from "../../http/route-endpoint.ts";
import { chargeSearch, getProductDetail, getProductFacets, listProducts } from "./service.ts";

export interface ProductRouteOptions {
  db: Database;
  publicUrl: string;
  /** Whether a peer is one of the configured proxies (the storefront). */
  isTrustedProxy: (address: string) => boolean;
  /** The catalog's answers kept for a moment (ADR 57). */
  answers: AnswerCache;
}

const json = "application/json; charset=utf-8";

export const productRoutes: FastifyPluginAsync<ProductRouteOptions> = async (
  app,
  { db, publicUrl, isTrustedProxy, answers },
) => {
  /**
   * The answer to the same question asked moments ago, in the same language, else a new one,
   * kept: the body serialized by the route's own schema, and the headers it carries. None of
   * these answers depends on who asks (ADR 57).
   */
  const cachedAnswer = async (
    request: FastifyRequest & { locale: Locale },
    reply: FastifyReply,
    make: () => Promise<{ payload: unknown; headers?: Record<string, string> }>,
  ) => {
    const key = `${request.locale} ${request.url}`;
    const kept = answers.get(key);
    if (kept) return reply.headers(kept.headers).type(json).send(kept.body);
    const begun = answers.begin();
    const made = await make();
    const answer = { body: String(reply.serialize(made.payload)), headers: made.headers ?? {} };
    answers.set(key, answer, begun);
    return reply.headers(answer.headers).type(json).send(answer.body);
  };

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
    const context = contextOf(request);
    // A search is counted against its shopper before its answer is looked for.
    await chargeSearch({ ...context, clientIp: searcherOf(request) }, request.query);
    return cachedAnswer(request, reply, async () => {
      const page = await listProducts(context, request.query);
      const headers: Record<string, string> = {
        [pagingHeaders.total]: String(page.total),
        [pagingHeaders.page]: String(page.page),
        [pagingHeaders.lastPage]: String(page.lastPage),
        [pagingHeaders.perPage]: String(page.perPage),
        ...(page.keywordMatch ? { [keywordMatchHeader]: page.keywordMatch } : {}),
      };
      const answer = page.keywordAnswer;
      if (answer?.matched.length) {
        headers[keywordAnswerHeaders.matched] = encodeWordList(answer.matched);
      }
      if (answer?.unmatched.length) {
        headers[keywordAnswerHeaders.unmatched] = encodeWordList(answer.unmatched);
      }
      if (answer?.understood.length) {
        headers[keywordAnswerHeaders.understood] = encodeURIComponent(
          JSON.stringify(answer.understood),
        );
      }
      return { payload: page.items, headers };
    });
  });

  routeEndpoint(app, productEndpoints.facets, (request, reply) =>
    cachedAnswer(request, reply, async () => ({
      payload: await getProductFacets(contextOf(request), request.query),
    })),
  );

  routeEndpoint(app, productEndpoints.detail, (request, reply) =>
    cachedAnswer(request, reply, async () => ({
      payload: await getProductDetail(contextOf(request), request.params.id),
    })),
  );
};
