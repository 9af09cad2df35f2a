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
  }),
};
