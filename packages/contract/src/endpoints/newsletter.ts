import { messageResponse, newsletterRequest } from "../auth.ts";
import { endpoint, errorResponses } from "../endpoint.ts";
import { companyParams } from "../params.ts";

export const newsletterEndpoints = {
  subscribe: endpoint({
    host: "marketplace",
    method: "POST",
    path: "/:company/api/marketplace/newsletter",
    params: companyParams,
    body: newsletterRequest,
    responses: { 200: messageResponse, 201: messageResponse, ...errorResponses(400, 404, 422) },
    session: "none",
    tag: "Newsletter",
    summary: "Sign up for the marketplace's newsletter",
    description: "201 the first time; 200 with the same message when already signed up.",
  }),
};
