import fastifyHelmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** Browser features no answer of this API needs; the reference page uses none of them either. */
const permissionsPolicy =
  "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), " +
  "payment=(), usb=(), interest-cohort=()";

/**
 * The headers a careful service sends with every answer: JSON, pictures and the reference page.
 * The policy allows only this origin's own scripts and styles (the reference page's), nothing may
 * frame an answer, and HSTS is sent only when the API's public address is https.
 */
export const securityHeadersPlugin = fp<{ publicUrl: string }>(
  async (app: FastifyInstance, { publicUrl }) => {
    await app.register(fastifyHelmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'none'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", "data:"],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          baseUri: ["'none'"],
          formAction: ["'none'"],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
        },
      },
      // Pictures are for other sites' pages (the storefront); media sets its own, looser value.
      crossOriginResourcePolicy: { policy: "same-origin" },
      crossOriginEmbedderPolicy: false,
      frameguard: { action: "deny" },
      referrerPolicy: { policy: "no-referrer" },
      strictTransportSecurity: publicUrl.startsWith("https:")
        ? { maxAge: 31_536_000, includeSubDomains: true }
        : false,
    });
    app.addHook("onRequest", async (_request, reply) => {
      reply.header("Permissions-Policy", permissionsPolicy);
    });
  },
  { name: "security-headers" },
);
