import { vendorEndpoints } from "@souq/contract/endpoints/vendors";
import type { FastifyPluginAsync } from "fastify";
import type { Database } from "../../db/client.ts";
import { routeEndpoint } from "../../http/route-endpoint.ts";
import { getVendor, listVendors } from "./service.ts";

export interface VendorRouteOptions {
  db: Database;
  publicUrl: string;
}

export const vendorRoutes: FastifyPluginAsync<VendorRouteOptions> = async (
  app,
  { db, publicUrl },
) => {
  routeEndpoint(app, vendorEndpoints.list, (request) =>
    listVendors(
      { db, companyId: request.params.company, locale: request.locale, publicUrl },
      request.query,
    ),
  );

  routeEndpoint(app, vendorEndpoints.detail, (request) =>
    getVendor(
      { db, companyId: request.params.company, locale: request.locale, publicUrl },
      request.params.id,
    ),
  );
};
