import { contactEndpoints } from "@souq/contract/endpoints/contact";
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../../db/client.ts";
import { routeEndpoint } from "../../http/route-endpoint.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { sendContactMessage } from "./service.ts";

export const contactRoutes: FastifyPluginAsync<{
  db: Database;
  mailer: Mailer;
  contactEmail: string;
}> = async (app, { db, mailer, contactEmail }) => {
  routeEndpoint(app, contactEndpoints.send, async (request, reply) => {
    const answer = await sendContactMessage(
      {
        db,
        mailer,
        contactEmail,
        companyId: request.params.company,
        locale: request.locale,
        ip: request.ip,
      },
      request.body,
    );
    return reply.code(201).send(answer);
  });
};
