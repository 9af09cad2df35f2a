import "server-only";
import { isIP } from "node:net";
import { context, propagation, SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";
import { cartTokenHeader } from "@souq/contract/cart";
import type { Endpoint } from "@souq/contract/endpoint";
import { errorBody, validationErrorBody } from "@souq/contract/errors";
import { headers as requestHeaders } from "next/headers";
import { runtimeConfig } from "../config/runtime-config.server.ts";
import type { ApiResult } from "./api-result.ts";
import { type EndpointCall, endpointRequest, type SuccessBody } from "./endpoint-request.ts";
import { notFoundOnBadRequest } from "./not-found-on-bad-request.ts";
import { retryAfterSeconds } from "./retry-after.ts";

const tracer = trace.getTracer("souq-web");

/**
 * The one way the storefront talks to the API: builds the call from its contract declaration,
 * adds language, token and the shopper's address, and checks the answer against the declaration.
 * Each call is a client span of the shopper's request (ADR 42) and sends its `traceparent`.
 */
export function callEndpoint<E extends Endpoint>(
  endpoint: E,
  call: EndpointCall<E>,
): Promise<ApiResult<SuccessBody<E>>> {
  const attributes = { "http.request.method": endpoint.method, "url.template": endpoint.path };
  return tracer.startActiveSpan(
    `${endpoint.method} ${endpoint.path}`,
    { kind: SpanKind.CLIENT, attributes },
    async (span) => {
      try {
        const result = await callWithinSpan(endpoint, call);
        span.setAttribute("http.response.status_code", result.status);
        if (result.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
        return result;
      } finally {
        span.end();
      }
    },
  );
}

async function callWithinSpan<E extends Endpoint>(
  endpoint: E,
  call: EndpointCall<E>,
): Promise<ApiResult<SuccessBody<E>>> {
  const { locale, token, shared, cartToken, idempotencyKey, files } = call;
  if (shared && (token || cartToken))
    throw new Error("A shared catalog read cannot carry a token.");
  const config = runtimeConfig();
  const request = endpointRequest(endpoint, call, config);
  const headers: Record<string, string> = { Accept: "application/json", "Accept-Language": locale };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (cartToken) headers[cartTokenHeader] = cartToken;
  if (idempotencyKey) headers["Idempotency-Key"] = idempotencyKey;
  // The request's trace (server.mjs starts it), continued by the API as a child of this call.
  propagation.inject(context.active(), headers);
  if (!shared) {
    // The API limits sign-ins, searches and more per address: tell it the shopper's, not this server's.
    const client = await clientAddress();
    if (client) headers["X-Forwarded-For"] = client;
  }
  let response: Response;
  try {
    response = await fetch(request.address, {
      method: request.method,
      headers,
      body: request.body ? bodyOf(request.body, files) : undefined,
      // Shared reads are cached by the "use cache" function around them, the rest not at all.
      cache: "no-store",
      // A slow API must not hold the shopper's page: past the deadline the call counts as failed.
      signal: AbortSignal.timeout(config.apiTimeoutMs),
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : error;
    console.error(
      `API unreachable at ${request.address} (deadline ${config.apiTimeoutMs} ms):`,
      reason,
    );
    return { ok: false, status: 503, message: null };
  }
  // A shared read runs inside a cache, which keeps its 400; whoever reads the cache applies the rule.
  if (!shared) notFoundOnBadRequest(response, locale);
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) return failureOf(response, payload);
  const schema = endpoint.responses[response.status];
  const parsed = schema?.safeParse(payload);
  if (!parsed?.success) {
    const issues = parsed ? parsed.error.issues.slice(0, 3) : `status ${response.status}`;
    console.error(`The answer of ${request.address} does not match the contract:`, issues);
    return { ok: false, status: 502, message: null };
  }
  const data = parsed.data as SuccessBody<E>;
  return { ok: true, data, status: response.status, headers: response.headers };
}

/**
 * Form data as the spec's calls send it: urlencoded, or multipart when files go with it (fetch
 * writes the boundary). Only an endpoint's own body fields may carry a file.
 */
function bodyOf(
  fields: [name: string, value: string][],
  files: Partial<Record<string, Blob>> | undefined,
): URLSearchParams | FormData {
  const attached = Object.entries(files ?? {}).filter(
    (entry): entry is [string, Blob] => entry[1] !== undefined,
  );
  if (attached.length === 0) return new URLSearchParams(fields);
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  for (const [name, file] of attached) form.append(name, file);
  return form;
}

/** An error answer as a value: its message, its fields' messages and how long to wait. */
function failureOf(response: Response, payload: unknown): Exclude<ApiResult<never>, { ok: true }> {
  const retryAfter = retryAfterSeconds(response.headers.get("retry-after"));
  const failure = {
    ok: false as const,
    status: response.status,
    ...(retryAfter === undefined ? {} : { retryAfterSeconds: retryAfter }),
  };
  const withFields = validationErrorBody.safeParse(payload);
  if (withFields.success) return { ...failure, ...withFields.data };
  const plain = errorBody.safeParse(payload);
  return { ...failure, message: plain.success ? plain.data.message : null };
}

/**
 * The address the shopper's request came from. The storefront's server (server.mjs) replaces any
 * X-Forwarded-For a client sends with the one address it worked out; anything else is not sent.
 */
async function clientAddress(): Promise<string | null> {
  const address = (await requestHeaders()).get("x-forwarded-for")?.trim();
  return address && isIP(address) ? address : null;
}
