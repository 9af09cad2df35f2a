import { reviewEndpoints } from "@souq/contract/endpoints/reviews";
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../../db/client.ts";
import { routeEndpoint } from "../../http/route-endpoint.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { createReview, listReviews } from "./service.ts";

export const reviewRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  routeEndpoint(app, reviewEndpoints.list, async (request, reply) => {
    reply.header("Cache-Control", "private, no-store");
    return listReviews(
      {
        db,
        companyId: request.params.company,
        locale: request.locale,
        userId: request.session?.userId ?? null,
      },
      request.params.id,
      request.query,
    );
  });

  routeEndpoint(app, reviewEndpoints.create, async (request, reply) => {
    const answer = await createReview(
      {
        db,
        companyId: request.params.company,
        locale: request.locale,
        userId: sessionOf(request).userId,
        ip: request.ip,
      },
      request.params.id,
      request.body,
    );
    return reply.code(201).send(answer);
  });
};
