import { deliveryEndpoints } from "@souq/contract/endpoints/delivery";
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../../db/client.ts";
import { routeEndpoint } from "../../http/route-endpoint.ts";
import { estimateDelivery } from "./service.ts";

/** Delivery dates, under one marketplace; `clock` is the time orders are placed at. */
export const deliveryRoutes: FastifyPluginAsync<{ db: Database; clock: () => Date }> = async (
  app,
  { db, clock },
) => {
  routeEndpoint(app, deliveryEndpoints.estimate, async (request, reply) => {
    // The shopper's own city, and today's dates: kept by nobody.
    reply.header("Cache-Control", "private, no-store");
    return estimateDelivery(
      {
        db,
        companyId: request.params.company,
        userId: request.session?.userId ?? null,
        locale: request.locale,
        now: clock(),
      },
      request.query.product_ids,
    );
  });
};
