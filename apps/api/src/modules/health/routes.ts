import { systemEndpoints } from "@souq/contract/endpoints/system";
import type { FastifyPluginAsync } from "fastify";
import type { DatabaseHandle } from "../../db/client.ts";
import { routeEndpoint } from "../../http/route-endpoint.ts";
import { translate } from "../../i18n/messages.ts";

/** The error plugin answers a 503 with the translated "unavailable" message. */
function unavailable(): Error {
  return Object.assign(new Error("not ready"), { statusCode: 503 });
}

/**
 * /health (alive): 200 while the database answers, 503 when it does not.
 * /ready: the same, and 503 too once the process is stopping, so balancers send nothing new.
 */
export const healthRoutes: FastifyPluginAsync<{
  database: DatabaseHandle;
  isStopping: () => boolean;
}> = async (app, { database, isStopping }) => {
  const answerIfDatabaseAnswers = async (reply: {
    header(name: string, value: string): unknown;
  }) => {
    try {
      await database.exec("select 1");
    } catch {
      throw unavailable();
    }
    reply.header("Cache-Control", "no-store");
    return { status: "ok" as const, database: database.kind };
  };
  routeEndpoint(app, systemEndpoints.health, async (_request, reply) => {
    return answerIfDatabaseAnswers(reply);
  });
  routeEndpoint(app, systemEndpoints.ready, async (request, reply) => {
    // Expected while the process drains (its balancer is told to send nothing new): not an error.
    if (isStopping()) {
      request.log.info("not ready: stopping");
      return reply
        .code(503)
        .header("Cache-Control", "no-store")
        .send({ message: translate(request.locale, "unavailable") });
    }
    return answerIfDatabaseAnswers(reply);
  });
};
