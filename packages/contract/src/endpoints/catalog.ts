import { categoriesResponse, homePage } from "../catalog.ts";
import { endpoint, errorResponses } from "../endpoint.ts";
import { companyParams } from "../params.ts";

/** The category tree and the home page's lists. */
export const catalogEndpoints = {
  categories: endpoint({
    host: "marketplace",
    method: "GET",
    path: "/:company/api/marketplace/categories",
    params: companyParams,
    responses: { 200: categoriesResponse, ...errorResponses(400, 404) },
    session: "none",
    tag: "Catalog",
    summary: "The category tree, with product counts",
  }),

  homePage: endpoint({
    host: "marketplace",
    method: "GET",
    path: "/:company/api/marketplace/home-page",
    params: companyParams,
    responses: { 200: homePage, ...errorResponses(400, 404) },
    session: "none",
    tag: "Catalog",
    summary: "New arrivals, recommended items, popular categories and vendors",
  }),
};
