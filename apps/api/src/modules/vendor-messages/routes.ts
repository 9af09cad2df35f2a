import { vendorMessageEndpoints } from "@souq/contract/endpoints/vendor-messages";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { OperatorError } from "../../app-error.ts";
import type { Database } from "../../db/client.ts";
import { onlyFromThisMachine } from "../../http/made-on-this-machine.ts";
import { routeEndpoint } from "../../http/route-endpoint.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { getThread, listThreads, replyAsVendor, sendVendorMessage } from "./service.ts";

export interface VendorMessageRouteOptions {
  db: Database;
  mailer: Mailer;
  storefrontUrl: string;
}

const noStore = (reply: FastifyReply) => reply.header("Cache-Control", "private, no-store");

/** The signed-in shopper's messages to this marketplace's vendors. */
export const vendorMessageRoutes: FastifyPluginAsync<VendorMessageRouteOptions> = async (
  app,
  options,
) => {
  const { db } = options;
  const context = (request: FastifyRequest, companyId: number) => ({
    db,
    companyId,
    userId: sessionOf(request).userId,
    locale: request.locale,
  });

  routeEndpoint(app, vendorMessageEndpoints.send, async (request, reply) => {
    noStore(reply);
    const answer = await sendVendorMessage(
      { ...context(request, request.params.company), ...options, ip: request.ip },
      request.body,
    );
    return reply.code(201).send(answer);
  });

  routeEndpoint(app, vendorMessageEndpoints.list, async (request, reply) => {
    noStore(reply);
    return listThreads(context(request, request.params.company), request.query.page);
  });

  routeEndpoint(app, vendorMessageEndpoints.detail, async (request, reply) => {
    noStore(reply);
    return {
      data: await getThread(context(request, request.params.company), request.params.id),
    };
  });
};

/**
 * Development and end-to-end tests only (OPERATOR_ROUTE=true): the operator's reply through the
 * running API, for an embedded database that only the API's process may open.
 */
export const vendorReplyRoutes: FastifyPluginAsync<VendorMessageRouteOptions> = async (
  app,
  options,
) => {
  routeEndpoint(
    app,
    vendorMessageEndpoints.reply,
    { onRequest: onlyFromThisMachine },
    async (request, reply) => {
      noStore(reply);
      try {
        const written = await replyAsVendor(options, request.body.thread, request.body.message);
        return {
          data: {
            thread: written.thread,
            message_id: written.messageId,
            message_count: written.messageCount,
          },
        };
      } catch (error) {
        if (!(error instanceof OperatorError)) throw error;
        const status = error.kind === "not_found" ? 404 : 422;
        return reply.code(status).send({ message: error.text, errors: {} });
      }
    },
  );
};
