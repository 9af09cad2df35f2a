import { systemEndpoints } from "@souq/contract/endpoints/system";
import type { FastifyPluginAsync } from "fastify";
import type { AfterAnswer } from "../../http/after-answer.ts";
import { onlyFromThisMachine } from "../../http/made-on-this-machine.ts";
import { routeEndpoint } from "../../http/route-endpoint.ts";
import { listOutbox } from "./service.ts";

/**
 * Development and end-to-end tests only: registered when MAIL_OUTBOX_ROUTE=true, and even then
 * it answers only a client on this machine, since the messages hold working reset links. It
 * waits for the emails of requests already answered, so a client reads what its last call sent.
 */
export const mailOutboxRoutes: FastifyPluginAsync<{
  outboxDir: string;
  afterAnswer: AfterAnswer;
}> = async (app, { outboxDir, afterAnswer }) => {
  routeEndpoint(
    app,
    systemEndpoints.mailOutbox,
    { onRequest: onlyFromThisMachine },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      await afterAnswer.settled();
      return listOutbox(outboxDir, request.query.to);
    },
  );
};
