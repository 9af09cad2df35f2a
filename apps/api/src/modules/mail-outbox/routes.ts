import { mailOutboxResponse } from "@souq/contract/mail-outbox";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../app-error.ts";
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
export const mailOutboxRoutes: FastifyPluginAsyncZod<{ outboxDir: string }> = async (
  app,
  { outboxDir },
) => {
  app.get(
    "/api/dev/mail-outbox",
    {
      onRequest: async (request) => {
        if (!madeOnThisMachine(request)) throw new AppError("not_found", "not_found");
      },
      schema: {
        tags: ["Development"],
        summary: "The latest 20 emails the API wrote to its outbox, newest first",
        description:
          "Only served when MAIL_OUTBOX_ROUTE=true (development and end-to-end tests), and only " +
          "to a client on the API's own machine that did not come through a proxy: the messages " +
          "contain working password-reset links. Anyone else gets 404.",
        response: { 200: mailOutboxResponse },
      },
    },
    async (_request, reply) => {
      reply.header("Cache-Control", "no-store");
      return listOutbox(outboxDir);
    },
  );
};
