import type { z } from "zod";
import type { Endpoint, HostKind, HttpMethod, PathParamNames } from "./endpoint.ts";
import { fillPath, type QueryScalar, searchOf } from "./request-url.ts";

/** What a query or form value may be written from. */
export type WireScalar = QueryScalar;

type Absent = undefined | null;

/** A value for a field whose schema coerces (its input is `unknown`), else what the schema takes. */
type WireValue<Input> = unknown extends Input
  ? WireScalar | readonly WireScalar[] | Absent
  : Input | Absent;

type WireValues<Input> = { [Key in keyof Input]: WireValue<Input[Key]> };

/** What typing a call's input needs of its declaration: the API's endpoints, or the storefront's own. */
export type CallShape = Pick<Endpoint, "path" | "query" | "body">;

type ParamsInput<E extends CallShape> = [PathParamNames<E["path"]>] extends [never]
  ? { params?: undefined }
  : { params: Record<PathParamNames<E["path"]>, string | number> };

type QueryInput<E extends CallShape> = E["query"] extends z.ZodObject
  ? object extends z.input<E["query"]>
    ? { query?: WireValues<z.input<E["query"]>> }
    : { query: WireValues<z.input<E["query"]>> }
  : { query?: undefined };

type BodyInput<E extends CallShape> = E["body"] extends z.ZodType
  ? { body: WireValues<z.input<E["body"]>> }
  : { body?: undefined };

/** What a call of an endpoint is made from: its path parameters, its query and its body. */
export type RequestInput<E extends CallShape> = ParamsInput<E> & QueryInput<E> & BodyInput<E>;

/** A request ready for a client to send; `url` goes after the base address of `host`. */
export interface BuiltRequest {
  host: HostKind;
  method: HttpMethod;
  /** The path with its parameters filled in, percent-encoded. */
  path: string;
  /** The serialised query, with its leading `?`, or "" when there is none. */
  search: string;
  /** `path` and `search` together. */
  url: string;
  /**
   * The body as form fields in order (the spec's calls send form data; `new URLSearchParams(body)`
   * or a FormData makes it one); null for a call without a body.
   */
  body: [name: string, value: string][] | null;
}

type Optional<T> = object extends T ? [input?: T] : [input: T];

/**
 * Builds the request for one call of an endpoint: fills the path parameters (each encoded as one
 * segment), serialises the query (a list as the key repeated, absent values left out) and the
 * body as form data. Keys the endpoint's schemas do not know are refused, since the API would
 * never read them; values are not validated, so the API stays the one judge of what it takes.
 */
export function buildRequest<E extends Endpoint>(
  endpoint: E,
  ...[input]: Optional<RequestInput<E>>
): BuiltRequest {
  const { params, query, body } = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, unknown>;
    body?: Record<string, unknown>;
  };
  const path = fillPath(endpoint.path, params ?? {}, describe(endpoint));
  const search = query ? queryString(endpoint, query) : "";
  if (body) refuseUnknownKeys(endpoint, "body", body);
  return {
    host: endpoint.host,
    method: endpoint.method,
    path,
    search,
    url: path + search,
    body: body ? formEntries(body) : null,
  };
}

const describe = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;

function refuseUnknownKeys(endpoint: Endpoint, part: "query" | "body", values: object) {
  const schema = endpoint[part];
  if (!schema) throw new Error(`${describe(endpoint)} takes no ${part}`);
  const known = "shape" in schema ? (schema.shape as object) : null;
  const unknown = known ? Object.keys(values).filter((key) => !Object.hasOwn(known, key)) : [];
  if (unknown.length > 0) {
    throw new Error(`${describe(endpoint)} has no ${part} field ${unknown.join(", ")}`);
  }
}

function queryString(endpoint: Endpoint, query: Record<string, unknown>): string {
  refuseUnknownKeys(endpoint, "query", query);
  return searchOf(query);
}

/**
 * A body as form fields, nested lists and records as bracketed keys the API reads back as they
 * were (`items[0][item_id]=5`); absent values are left out.
 */
export function formEntries(values: Record<string, unknown>): [name: string, value: string][] {
  const form: [name: string, value: string][] = [];
  const add = (key: string, value: unknown) => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        add(`${key}[${index}]`, item);
      });
    } else if (Object.getPrototypeOf(value) === Object.prototype) {
      for (const [name, item] of Object.entries(value as object)) add(`${key}[${name}]`, item);
    } else {
      form.push([key, String(value)]);
    }
  };
  for (const [key, value] of Object.entries(values)) add(key, value);
  return form;
}
