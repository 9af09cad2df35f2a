import { vendorListQuery, vendorListResponse, vendorParams, vendorResponse } from "../catalog.ts";
import { endpoint, errorResponses } from "../endpoint.ts";
import { companyParams } from "../params.ts";

/** The marketplace's vendors and one vendor's store front. */
export const vendorEndpoints = {
  list: endpoint({
    host: "marketplace",
    method: "GET",
    path: "/:company/api/marketplace/vendors",
    params: companyParams,
    query: vendorListQuery,
    responses: { 200: vendorListResponse, ...errorResponses(400, 404) },
    session: "none",
    tag: "Catalog",
    summary: "The marketplace's vendors, best rated first, paged",
    description:
      "Ordered by rating (the average of every review of the vendor's products), then by name " +
      "in the request's language. A vendor's products come from the products call with " +
      "`vendor_id`.",
  }),

  detail: endpoint({
    host: "marketplace",
    method: "GET",
    path: "/:company/api/marketplace/vendors/:id",
    params: vendorParams,
    responses: { 200: vendorResponse, ...errorResponses(400, 404) },
    session: "none",
    tag: "Catalog",
    summary: "One vendor's store front: name, rating, review count, colour and joining date",
    description: "Another marketplace's vendor answers 404.",
  }),
};
