import { systemEndpoints } from "@souq/contract/endpoints/system";
import type { FastifyPluginAsync } from "fastify";
import { onlyFromThisMachine } from "../../http/made-on-this-machine.ts";
import { routeEndpoint } from "../../http/route-endpoint.ts";
import { listOutbox } from "./service.ts";

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
    { onRequest: onlyFromThisMachine },
    async (_request, reply) => {
      reply.header("Cache-Control", "no-store");
      return listOutbox(outboxDir);
    },
  );
};
