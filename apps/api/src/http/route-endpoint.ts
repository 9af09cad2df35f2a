import { bodyContentTypes, type Endpoint } from "@souq/contract/endpoint";
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

/** The auth plugin's hook that gives the call the session its declaration asks for. */
function sessionHooks(app: FastifyInstance, endpoint: Endpoint) {
  if (endpoint.session === "none") return [];
  if (!app.hasDecorator("requireSession")) {
    throw new Error(`${endpoint.method} ${endpoint.path} needs the auth plugin registered first`);
  }
  return [endpoint.session === "required" ? app.requireSession : app.readSession];
}

/**
 * Registers the route of an endpoint declared in the contract: method, path, schemas, answers
 * and documentation all come from the declaration, and so does the session hook (`required`:
 * requireSession, `optional`: readSession). The handler is typed by the declaration's schemas.
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
