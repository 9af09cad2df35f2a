import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../app-error.ts";

export interface TenantPluginOptions {
  /** Whether the marketplace (company) exists. */
  companyExists(companyId: number): Promise<boolean>;
}

/**
 * Marketplace calls carry the company in their path; this hook answers 404 for a company that
 * does not exist before any handler runs. Register it inside the scope of the marketplace routes.
 */
export const tenantPlugin = fp<TenantPluginOptions>(
  async (app: FastifyInstance, { companyExists }) => {
    app.addHook("preHandler", async (request) => {
      const company = (request.params as { company?: unknown } | undefined)?.company;
      if (typeof company === "number" && !(await companyExists(company))) {
        throw new AppError("not_found", "company_not_found");
      }
    });
  },
  { name: "tenant" },
);
