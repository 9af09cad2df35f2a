import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { type Config, defaultContactEmail } from "./config.ts";
import type { DatabaseHandle } from "./db/client.ts";
import { type AfterAnswer, createAfterAnswer } from "./http/after-answer.ts";
import { AnswerCache, clearAnswersOnWrites } from "./http/answer-cache.ts";
import { runPeriodically } from "./http/periodic-job.ts";
import { createMailer, type Mailer } from "./mail/mailer.ts";
import { addressRoutes } from "./modules/addresses/routes.ts";
import { findSession } from "./modules/auth/public.ts";
import { authRoutes } from "./modules/auth/routes.ts";
import { blogRoutes } from "./modules/blog/routes.ts";
import { cartRoutes } from "./modules/cart/routes.ts";
import { catalogRoutes } from "./modules/catalog/routes.ts";
import { companyExists } from "./modules/companies/public.ts";
import { contactRoutes } from "./modules/contact/routes.ts";
import { deliveryRoutes } from "./modules/delivery/routes.ts";
import { healthRoutes } from "./modules/health/routes.ts";
import { orderInvoices } from "./modules/invoices/public.ts";
import { invoiceRoutes } from "./modules/invoices/routes.ts";
import { mailOutboxRoutes } from "./modules/mail-outbox/routes.ts";
import { newsletterRoutes } from "./modules/newsletter/routes.ts";
import { orderShowsPicture } from "./modules/orders/public.ts";
import { operatorRoutes, orderRoutes, orderTrackingRoutes } from "./modules/orders/routes.ts";
import {
  type CardPaymentProvider,
  CardPayments,
  chooseCardProvider,
  isSandbox,
  type SandboxNotification,
} from "./modules/payments/public.ts";
import { paymentRoutes, paymentWebhookRoutes, sandboxRoutes } from "./modules/payments/routes.ts";
import { refreshSaleMinPrices, sweepUnusedUploads } from "./modules/products/public.ts";
import { productRoutes } from "./modules/products/routes.ts";
import { reviewRoutes } from "./modules/reviews/routes.ts";
import { vendorDeskRoutes } from "./modules/vendor-desk/routes.ts";
import { vendorMessageRoutes, vendorReplyRoutes } from "./modules/vendor-messages/routes.ts";
import { vendorRoutes } from "./modules/vendors/routes.ts";
import { wishlistRoutes } from "./modules/wishlist/routes.ts";
import { clientNetwork, trustedProxyCheck } from "./net/client-network.ts";
import { authPlugin } from "./plugins/auth.ts";
import { backupRoutes } from "./plugins/backup.ts";
import { answerFrameworkError, errorsPlugin } from "./plugins/errors.ts";
import { formBodyPlugin } from "./plugins/form-body.ts";
import { formLimits } from "./plugins/form-fields.ts";
import { localePlugin } from "./plugins/locale.ts";
import { loggerOptions } from "./plugins/log-redaction.ts";
import { mediaPlugin } from "./plugins/media.ts";
import { applyMethodOverride } from "./plugins/method-override.ts";
import { metricsPlugin } from "./plugins/metrics.ts";
import { openApiPlugin } from "./plugins/openapi.ts";
import { refuseInvalidCharactersPlugin } from "./plugins/refuse-invalid-characters.ts";
import { securityHeadersPlugin } from "./plugins/security-headers.ts";
import { tenantPlugin } from "./plugins/tenant.ts";
import { tracingPlugin } from "./plugins/tracing.ts";
import { requestTraceOf, runRequestsInTrace } from "./telemetry/tracing.ts";

export interface AppDependencies {
  config: Pick<Config, "publicUrl" | "mediaDir" | "logLevel" | "storefrontUrl" | "mail"> &
    Partial<
      Pick<
        Config,
        | "trustProxy"
        | "minOrderPrice"
        | "operatorRoute"
        | "contactEmail"
        | "metricsToken"
        | "payments"
      >
    >;
  database: DatabaseHandle;
  /** Replaces the mailer built from the config (tests may watch what is sent). */
  mailer?: Mailer;
  /** Replaces the runner of work done after an answer (tests wait for it to settle). */
  afterAnswer?: AfterAnswer;
  /** Where log lines go instead of standard output (tests read what is logged). */
  logStream?: { write(line: string): void };
  /** True once the process is stopping: /ready then answers 503 while requests drain. */
  isStopping?: () => boolean;
  /** PGlite only: serve GET /api/dev/backup to this machine's bearer of this token. */
  backupToken?: string;
  /** The time card payments' holds are measured by (tests move it on); the system's by default. */
  clock?: () => Date;
  /** Replaces the card payment provider the config names (a test's own provider). */
  cardProvider?: CardPaymentProvider;
  /** Whether the sandbox sends its signed notifications to the webhook route (on by default). */
  sandboxWebhooks?: boolean;
  /**
   * How often the upkeep runs: unpaid orders past their hold are cancelled, and the lowest price
   * of products whose sale started or ended is written again; null: never on a timer (tests).
   */
  upkeepMs?: number | null;
  /**
   * How often pictures vendors uploaded a day ago and no product names are deleted; null: never
   * on a timer (tests call the sweep with the time they choose).
   */
  uploadSweepMs?: number | null;
  /**
   * How long the catalog's answers may be served again from this process (ADR 57); 0 turns that
   * off (tests that change the database behind the API's back).
   */
  answerCacheMs?: number;
}

