import { pathParamNames } from "@souq/contract/endpoint";
import { errorBody } from "@souq/contract/errors";
import { localeSchema } from "@souq/contract/locale";
import { z } from "zod";
import type { StorefrontPath } from "./storefront-paths.ts";

/**
 * The one failure rule of the storefront's own handlers: each failure is a status and the
 * contract's error body `{ message }`, in the request's language. A query or path parameter its
 * schema refuses is 400, everywhere; the others are listed per handler.
 */
export const failureMessages = {
  400: "badRequest",
  404: "notFound",
  429: "tooManyRequests",
  503: "unavailable",
} as const;
export type FailureStatus = keyof typeof failureMessages;

/** What every handler's query carries: the language of the answer and of its error messages. */
const localeQuery = { locale: localeSchema };

/** One of the storefront's own calls: where it lives, what it takes and what it answers. */
export interface StorefrontCall {
  path: StorefrontPath;
  params?: z.ZodObject;
  query: z.ZodObject;
  /** The body of a 200 answer. */
  ok: z.ZodType;
  /** Every failure status it answers, 400 always among them. */
  failures: readonly FailureStatus[];
  summary: string;
}

/** The body a call answers with 200. */
export type StorefrontOk<E extends StorefrontCall> = z.output<E["ok"]>;

interface Declaration<
  P extends StorefrontPath,
  Params extends z.ZodObject | undefined,
  Query extends z.ZodRawShape,
  Ok extends z.ZodType,
  F extends FailureStatus,
> {
  path: P;
  /** One key per `:name` of the path; absent when the path has none. */
  params?: Params;
  /** Without `locale`, which every call takes. */
  query?: Query;
  ok: Ok;
  /** Failures beyond 400 (a bad query), which every call may answer. */
  failures?: readonly F[];
  summary: string;
}

/**
 * Declares one of the storefront's own calls, once: the route handler (`storefrontHandler`) reads
 * its params and query through it, and the browser's caller (`requestStorefront`) is typed by it.
 * Params that do not name exactly the path's parameters throw when the module loads.
 */
export function storefrontEndpoint<
  const P extends StorefrontPath,
  Query extends z.ZodRawShape = Record<never, never>,
  Ok extends z.ZodType = z.ZodType,
  F extends FailureStatus = never,
  Params extends z.ZodObject | undefined = undefined,
>(declaration: Declaration<P, Params, Query, Ok, F>) {
  const inPath = pathParamNames(declaration.path).sort();
  const inSchema = Object.keys(declaration.params?.shape ?? {}).sort();
  if (inPath.join() !== inSchema.join()) {
    throw new Error(`${declaration.path}: params name [${inSchema}], the path [${inPath}]`);
  }
  const failures: (F | 400)[] = [400, ...(declaration.failures ?? []).filter((s) => s !== 400)];
  return Object.freeze({
    path: declaration.path,
    params: declaration.params as Params,
    query: z.object({ ...(declaration.query as Query), ...localeQuery }),
    ok: declaration.ok,
    failures,
    summary: declaration.summary,
  });
}

/** The error body of every failure, the API contract's own. */
export const failureBody = errorBody;
