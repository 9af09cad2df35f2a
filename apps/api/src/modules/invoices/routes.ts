import { invoiceEndpoints } from "@souq/contract/endpoints/invoices";
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../../db/client.ts";
import { routeEndpoint } from "../../http/route-endpoint.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { listOrderInvoices } from "./service.ts";

/** The shopper's tax invoices of one order, under one marketplace. */
export const invoiceRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  routeEndpoint(app, invoiceEndpoints.list, async (request, reply) => {
    reply.header("Cache-Control", "private, no-store");
    return listOrderInvoices(
      { db, companyId: request.params.company, userId: sessionOf(request).userId },
      request.params.id,
    );
  });
};
