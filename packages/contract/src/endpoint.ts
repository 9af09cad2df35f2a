import type { z } from "zod";
import { errorBody, validationErrorBody } from "./errors.ts";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * The host a call goes to, and so the prefix of its path:
 * - `marketplace`: `{API_URL}/:company/api/marketplace/…`, one marketplace's data;
 * - `vendor`: `{API_URL}/:company/api/vendor/…`, a vendor's own desk in one marketplace, for its
 *   staff accounts only;
 * - `auth`: `{AUTH_URL}/api/auth/…` and `{AUTH_URL}/api/order-tracking/…`;
 * - `system`: `{API_URL}/…` without a company (`/health`, `/api/dev/…`).
 */
export type HostKind = "marketplace" | "vendor" | "auth" | "system";

const hostPrefixes: Record<HostKind, readonly string[]> = {
  marketplace: ["/:company/api/marketplace/"],
  vendor: ["/:company/api/vendor/"],
  auth: ["/api/auth/", "/api/order-tracking/"],
  system: ["/"],
};

interface HostPaths {
  marketplace: `/:company/api/marketplace/${string}`;
  vendor: `/:company/api/vendor/${string}`;
  auth: `/api/auth/${string}` | `/api/order-tracking/${string}`;
  system: `/${string}`;
}

/** The OpenAPI document's groups of calls; every endpoint belongs to one. */
export const endpointTags = [
  { name: "Catalog", description: "Categories, products, vendors and the home page" },
  {
    name: "Accounts",
    description:
      "Sign-in, sign-up, sign-out, profile and password reset (`/api/auth`, on the auth host)",
  },
  { name: "Reviews", description: "Product reviews: read by anyone, written when signed in" },
  { name: "Cart", description: "The shopper's cart in one marketplace" },
  { name: "Addresses", description: "The shopper's delivery addresses in one marketplace" },
  { name: "Delivery", description: "When an order would arrive, for each delivery option" },
  { name: "Wishlist", description: "The products a shopper saves for later in one marketplace" },
  {
    name: "Orders",
    description: "Checkout, the shopper's orders and their tracking (`/api/order-tracking`)",
  },
  {
    name: "Payments",
    description:
      "Card payments: new attempts, confirming a return, providers' notifications and the " +
      "sandbox provider's hosted page",
  },
  { name: "Newsletter", description: "Newsletter sign-up" },
  { name: "Contact", description: "Messages to the marketplace from its contact page" },
  {
    name: "Vendor messages",
    description: "A signed-in shopper's messages to the marketplace's vendors and their replies",
  },
  {
    name: "Vendor desk",
    description:
      "A vendor's staff at work (`/{company}/api/vendor`): its shipments and their steps, its " +
      "products' prices and stock, and shoppers' conversations with it",
  },
  { name: "Blog", description: "The marketplace's blog: posts, and comments when signed in" },
  { name: "System", description: "Health of the service" },
  {
    name: "Development",
    description: "Served only when enabled by configuration, for development and end-to-end tests",
  },
] as const;
export type EndpointTag = (typeof endpointTags)[number]["name"];

/**
 * Whether a call needs a signed-in shopper's bearer token: `required` answers 401 without one,
 * `optional` reads one when it is sent (a bad one still answers 401), `none` never looks.
 */
export type SessionUse = "none" | "optional" | "required";

/** The content types every call with a body accepts (the spec's storefront sends form data). */
export const bodyContentTypes = [
  "application/json",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
] as const;

/** The names of a path's parameters: `/:company/api/marketplace/products/:id` → "company" | "id". */
export type PathParamNames<Path extends string> =
  Path extends `${string}:${infer Name}/${infer Rest}`
    ? Name | PathParamNames<`/${Rest}`>
    : Path extends `${string}:${infer Name}`
      ? Name
      : never;

