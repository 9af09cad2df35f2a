import { type BuiltRequest, buildRequest, type RequestInput } from "@souq/contract/build-request";
import type { Endpoint, PathParamNames } from "@souq/contract/endpoint";
import type { Locale } from "@souq/contract/locale";
import type { z } from "zod";

/** The path parameters a caller names: all but the company, which the runtime config gives. */
type CallerParamNames<E extends Endpoint> = Exclude<PathParamNames<E["path"]>, "company">;

type CallerParams<E extends Endpoint> = [CallerParamNames<E>] extends [never]
  ? { params?: undefined }
  : { params: Record<CallerParamNames<E>, string | number> };

/** What one call of an endpoint is made from, typed by the endpoint's own schemas. */
export type EndpointInput<E extends Endpoint> = CallerParams<E> &
  Omit<RequestInput<E>, "params"> & { locale: Locale };

/**
 * Who a call speaks for. `token` is the shopper's API token, from the httpOnly cookie (a call whose
 * endpoint requires a session must carry one). `shared` marks a catalog read whose answer every
 * shopper shares, made inside a `"use cache"` function: it must not name the shopper, so it takes
 * no token and sends no client address. `cartToken` is a guest's cart token (from its httpOnly
 * cookie), sent as `X-Cart-Token` to the cart calls.
 */
type Caller<E extends Endpoint> = E["session"] extends "required"
  ? { token: string; shared?: false; cartToken?: string | null }
  :
      | { token?: string | null; shared?: false; cartToken?: string | null }
      | { shared: true; token?: undefined; cartToken?: undefined };

/** A call of an endpoint that takes an `Idempotency-Key` header must name the attempt's key. */
type Idempotency<E extends Endpoint> = E extends { headers: z.ZodObject<infer Shape> }
  ? "idempotency-key" extends keyof Shape
    ? { idempotencyKey: string }
    : { idempotencyKey?: undefined }
  : { idempotencyKey?: undefined };

/**
 * Files a call sends beside its body (the profile's picture), by body field: with any, the body
 * goes as multipart/form-data instead of urlencoded form data.
 */
type Files<E extends Endpoint> = E["body"] extends z.ZodType
  ? { files?: Partial<Record<keyof z.input<E["body"]> & string, Blob>> }
  : { files?: undefined };

/** A call of an endpoint: its input, its language, who it speaks for and, for checkout, its key. */
export type EndpointCall<E extends Endpoint> = EndpointInput<E> &
  Caller<E> &
  Idempotency<E> &
  Files<E>;

type SuccessStatus = 200 | 201 | 202 | 204;

/** The parsed body of an endpoint's successful answers. */
export type SuccessBody<E extends Endpoint> = z.output<
  E["responses"][Extract<keyof E["responses"], SuccessStatus>]
>;

// The input was checked against E's schemas by EndpointInput<E>; only the company is added here.
const buildAny = buildRequest as (
  endpoint: Endpoint,
  input: { params: object; query?: object; body?: object },
) => BuiltRequest;

/** Where the storefront finds the API, from its runtime config. */
export interface ApiAddresses {
  apiUrl: string;
  authUrl: string;
  companyId: number;
}

/**
 * The request of one call, with its full address: marketplace calls under
 * `{API_URL}/{COMPANY_ID}/api/marketplace/…`, a vendor's desk under `{API_URL}/{COMPANY_ID}/api/vendor/…`,
 * auth and order tracking under `{AUTH_URL}`.
 */
export function endpointRequest<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  addresses: ApiAddresses,
): BuiltRequest & { address: string } {
  const { params, query, body } = input as {
    params?: Record<string, string | number>;
    query?: Record<string, unknown>;
    body?: Record<string, unknown>;
  };
  // Marketplace and vendor-desk calls are one marketplace's: the company is in their path.
  const inCompany = endpoint.host === "marketplace" || endpoint.host === "vendor";
  const company = inCompany ? { company: addresses.companyId } : {};
  const request = buildAny(endpoint, { params: { ...params, ...company }, query, body });
  const base = endpoint.host === "auth" ? addresses.authUrl : addresses.apiUrl;
  return { ...request, address: base + request.url };
}
