import { systemEndpoints } from "@souq/contract/endpoints/system";
import type { FastifyPluginAsync } from "fastify";
import { AppError } from "../../app-error.ts";
import type { DatabaseHandle } from "../../db/client.ts";
import { routeEndpoint } from "../../http/route-endpoint.ts";

/** 200 while the database answers, 503 when it does not. */
export const healthRoutes: FastifyPluginAsync<{ database: DatabaseHandle }> = async (
  app,
  { database },
) => {
  routeEndpoint(app, systemEndpoints.health, async (_request, reply) => {
    try {
      await database.exec("select 1");
    } catch {
      throw Object.assign(new AppError("invalid", "unavailable"), { statusCode: 503 });
    }
    reply.header("Cache-Control", "no-store");
    return { status: "ok" as const, database: database.kind };
  });
};
