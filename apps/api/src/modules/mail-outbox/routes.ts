import { mailOutboxResponse } from "@souq/contract/mail-outbox";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { listOutbox } from "./service.ts";

/** Development and end-to-end tests only: registered when MAIL_OUTBOX_ROUTE=true. */
export const mailOutboxRoutes: FastifyPluginAsyncZod<{ outboxDir: string }> = async (
  app,
  { outboxDir },
) => {
  app.get(
    "/api/dev/mail-outbox",
    {
      schema: {
        tags: ["Development"],
        summary: "The latest 20 emails the API wrote to its outbox, newest first",
        description:
          "Only served when MAIL_OUTBOX_ROUTE=true (development and end-to-end tests): the messages " +
          "contain working password-reset links.",
        response: { 200: mailOutboxResponse },
      },
    },
    async (_request, reply) => {
      reply.header("Cache-Control", "no-store");
      return listOutbox(outboxDir);
    },
  );
};
