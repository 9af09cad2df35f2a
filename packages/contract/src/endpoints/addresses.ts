import {
  addressChangeResponse,
  addressListResponse,
  addressParams,
  addressRequest,
} from "../addresses.ts";
import { endpoint, errorResponses } from "../endpoint.ts";
import { companyParams } from "../params.ts";

/** The signed-in shopper's address book in one marketplace (spec §7). */
export const addressEndpoints = {
  list: endpoint({
    host: "marketplace",
    method: "GET",
    path: "/:company/api/marketplace/addresses",
    params: companyParams,
    responses: { 200: addressListResponse, ...errorResponses(400, 401, 404) },
    session: "required",
    tag: "Addresses",
    summary: "The shopper's addresses, the default one first",
    description:
      "Only the signed-in shopper's own addresses in this marketplace, the default first and then the newest. Phones are answered in E.164, countries by their name in the request's language.",
  }),

  create: endpoint({
    host: "marketplace",
    method: "POST",
    path: "/:company/api/marketplace/addresses",
    params: companyParams,
    body: addressRequest,
    responses: { 201: addressChangeResponse, ...errorResponses(400, 401, 404, 422) },
    session: "required",
    tag: "Addresses",
    summary: "Add an address (the shopper's first becomes the default)",
    description:
      "Answers 'Address created successfully' and the address. A shopper keeps at most 20 addresses in a marketplace; one more answers 422. The phone must be a Saudi mobile or a Gulf number (see the request's `phone`).",
  }),

  update: endpoint({
    host: "marketplace",
    method: "PUT",
    path: "/:company/api/marketplace/addresses/:id",
    params: addressParams,
    body: addressRequest,
    responses: { 200: addressChangeResponse, ...errorResponses(400, 401, 404, 422) },
    session: "required",
    tag: "Addresses",
    summary: "Change one of the shopper's addresses (`POST …?_method=put` as the spec sends it)",
    description:
      "Answers 'Address updated successfully' and the address; its default mark stays. Another shopper's address answers 404.",
  }),

  remove: endpoint({
    host: "marketplace",
    method: "DELETE",
    path: "/:company/api/marketplace/addresses/:id",
    params: addressParams,
    responses: { 200: addressChangeResponse, ...errorResponses(400, 401, 404) },
    session: "required",
    tag: "Addresses",
    summary: "Delete one of the shopper's addresses",
    description:
      "Answers 'Address deleted successfully'. When the default is deleted, the newest other address becomes the default. Another shopper's address answers 404.",
  }),

  setDefault: endpoint({
    host: "marketplace",
    method: "GET",
    path: "/:company/api/marketplace/address-set-default/:id",
    params: addressParams,
    responses: { 200: addressChangeResponse, ...errorResponses(400, 401, 404) },
    session: "required",
    tag: "Addresses",
    summary: "Make one of the shopper's addresses the default",
    description:
      "Answers 'Set to default address successfully' and the address; every other address of the shopper stops being the default. Another shopper's address answers 404.",
  }),
};
