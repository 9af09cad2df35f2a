import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError, type FailureKind } from "../app-error.ts";
import { translate } from "../i18n/messages.ts";

const statusOf: Record<FailureKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
};

/** One error shape for every failure: `{ message }`, plus `errors` for a 422. 5xx details stay in the log. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setNotFoundHandler((request, reply) => {
      reply.code(404).send({ message: translate(request.locale, "not_found") });
    });

    app.setErrorHandler((error: FastifyError, request, reply) => {
      const locale = request.locale;
      if (error instanceof AppError) {
        return reply
          .code(statusOf[error.kind])
          .send({ message: translate(locale, error.messageKey, error.params) });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields = error.validation.map((issue) =>
          issue.instancePath.replace(/^\//, "").replaceAll("/", "."),
        );
        // A wrong path or query value is a malformed request (400); a wrong body is a form to fix (422).
        if (error.validationContext !== "body") {
          return reply.code(400).send({
            message: translate(locale, "invalid_parameter", {
              field: fields.filter(Boolean).join(", "),
            }),
          });
        }
        const errors: Record<string, string[]> = {};
        error.validation.forEach((issue, index) => {
          const field = fields[index] || "_";
          errors[field] = [
            ...(errors[field] ?? []),
            issue.message ?? translate(locale, "validation_failed"),
          ];
        });
        return reply.code(422).send({ message: translate(locale, "validation_failed"), errors });
      }
      const status = error.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error }, "request failed");
        return reply.code(status === 503 ? 503 : 500).send({
          message: translate(locale, status === 503 ? "unavailable" : "server_error"),
        });
      }
      if (status === 404) return reply.code(404).send({ message: translate(locale, "not_found") });
      // Other 4xx raised by Fastify itself (bad JSON, too large, wrong content type).
      return reply.code(status).send({ message: translate(locale, "bad_request") });
    });
  },
  { name: "errors", dependencies: ["locale"] },
);
