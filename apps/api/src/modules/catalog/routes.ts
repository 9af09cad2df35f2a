import { categoriesResponse, homePage } from "@souq/contract/catalog";
import { errorBody } from "@souq/contract/errors";
import { companyParams } from "@souq/contract/params";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client.ts";
import { getCategories, getHomePage } from "./service.ts";

export interface CatalogRouteOptions {
  db: Database;
  publicUrl: string;
}

const tags = ["Catalog"];
const errors = { 400: errorBody, 404: errorBody };

export const catalogRoutes: FastifyPluginAsyncZod<CatalogRouteOptions> = async (
  app,
  { db, publicUrl },
) => {
  app.get(
    "/:company/api/marketplace/categories",
    {
      schema: {
        tags,
        summary: "The category tree, with product counts",
        params: companyParams,
        response: { 200: categoriesResponse, ...errors },
      },
    },
    (request) =>
      getCategories({ db, companyId: request.params.company, locale: request.locale, publicUrl }),
  );

  app.get(
    "/:company/api/marketplace/home-page",
    {
      schema: {
        tags,
        summary: "New arrivals, recommended items, popular categories and vendors",
        params: companyParams,
        response: { 200: homePage, ...errors },
      },
    },
    (request) =>
      getHomePage({ db, companyId: request.params.company, locale: request.locale, publicUrl }),
  );
};
