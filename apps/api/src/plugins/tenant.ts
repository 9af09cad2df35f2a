import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Database } from "../db/client.ts";
import { requireCompany } from "../modules/companies/service.ts";

/**
 * Marketplace calls carry the company in their path; this hook answers 404 for a company that
 * does not exist before any handler runs. Register it inside the scope of the marketplace routes.
 */
export const tenantPlugin = fp<{ db: Database }>(
  async (app: FastifyInstance, { db }) => {
    app.addHook("preHandler", async (request) => {
      const company = (request.params as { company?: unknown } | undefined)?.company;
      if (typeof company === "number") await requireCompany(db, company);
    });
  },
  { name: "tenant" },
);