/** The card payments settings when the config gives none: the sandbox, a 15-minute hold. */
const defaultPayments: Config["payments"] = {
  holdMs: 15 * 60_000,
  provider: { kind: "sandbox", webhookSecret: null },
};

declare module "fastify" {
  interface FastifyInstance {
    /** Card payments, for the sweep and the tests that move time on. */
    cardPayments: CardPayments;
  }
}

/** The whole API as one Fastify instance, every plugin and module registered here explicitly. */
export async function buildApp({
  config,
  database,
  mailer: givenMailer,
  afterAnswer: givenAfterAnswer,
  logStream,
  isStopping = () => false,
  backupToken,
  clock = () => new Date(),
  cardProvider,
  sandboxWebhooks = true,
  upkeepMs = 30_000,
  uploadSweepMs = 60 * 60_000,
  answerCacheMs = 2_000,
}: AppDependencies): Promise<FastifyInstance> {
  // Only the configured proxies (by default the storefront on this host) may name the client.
  const trustProxy = config.trustProxy ?? ["loopback"];
  const isTrustedProxy = trustedProxyCheck(trustProxy);
  const app = Fastify({
    logger:
      config.logLevel === "silent" && !logStream
        ? false
        : loggerOptions(config.logLevel, logStream),
    trustProxy,
    bodyLimit: formLimits.bodyBytes,
    // POST …?_method=put is routed as PUT; this is the last moment the method can change.
    rewriteUrl: applyMethodOverride,
    // A URL the router cannot decode answers in our error shape and the request's language.
    frameworkErrors: answerFrameworkError,
    // Every log line of a request names its trace (ADR 42), as the storefront's line does.
    childLoggerFactory: (logger, bindings, options, request) =>
      logger.child(
        { ...bindings, traceId: requestTraceOf(request, isTrustedProxy).traceId },
        options,
      ),
  });
  runRequestsInTrace(app.server, isTrustedProxy);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // On the embedded database, a request's calls wait in its client's line (by address, /64 for
  // IPv6), and the lines take turns (ADR 40). Entered before the hooks that read the session, and
  // again before the handler, since reading the body runs outside the request's context.
  const asClient = database.asClient;
  if (asClient) {
    const enter = (request: FastifyRequest, _reply: FastifyReply, done: () => void) =>
      asClient(clientNetwork(request.ip), done);
    app.addHook("onRequest", enter);
    app.addHook("preHandler", enter);
  }

  const db = database.db;
  // The catalog's answers, at most 32 MB of them, each for a moment; any write empties them.
  const answers = new AnswerCache({ ttlMs: answerCacheMs, maxBytes: 32 * 1_048_576 });
  clearAnswersOnWrites(app, answers);
  const mailer =
    givenMailer ??
    createMailer({
      outboxDir: config.mail.outboxDir,
      smtpUrl: config.mail.smtpUrl,
      from: config.mail.from,
      log: app.log,
    });
  const afterAnswer = givenAfterAnswer ?? createAfterAnswer(app.log);
  // Emails started by answered requests are written before the mailer (and then the database) close.
  app.addHook("onClose", async () => {
    await afterAnswer.settled();
    await mailer.close();
  });

  // Card payments: the configured provider (the sandbox notifies this API's own webhook route,
  // signed, after its answer, as a provider would over the network).
  const paymentSettings = config.payments ?? defaultPayments;
  let deliver: ((notification: SandboxNotification) => void) | null = null;
  const provider =
    cardProvider ??
    chooseCardProvider(paymentSettings.provider, {
      db,
      storefrontUrl: config.storefrontUrl,
      clock,
      notify: (notification) => deliver?.(notification),
    });
  const payments = new CardPayments({
    db,
    invoices: orderInvoices,
    provider,
    clock,
    holdMs: paymentSettings.holdMs,
    storefrontUrl: config.storefrontUrl,
    mailer,
    log: app.log,
  });
  app.decorate("cardPayments", payments);
  if (sandboxWebhooks) {
    deliver = (notification) =>
      afterAnswer.run(async () => {
        const answer = await app.inject({
          method: "POST",
          url: "/api/payments/webhooks/sandbox",
          headers: notification.headers,
          payload: notification.body,
        });
        if (answer.statusCode >= 300) {
          app.log.warn({ status: answer.statusCode }, "the sandbox's notification was refused");
        }
      });
  }
  // A bounded sweep cancels unpaid orders past their hold (reads and confirms check too).
  if (upkeepMs !== null) {
    // Cancelling an order gives its stock back: the catalog's answers are made again.
    runPeriodically(app, "payments sweep", upkeepMs, async () => {
      if ((await payments.sweep()).expired > 0) answers.clear();
    });
    // A sale that started or ended moves the product in the price filter and sorts (ADR 56).
    runPeriodically(app, "sale prices refresh", upkeepMs, async () => {
      if ((await refreshSaleMinPrices(db)) > 0) answers.clear();
    });
  }
  // A bounded sweep deletes the pictures vendors uploaded over a day ago that no product names and
  // no order shows (ADR 55), their rows and files, at most a batch at a time.
  if (uploadSweepMs !== null) {
    runPeriodically(app, "uploads sweep", uploadSweepMs, () =>
      sweepUnusedUploads({ db, mediaDir: config.mediaDir, shownElsewhere: orderShowsPicture }),
    );
  }

  await app.register(tracingPlugin, { isTrustedProxy });
  await app.register(securityHeadersPlugin, { publicUrl: config.publicUrl });
  await app.register(localePlugin);
  await app.register(errorsPlugin);
  await app.register(metricsPlugin, { token: config.metricsToken ?? null, database });
  await app.register(formBodyPlugin);
  await app.register(refuseInvalidCharactersPlugin);
  await app.register(authPlugin, { findSession: (token) => findSession(db, token) });
  await app.register(openApiPlugin);
  await app.register(mediaPlugin, { mediaDir: config.mediaDir });
  await app.register(healthRoutes, { database, isStopping });
  if (backupToken) await app.register(backupRoutes, { database, token: backupToken });

  await app.register(authRoutes, {
    db,
    mediaDir: config.mediaDir,
    publicUrl: config.publicUrl,
    storefrontUrl: config.storefrontUrl,
    mailer,
    afterAnswer,
  });
  await app.register(orderTrackingRoutes, { db, payments, invoices: orderInvoices, clock });
  await app.register(paymentWebhookRoutes, { payments });
  if (isSandbox(provider)) await app.register(sandboxRoutes, { sandbox: provider });
  if (config.operatorRoute) {
    await app.register(operatorRoutes, { db });
    await app.register(vendorReplyRoutes, { db, mailer, storefrontUrl: config.storefrontUrl });
  }
  if (config.mail.outboxRoute) {
    await app.register(mailOutboxRoutes, { outboxDir: config.mail.outboxDir, afterAnswer });
  }

  await app.register(async (marketplace) => {
    await marketplace.register(tenantPlugin, {
      companyExists: (companyId) => companyExists(db, companyId),
    });
    await marketplace.register(catalogRoutes, { db, publicUrl: config.publicUrl });
    await marketplace.register(productRoutes, {
      db,
      publicUrl: config.publicUrl,
      isTrustedProxy,
      answers,
    });
    await marketplace.register(vendorRoutes, { db, publicUrl: config.publicUrl });
    await marketplace.register(reviewRoutes, { db });
    await marketplace.register(blogRoutes, { db });
    await marketplace.register(newsletterRoutes, { db });
    await marketplace.register(contactRoutes, {
      db,
      mailer,
      contactEmail: config.contactEmail ?? defaultContactEmail,
    });
    await marketplace.register(cartRoutes, { db, publicUrl: config.publicUrl });
    await marketplace.register(addressRoutes, { db });
    await marketplace.register(wishlistRoutes, { db, publicUrl: config.publicUrl });
    await marketplace.register(orderRoutes, {
      db,
      publicUrl: config.publicUrl,
      storefrontUrl: config.storefrontUrl,
      mailer,
      minOrderPrice: config.minOrderPrice ?? 0,
      payments,
      invoices: orderInvoices,
      clock,
    });
    await marketplace.register(deliveryRoutes, { db, clock });
    await marketplace.register(paymentRoutes, { payments });
    await marketplace.register(invoiceRoutes, { db });
    await marketplace.register(vendorMessageRoutes, {
      db,
      mailer,
      storefrontUrl: config.storefrontUrl,
    });
    await marketplace.register(vendorDeskRoutes, {
      db,
      publicUrl: config.publicUrl,
      storefrontUrl: config.storefrontUrl,
      mailer,
      payments,
      invoices: orderInvoices,
      mediaDir: config.mediaDir,
      clock,
    });
  });

  return app;
}
