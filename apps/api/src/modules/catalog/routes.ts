import { catalogEndpoints } from "@souq/contract/endpoints/catalog";
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../../db/client.ts";
import { routeEndpoint } from "../../http/route-endpoint.ts";
import { getCategories, getHomePage } from "./service.ts";

export interface CatalogRouteOptions {
  db: Database;
  publicUrl: string;
}

export const catalogRoutes: FastifyPluginAsync<CatalogRouteOptions> = async (
  app,
  { db, publicUrl },
) => {
  routeEndpoint(app, catalogEndpoints.categories, (request) =>
    getCategories({ db, companyId: request.params.company, locale: request.locale, publicUrl }),
  );

  routeEndpoint(app, catalogEndpoints.homePage, (request) =>
    getHomePage({ db, companyId: request.params.company, locale: request.locale, publicUrl }),
  );
};