/** One call of the API: where it lives, what it takes and what it answers, by status. */
export interface Endpoint {
  host: HostKind;
  method: HttpMethod;
  /** Fastify's form: `:name` for each path parameter. */
  path: string;
  /** The path parameters, one key per `:name` of the path; absent when the path has none. */
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** Request headers the call reads (lower-case names), documented and validated like the rest. */
  headers?: z.ZodObject;
  body?: z.ZodType;
  /** Every answer the call gives, error bodies included. */
  responses: Readonly<Record<number, z.ZodType>>;
  session: SessionUse;
  /**
   * Whose token a call with a session takes (see `accountsOf`): a marketplace call is a
   * shopper's unless it says `any` (a read that only marks what is the reader's own); a vendor
   * call is its staff's.
   */
  accounts?: "any";
  tag: EndpointTag;
  summary: string;
  description?: string;
}

type SameKeys<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

type ExpectedParams<E extends Endpoint> = z.ZodObject<Record<PathParamNames<E["path"]>, z.ZodType>>;

/**
 * Compile-time checks of a declaration: the path fits its host, and the params name exactly the
 * path's parameters. A failed check adds a property the declaration lacks, so the error points
 * at the field that is wrong.
 */
type Checked<E extends Endpoint> = (E["path"] extends HostPaths[E["host"]]
  ? unknown
  : { path: { mustStartWith: HostPaths[E["host"]] } }) &
  ([PathParamNames<E["path"]>] extends [never]
    ? E extends { params: z.ZodType }
      ? { params: { thePathHasNoParameters: true } }
      : unknown
    : E["params"] extends z.ZodObject
      ? SameKeys<keyof E["params"]["shape"], PathParamNames<E["path"]>> extends true
        ? unknown
        : { params: ExpectedParams<E> }
      : { params: ExpectedParams<E> });

/**
 * Which accounts' tokens a call takes: `vendor` (a vendor's staff only: a shopper's token answers
 * 403), `shopper` (a vendor's staff token answers 403: staff accounts do not shop) or `any`.
 * Calls on the auth and system hosts, calls without a session and marketplace calls declared
 * `accounts: "any"` take any account's token.
 */
export type AccountKind = "vendor" | "shopper" | "any";

export function accountsOf(declaration: Endpoint): AccountKind {
  if (declaration.session === "none") return "any";
  if (declaration.host === "vendor") return "vendor";
  if (declaration.host === "marketplace" && declaration.accounts !== "any") return "shopper";
  return "any";
}

/** The names of a path's parameters, in their order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([^/]+)/g)].map((match) => match[1] ?? "");
}

/**
 * Declares one call. The declaration is the only place its method, path and schemas are
 * written: the API registers its route from it and clients build their requests from it.
 * A path that does not fit its host, or params that do not name the path's parameters, fail
 * at compile time and again when the contract loads.
 */
export function endpoint<const E extends Endpoint>(declaration: E & Checked<E>): E {
  const prefixes = hostPrefixes[declaration.host];
  if (!prefixes.some((prefix) => declaration.path.startsWith(prefix))) {
    throw new Error(`${declaration.path} does not start with a ${declaration.host} prefix`);
  }
  const inPath = pathParamNames(declaration.path).sort();
  const inSchema = Object.keys(declaration.params?.shape ?? {}).sort();
  if (inPath.join() !== inSchema.join()) {
    throw new Error(
      `${declaration.method} ${declaration.path}: params name [${inSchema}], the path [${inPath}]`,
    );
  }
  if (declaration.host === "vendor" && declaration.session !== "required") {
    throw new Error(`${declaration.path}: a vendor call needs the staff's session`);
  }
  // A call closed to some accounts answers them 403: say so wherever the call is documented.
  if (accountsOf(declaration) !== "any" && !(403 in declaration.responses)) {
    return Object.freeze({
      ...declaration,
      responses: { ...declaration.responses, 403: errorBody },
    });
  }
  return Object.freeze(declaration);
}

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 503;
type ErrorSchemaOf<S extends ErrorStatus> = S extends 422
  ? typeof validationErrorBody
  : typeof errorBody;

/** The error answers of a call: `{ message }`, and for 422 `{ message, errors }` per field. */
export function errorResponses<const S extends ErrorStatus>(
  ...statuses: S[]
): { [K in S]: ErrorSchemaOf<K> } {
  return Object.fromEntries(
    statuses.map((status) => [status, status === 422 ? validationErrorBody : errorBody]),
  ) as { [K in S]: ErrorSchemaOf<K> };
}
