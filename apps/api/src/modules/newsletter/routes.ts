import { newsletterEndpoints } from "@souq/contract/endpoints/newsletter";
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../../db/client.ts";
import { routeEndpoint } from "../../http/route-endpoint.ts";
import { subscribe } from "./service.ts";

export const newsletterRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  routeEndpoint(app, newsletterEndpoints.subscribe, async (request, reply) => {
    const { created, message } = await subscribe(
      db,
      request.params.company,
      request.body.email,
      request.locale,
    );
    return reply.code(created ? 201 : 200).send({ message });
  });
};
