import { deliveryEstimateQuery, deliveryEstimateResponse } from "../delivery.ts";
import { endpoint, errorResponses } from "../endpoint.ts";
import { companyParams } from "../params.ts";

/** When products would arrive (ADR 52). */
export const deliveryEndpoints = {
  estimate: endpoint({
    host: "marketplace",
    method: "GET",
    path: "/:company/api/marketplace/delivery-estimate",
    params: companyParams,
    query: deliveryEstimateQuery,
    responses: { 200: deliveryEstimateResponse, ...errorResponses(400, 401, 404) },
    session: "optional",
    tag: "Delivery",
    summary: "When products ordered now would arrive, for each delivery option",
    description:
      "The dates of the slowest of the products' vendors, from each vendor's handling days, the " +
      "courier's days to the city's zone and the marketplace's working days (Fridays and public " +
      "holidays closed; orders after the cut-off hour count from the next working day, " +
      "Asia/Riyadh). The city is the signed-in shopper's default address, else the marketplace's " +
      "default city (`city_source`). Products of other marketplaces are left out; when none is " +
      "left the answer is 404. Answered `private, no-store`: it is the shopper's and today's.",
  }),
};
