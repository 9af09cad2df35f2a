import { type Locale, localeFromAcceptLanguage } from "@souq/contract/locale";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError, type FailureKind } from "../app-error.ts";
import { fieldMessageOf } from "../i18n/field-messages.ts";
import { type MessageKey, translate } from "../i18n/messages.ts";

const statusOf: Record<FailureKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unprocessable: 422,
  rate_limited: 429,
  unavailable: 503,
};

/**
 * The expected failure behind an error: the error itself, or the one a query was refused with
 * (drizzle wraps what the database client throws; the embedded database's turns throw AppError).
 */
function expectedFailureOf(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  const cause = error instanceof Error ? error.cause : undefined;
  return cause instanceof AppError ? cause : null;
}

/** The value sent at a path such as `items.0.item_id`, to tell a missing field from a wrong one. */
function valueAt(body: unknown, path: string): unknown {
  let value = body;
  for (const segment of path.split(".").filter(Boolean)) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

/** `.int()` also bounds a number to the safe integers; beside a field's own bound that is noise. */
function isSafeIntegerBound(issue: { keyword: string; params: Record<string, unknown> }): boolean {
  const { maximum, minimum } = issue.params;
  return (
    (issue.keyword === "too_big" && maximum === Number.MAX_SAFE_INTEGER) ||
    (issue.keyword === "too_small" && minimum === Number.MIN_SAFE_INTEGER)
  );
}

function addMessage(errors: Record<string, string[]>, field: string, message: string) {
  // Own keys only: a field named `constructor` must not find Object's.
  const list = Object.hasOwn(errors, field) ? (errors[field] ?? []) : [];
  if (!list.includes(message)) list.push(message);
  errors[field] = list;
}

function translateFields(
  locale: Locale,
  fields: Record<string, MessageKey[]>,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [field, keys] of Object.entries(fields)) {
    for (const key of keys) addMessage(errors, field, translate(locale, key));
  }
  return errors;
}

/** One error shape for every failure: `{ message }`, plus `errors` for a 422. 5xx details stay in the log. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setNotFoundHandler((request, reply) => {
      reply.code(404).send({ message: translate(request.locale, "not_found") });
    });

    app.setErrorHandler((error: FastifyError, request, reply) => {
      const locale = request.locale;
      const failure = expectedFailureOf(error);
      if (failure) {
        const message = translate(locale, failure.messageKey, failure.params);
        const { fields, retryAfterSeconds } = failure.details;
        if (retryAfterSeconds !== undefined) {
          reply.header("Retry-After", String(Math.max(1, Math.ceil(retryAfterSeconds))));
        }
        if (failure.kind === "unauthorized") {
          reply.header("WWW-Authenticate", 'Bearer realm="souq"');
        }
        if (failure.kind === "unprocessable") {
          return reply.code(422).send({ message, errors: translateFields(locale, fields ?? {}) });
        }
        return reply.code(statusOf[failure.kind]).send({ message });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const issues = error.validation.filter(
          (issue, _, all) =>
            !isSafeIntegerBound(issue) ||
            !all.some((other) => other !== issue && other.instancePath === issue.instancePath),
        );
        const fields = issues.map((issue) =>
          issue.instancePath.replace(/^\//, "").replaceAll("/", "."),
        );
        // A wrong path or query value is a malformed request (400); a wrong body is a form to fix (422).
        if (error.validationContext !== "body") {
          return reply.code(400).send({
            message: translate(locale, "invalid_parameter", {
              field: [...new Set(fields.filter(Boolean))].join(", "),
            }),
          });
        }
        const errors: Record<string, string[]> = {};
        issues.forEach((issue, index) => {
          const field = fields[index] || "_";
          const { key, params } = fieldMessageOf(
            { keyword: issue.keyword, params: issue.params, message: issue.message },
            field,
            valueAt(request.body, field),
          );
          addMessage(errors, field, translate(locale, key, params));
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
      if (status === 413) {
        return reply.code(413).send({ message: translate(locale, "payload_too_large") });
      }
      // Other 4xx raised by Fastify itself (bad JSON, too large, wrong content type).
      return reply.code(status).send({ message: translate(locale, "bad_request") });
    });
  },
  { name: "errors", dependencies: ["locale"] },
);

/**
 * Fastify's `frameworkErrors`: the router refuses a URL it cannot decode or a path segment that is
 * too long before any hook runs, so the language is read here and the answer has our shape.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const locale = localeFromAcceptLanguage(request.headers["accept-language"]);
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  reply
    .code(status)
    .header("Content-Language", locale)
    .header("Vary", "Accept-Language")
    .send({ message: translate(locale, "bad_request") });
}
