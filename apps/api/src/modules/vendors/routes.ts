import {
  vendorListQuery,
  vendorListResponse,
  vendorParams,
  vendorResponse,
} from "@souq/contract/catalog";
import { errorBody } from "@souq/contract/errors";
import { companyParams } from "@souq/contract/params";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client.ts";
import { getVendor, listVendors } from "./service.ts";

export interface VendorRouteOptions {
  db: Database;
  publicUrl: string;
}

const tags = ["Catalog"];
const errors = { 400: errorBody, 404: errorBody };

export const vendorRoutes: FastifyPluginAsyncZod<VendorRouteOptions> = async (
  app,
  { db, publicUrl },
) => {
  app.get(
    "/:company/api/marketplace/vendors",
    {
      schema: {
        tags,
        summary: "The marketplace's vendors, best rated first, paged",
        description:
          "Ordered by rating (the average of every review of the vendor's products), then by name " +
          "in the request's language. A vendor's products come from the products call with " +
          "`vendor_id`.",
        params: companyParams,
        querystring: vendorListQuery,
        response: { 200: vendorListResponse, ...errors },
      },
    },
    (request) =>
      listVendors(
        { db, companyId: request.params.company, locale: request.locale, publicUrl },
        request.query,
      ),
  );

  app.get(
    "/:company/api/marketplace/vendors/:id",
    {
      schema: {
        tags,
        summary: "One vendor's store front: name, rating, review count, colour and joining date",
        description: "Another marketplace's vendor answers 404.",
        params: vendorParams,
        response: { 200: vendorResponse, ...errors },
      },
    },
    (request) =>
      getVendor(
        { db, companyId: request.params.company, locale: request.locale, publicUrl },
        request.params.id,
      ),
  );
};
