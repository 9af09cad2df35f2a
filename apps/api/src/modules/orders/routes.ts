import { orderEndpoints } from "@souq/contract/endpoints/orders";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { OperatorError } from "../../app-error.ts";
import type { Database } from "../../db/client.ts";
import { onlyFromThisMachine } from "../../http/made-on-this-machine.ts";
import { routeEndpoint } from "../../http/route-endpoint.ts";
import { translate } from "../../i18n/messages.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { sessionOf } from "../../plugins/auth.ts";
import type { OrderInvoices } from "./order-invoices.ts";
import type { OrderPayments } from "./order-payments.ts";
import {
  advanceShipment,
  buyAgain,
  cancelOrder,
  checkoutSummary,
  getOrder,
  listOrders,
  minimumOrder,
  placeOrder,
  trackOrder,
} from "./service.ts";

export interface OrderRouteOptions {
  db: Database;
  publicUrl: string;
  storefrontUrl: string;
  mailer: Mailer;
  /** Halalas: checkout refuses items that come to less. */
  minOrderPrice: number;
  payments: OrderPayments;
  invoices: OrderInvoices;
  /** The time delivery dates are counted from. */
  clock: () => Date;
}

const noStore = (reply: FastifyReply) => reply.header("Cache-Control", "private, no-store");

/** Checkout and the shopper's orders, under one marketplace. */
export const orderRoutes: FastifyPluginAsync<OrderRouteOptions> = async (app, options) => {
  const { db } = options;
  const context = (request: FastifyRequest, companyId: number) => ({
    db,
    companyId,
    userId: sessionOf(request).userId,
    locale: request.locale,
    payments: options.payments,
    invoices: options.invoices,
    publicUrl: options.publicUrl,
    clock: options.clock,
  });

  routeEndpoint(app, orderEndpoints.minimumOrder, async () => minimumOrder(options.minOrderPrice));

  routeEndpoint(app, orderEndpoints.checkoutSummary, async (request, reply) => {
    noStore(reply);
    const summary = await checkoutSummary(
      { ...context(request, request.params.company), ...options },
      request.query.delivery_option ?? "standard",
      request.query.address_id,
    );
    return { data: summary };
  });

  routeEndpoint(app, orderEndpoints.checkout, async (request, reply) => {
    noStore(reply);
    const { order, replayed, payment } = await placeOrder(
      { ...context(request, request.params.company), ...options },
      request.body,
      request.headers["idempotency-key"],
    );
    if (replayed) reply.header("Idempotent-Replayed", "true");
    return reply.code(replayed ? 200 : 201).send({
      message: translate(request.locale, "order_placed"),
      data: order,
      ...(payment ? { payment } : {}),
    });
  });

  routeEndpoint(app, orderEndpoints.list, async (request, reply) => {
    noStore(reply);
    return listOrders(context(request, request.params.company), request.query.page);
  });

  routeEndpoint(app, orderEndpoints.detail, async (request, reply) => {
    noStore(reply);
    return { data: await getOrder(context(request, request.params.company), request.params.id) };
  });

  routeEndpoint(app, orderEndpoints.buyAgain, async (request, reply) => {
    noStore(reply);
    return buyAgain(
      { ...context(request, request.params.company), clientIp: request.ip },
      request.params.id,
    );
  });

  routeEndpoint(app, orderEndpoints.cancel, async (request, reply) => {
    noStore(reply);
    const order = await cancelOrder(context(request, request.params.company), request.params.id);
    return { message: translate(request.locale, "order_cancelled"), data: order };
  });
};

/** Order tracking, on the auth host: the marketplace is the one the shopper's token is bound to. */
export const orderTrackingRoutes: FastifyPluginAsync<{
  db: Database;
  payments: OrderPayments;
  invoices: OrderInvoices;
  clock: () => Date;
}> = async (app, { db, payments, invoices, clock }) => {
  routeEndpoint(app, orderEndpoints.tracking, async (request, reply) => {
    noStore(reply);
    const session = sessionOf(request);
    return trackOrder(
      {
        db,
        companyId: session.companyId,
        userId: session.userId,
        locale: request.locale,
        payments,
        invoices,
        clock,
      },
      request.params.id,
    );
  });
};

/**
 * Development and end-to-end tests only (OPERATOR_ROUTE=true): the operator's step through the
 * running API, for an embedded database that only the API's process may open.
 */
export const operatorRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  routeEndpoint(
    app,
    orderEndpoints.advanceShipment,
    { onRequest: onlyFromThisMachine },
    async (request, reply) => {
      noStore(reply);
      try {
        const moved = await advanceShipment(db, request.body.order, request.body.vendor_id);
        return {
          data: {
            number: moved.number,
            vendor_id: moved.vendorId,
            step: moved.step,
            order_status: moved.orderStatus,
          },
        };
      } catch (error) {
        if (!(error instanceof OperatorError)) throw error;
        const status = error.kind === "not_found" ? 404 : 422;
        return reply.code(status).send({ message: error.text, errors: {} });
      }
    },
  );
};
