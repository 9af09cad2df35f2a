import { addressEndpoints } from "@souq/contract/endpoints/addresses";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../../db/client.ts";
import { routeEndpoint } from "../../http/route-endpoint.ts";
import { sessionOf } from "../../plugins/auth.ts";
import {
  type AddressesContext,
  changeAddress,
  createAddress,
  listAddresses,
  removeAddress,
  setDefaultAddress,
} from "./service.ts";

export const addressRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const shopperContext = (request: FastifyRequest, companyId: number): AddressesContext => ({
    db,
    companyId,
    userId: sessionOf(request).userId,
    locale: request.locale,
  });
  const noStore = (reply: FastifyReply) => reply.header("Cache-Control", "private, no-store");

  routeEndpoint(app, addressEndpoints.list, async (request, reply) => {
    noStore(reply);
    return listAddresses(shopperContext(request, request.params.company));
  });

  routeEndpoint(app, addressEndpoints.create, async (request, reply) => {
    noStore(reply);
    const answer = await createAddress(
      shopperContext(request, request.params.company),
      request.body,
    );
    return reply.code(201).send(answer);
  });

  routeEndpoint(app, addressEndpoints.update, async (request, reply) => {
    noStore(reply);
    return changeAddress(
      shopperContext(request, request.params.company),
      request.params.id,
      request.body,
    );
  });

  routeEndpoint(app, addressEndpoints.remove, async (request, reply) => {
    noStore(reply);
    return removeAddress(shopperContext(request, request.params.company), request.params.id);
  });

  routeEndpoint(app, addressEndpoints.setDefault, async (request, reply) => {
    noStore(reply);
    return setDefaultAddress(shopperContext(request, request.params.company), request.params.id);
  });
};
