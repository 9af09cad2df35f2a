import { systemEndpoints } from "@souq/contract/endpoints/system";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { AppError } from "../../app-error.ts";
import { routeEndpoint } from "../../http/route-endpoint.ts";
import { isLoopback } from "../../net/client-network.ts";
import { listOutbox } from "./service.ts";

/** Headers a proxy adds: a request that came through one did not start on this machine. */
const proxyHeaders = ["x-forwarded-for", "forwarded", "x-real-ip"];

/** Whether the request was made on this machine itself, not through a proxy running on it. */
function madeOnThisMachine(request: FastifyRequest): boolean {
  return (
    isLoopback(request.socket.remoteAddress ?? "") &&
    proxyHeaders.every((name) => request.headers[name] === undefined)
  );
}

/**
 * Development and end-to-end tests only: registered when MAIL_OUTBOX_ROUTE=true, and even then
 * it answers only a client on this machine, since the messages hold working reset links.
 */
export const mailOutboxRoutes: FastifyPluginAsync<{ outboxDir: string }> = async (
  app,
  { outboxDir },
) => {
  routeEndpoint(
    app,
    systemEndpoints.mailOutbox,
    {
      onRequest: async (request) => {
        if (!madeOnThisMachine(request)) throw new AppError("not_found", "not_found");
      },
    },
    async (_request, reply) => {
      reply.header("Cache-Control", "no-store");
      return listOutbox(outboxDir);
    },
  );
};
