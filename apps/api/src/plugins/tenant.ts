import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { LRUCache } from "lru-cache";
import { AppError } from "../app-error.ts";

export interface TenantPluginOptions {
  /** Whether the marketplace (company) exists. */
  companyExists(companyId: number): Promise<boolean>;
}

/**
 * Marketplace calls carry the company in their path; this hook answers 404 for a company that
 * does not exist before any handler runs. Register it inside the scope of the marketplace routes.
 * A marketplace found is remembered (no call removes one), so a call whose answer is at hand asks
 * the database nothing (ADR 57); one not found is asked about again each time, since it may be
 * made (the seed), and the memory is bounded.
 */
export const tenantPlugin = fp<TenantPluginOptions>(
  async (app: FastifyInstance, { companyExists }) => {
    const known = new LRUCache<number, true>({ max: 1_000 });
    app.addHook("preHandler", async (request) => {
      const company = (request.params as { company?: unknown } | undefined)?.company;
      if (typeof company !== "number" || known.has(company)) return;
      if (!(await companyExists(company))) throw new AppError("not_found", "company_not_found");
      known.set(company, true);
    });
  },
  { name: "tenant" },
);
