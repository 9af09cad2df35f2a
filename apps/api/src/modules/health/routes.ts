import { errorBody } from "@souq/contract/errors";
import { health } from "@souq/contract/health";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../app-error.ts";
import type { DatabaseHandle } from "../../db/client.ts";

/** 200 while the database answers, 503 when it does not. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (
  app,
  { database },
) => {
  app.get(
    "/health",
    {
      schema: {
        tags: ["System"],
        summary: "Whether the API and its database answer",
        response: { 200: health, 503: errorBody },
      },
    },
    async (_request, reply) => {
      try {
        await database.db.execute(sql`select 1`);
      } catch {
        throw Object.assign(new AppError("invalid", "unavailable"), { statusCode: 503 });
      }
      reply.header("Cache-Control", "no-store");
      return { status: "ok" as const, database: database.kind };
    },
  );
};
