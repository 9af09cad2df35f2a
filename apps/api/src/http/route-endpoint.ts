import { accountsOf, bodyContentTypes, type Endpoint } from "@souq/contract/endpoint";
import type {
  ContextConfigDefault,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteOptions,
  RouteShorthandOptionsWithHandler,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";

type Part<E, Key extends string> = E extends { [K in Key]: infer Schema } ? Schema : undefined;

/** The Fastify schema of an endpoint, so that a handler's request and reply are typed by it. */
export interface EndpointSchema<E extends Endpoint> {
  params: Part<E, "params">;
  querystring: Part<E, "query">;
  headers: Part<E, "headers">;
  body: Part<E, "body">;
  response: E["responses"];
}

/** Fastify's route options with a handler, typed by the declaration's schemas. */
type TypedRoute<E extends Endpoint> = RouteShorthandOptionsWithHandler<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  EndpointSchema<E>,
  ZodTypeProvider
>;

export type EndpointHandler<E extends Endpoint> = TypedRoute<E>["handler"];

/** Route options beside the declaration: extra hooks (after the session's), config, limits. */
export type EndpointRouteOptions<E extends Endpoint> = Omit<TypedRoute<E>, "schema" | "handler">;

/** What the OpenAPI document says of a call, all of it from the declaration. */
function schemaOf(endpoint: Endpoint) {
  const security = {
    none: undefined,
    optional: [{}, { bearerAuth: [] }],
    required: [{ bearerAuth: [] }],
  }[endpoint.session];
  return {
    tags: [endpoint.tag],
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    ...(security ? { security } : {}),
    ...(endpoint.body ? { consumes: [...bodyContentTypes], body: endpoint.body } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.headers ? { headers: endpoint.headers } : {}),
    response: { ...endpoint.responses },
  };
}

/**
 * The auth plugin's hooks that give the call the session its declaration asks for, then hold it
 * to the accounts the call is for: a vendor's staff on a vendor's desk, shoppers elsewhere in a
 * marketplace (ADR 47).
 */
function sessionHooks(app: FastifyInstance, endpoint: Endpoint) {
  if (endpoint.session === "none") return [];
  if (!app.hasDecorator("requireSession")) {
    throw new Error(`${endpoint.method} ${endpoint.path} needs the auth plugin registered first`);
  }
  const session = endpoint.session === "required" ? app.requireSession : app.readSession;
  const accounts = accountsOf(endpoint);
  if (accounts === "vendor") return [session, app.requireVendorStaff];
  if (accounts === "shopper") return [session, app.refuseVendorStaff];
  return [session];
}

/**
 * Registers the route of an endpoint declared in the contract: method, path, schemas, answers
 * and documentation all come from the declaration, and so do the session hooks (`required`:
 * requireSession, `optional`: readSession; then the account kind's, see `accountsOf`). The
 * handler is typed by the declaration's schemas.
 */
export function routeEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  ...args: [handler: EndpointHandler<E>] | [options: EndpointRouteOptions<E>, EndpointHandler<E>]
): void {
  const [options, handler] = args.length === 1 ? [{}, args[0]] : args;
  const onRequest = [...sessionHooks(app, endpoint), ...[options.onRequest ?? []].flat()];
  app.route({
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    ...(onRequest.length > 0 ? { onRequest } : {}),
    schema: schemaOf(endpoint),
    handler,
  } as RouteOptions);
}
