import { vendorDeskEndpoints } from "@souq/contract/endpoints/vendor-desk";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { routeEndpoint } from "../../http/route-endpoint.ts";
import { sessionOf } from "../../plugins/auth.ts";
import {
  type DeskCaller,
  type DeskOptions,
  deskAdvance,
  deskChangeProduct,
  deskConversation,
  deskConversations,
  deskProduct,
  deskProductPreview,
  deskProducts,
  deskReply,
  deskSaveProduct,
  deskShipment,
  deskShipments,
  deskSummary,
  deskUploadPicture,
  limitDeskUse,
} from "./service.ts";

// Vendor pages are the staff's own: never kept by a cache, never indexed.
const privateAnswer = (reply: FastifyReply) =>
  reply.header("Cache-Control", "private, no-store").header("X-Robots-Tag", "noindex");

/**
 * A vendor's desk under `/{company}/api/vendor/` (ADR 47). Every call's declaration makes it a
 * staff call (`requireSession`, then `requireVendorStaff`: a shopper's token answers 403), and
 * each is counted against its account's reads or writes before anything else is done.
 */
export const vendorDeskRoutes: FastifyPluginAsync<DeskOptions> = async (app, options) => {
  const callerOf = (request: FastifyRequest): DeskCaller => {
    const session = sessionOf(request);
    if (session.vendorId === null) throw new Error("requireVendorStaff did not run");
    return {
      userId: session.userId,
      companyId: session.companyId,
      vendorId: session.vendorId,
      locale: request.locale,
    };
  };
  const reads = {
    onRequest: async (request: FastifyRequest) => limitDeskUse(options, callerOf(request), "read"),
  };
  const writes = {
    onRequest: async (request: FastifyRequest) => limitDeskUse(options, callerOf(request), "write"),
  };

  routeEndpoint(app, vendorDeskEndpoints.summary, reads, async (request, reply) => {
    privateAnswer(reply);
    return { data: await deskSummary(options, callerOf(request)) };
  });

  routeEndpoint(app, vendorDeskEndpoints.shipments, reads, async (request, reply) => {
    privateAnswer(reply);
    return deskShipments(options, callerOf(request), request.query);
  });

  routeEndpoint(app, vendorDeskEndpoints.shipment, reads, async (request, reply) => {
    privateAnswer(reply);
    return { data: await deskShipment(options, callerOf(request), request.params.id) };
  });

  routeEndpoint(app, vendorDeskEndpoints.advanceShipment, writes, async (request, reply) => {
    privateAnswer(reply);
    return deskAdvance(options, callerOf(request), request.params.id, request.body);
  });

  routeEndpoint(app, vendorDeskEndpoints.products, reads, async (request, reply) => {
    privateAnswer(reply);
    return deskProducts(options, callerOf(request), request.query);
  });

  routeEndpoint(app, vendorDeskEndpoints.updateProduct, writes, async (request, reply) => {
    privateAnswer(reply);
    return deskChangeProduct(options, callerOf(request), request.params.id, request.body);
  });

  routeEndpoint(app, vendorDeskEndpoints.product, reads, async (request, reply) => {
    privateAnswer(reply);
    return { data: await deskProduct(options, callerOf(request), request.params.id) };
  });

  routeEndpoint(app, vendorDeskEndpoints.productPreview, reads, async (request, reply) => {
    privateAnswer(reply);
    return deskProductPreview(options, callerOf(request), request.params.id);
  });

  routeEndpoint(app, vendorDeskEndpoints.createProduct, writes, async (request, reply) => {
    privateAnswer(reply);
    const answer = await deskSaveProduct(options, callerOf(request), null, request.body);
    return reply.code(201).send(answer);
  });

  routeEndpoint(app, vendorDeskEndpoints.replaceProduct, writes, async (request, reply) => {
    privateAnswer(reply);
    return deskSaveProduct(options, callerOf(request), request.params.id, request.body);
  });

  routeEndpoint(app, vendorDeskEndpoints.uploadProductPicture, writes, async (request, reply) => {
    privateAnswer(reply);
    const answer = await deskUploadPicture(options, callerOf(request), request.body.picture);
    return reply.code(201).send(answer);
  });

  routeEndpoint(app, vendorDeskEndpoints.conversations, reads, async (request, reply) => {
    privateAnswer(reply);
    return deskConversations(options, callerOf(request), request.query.page);
  });

  routeEndpoint(app, vendorDeskEndpoints.conversation, reads, async (request, reply) => {
    privateAnswer(reply);
    return { data: await deskConversation(options, callerOf(request), request.params.id) };
  });

  routeEndpoint(app, vendorDeskEndpoints.replyToConversation, writes, async (request, reply) => {
    privateAnswer(reply);
    const answer = await deskReply(
      options,
      callerOf(request),
      request.params.id,
      request.body.message,
    );
    return reply.code(201).send(answer);
  });
};
