import { type Locale, localeFromAcceptLanguage } from "@souq/contract/locale";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyRequest {
    /** The language of every translatable field and message in the answer. */
    locale: Locale;
  }
}

/** Reads Accept-Language once per request. */
export const localePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest("locale", "en");
    app.addHook("onRequest", async (request, reply) => {
      request.locale = localeFromAcceptLanguage(request.headers["accept-language"]);
      reply.header("Content-Language", request.locale);
      reply.header("Vary", "Accept-Language");
    });
  },
  { name: "locale" },
);
