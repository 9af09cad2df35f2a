import { orderEndpoints } from "@souq/contract/endpoints/orders";
import { paymentEndpoints } from "@souq/contract/endpoints/payments";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import { routeEndpoint } from "../../http/route-endpoint.ts";
import { translate } from "../../i18n/messages.ts";
import { sessionOf } from "../../plugins/auth.ts";
import type { SandboxProvider } from "./sandbox/provider.ts";
import type { CardPayments } from "./service.ts";

const noStore = (reply: FastifyReply) => reply.header("Cache-Control", "private, no-store");

const statusMessages = {
  pending: "payment_status_message_pending",
  paid: "payment_status_message_paid",
  failed: "payment_status_message_failed",
  refunded: "payment_status_message_refunded",
  expired: "payment_hold_expired",
  due_on_delivery: "order_placed",
} as const;

/** A shopper's card payments, under one marketplace: a new attempt, and confirming a return. */
export const paymentRoutes: FastifyPluginAsync<{ payments: CardPayments }> = async (
  app,
  { payments },
) => {
  const owner = (request: Parameters<typeof sessionOf>[0], companyId: number) => ({
    companyId,
    userId: sessionOf(request).userId,
  });

  routeEndpoint(app, orderEndpoints.retryPayment, async (request, reply) => {
    noStore(reply);
    const attempt = await payments.retry(
      owner(request, request.params.company),
      request.params.id,
      request.locale,
    );
    return reply
      .code(201)
      .send({ message: translate(request.locale, "payment_started"), payment: attempt });
  });

  routeEndpoint(app, paymentEndpoints.confirm, async (request, reply) => {
    noStore(reply);
    const payment = await payments.confirm(
      owner(request, request.params.company),
      request.params.paymentId,
    );
    return { message: translate(request.locale, statusMessages[payment.status]), data: payment };
  });
};

/**
 * Providers' notifications, on the API host without a company. The body is read as bytes and
 * left as it came, since a signature is computed over exactly those bytes.
 */
export const paymentWebhookRoutes: FastifyPluginAsync<{ payments: CardPayments }> = async (
  app,
  { payments },
) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    "*",
    { parseAs: "buffer", bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, body),
  );
  routeEndpoint(app, paymentEndpoints.webhook, async (request, reply) => {
    noStore(reply);
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    await payments.webhook(request.params.provider, request.headers, raw);
    return { received: true as const };
  });
};

/** The sandbox provider's own calls, for its hosted page (no bearer: the token is the key). */
export const sandboxRoutes: FastifyPluginAsync<{ sandbox: SandboxProvider }> = async (
  app,
  { sandbox },
) => {
  routeEndpoint(app, paymentEndpoints.sandboxShow, async (request, reply) => {
    noStore(reply);
    const payment = await sandbox.show(request.params.token);
    if (!payment) {
      return reply.code(404).send({ message: translate(request.locale, "not_found") });
    }
    return payment;
  });

  routeEndpoint(app, paymentEndpoints.sandboxCard, async (request, reply) => {
    noStore(reply);
    return sandbox.presentCard(request.params.token, request.body);
  });

  routeEndpoint(app, paymentEndpoints.sandboxAuthenticate, async (request, reply) => {
    noStore(reply);
    return sandbox.authenticate(request.params.token);
  });

  routeEndpoint(app, paymentEndpoints.sandboxCancel, async (request, reply) => {
    noStore(reply);
    return sandbox.cancel(request.params.token);
  });
};
