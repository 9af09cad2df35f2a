import { isLocale, type Locale, localeFromAcceptLanguage } from "@souq/contract/locale-codes";
import type { z } from "zod";
import { localeCookieName } from "@/i18n/remembered-language.ts";
import {
  type FailureStatus,
  failureMessages,
  type StorefrontCall,
  type StorefrontOk,
} from "./storefront-endpoint.ts";

type Params<E extends StorefrontCall> = E["params"] extends z.ZodObject
  ? z.output<E["params"]>
  : undefined;

/** What a handler is given: its params and query as their schemas read them, and the request. */
export interface StorefrontInput<E extends StorefrontCall> {
  params: Params<E>;
  query: z.output<E["query"]>;
  request: Request;
}

/**
 * What a handler answers: its 200 body, or one of its declared failures, whose `{ message }` the
 * wrapper writes in the request's language. Headers go on either (caching, Retry-After).
 */
export type StorefrontReply<E extends StorefrontCall> =
  | { status: 200; body: StorefrontOk<E>; headers?: Record<string, string> }
  | { status: E["failures"][number]; headers?: Record<string, string> };

/** A failure is nobody's to keep: its cause (a bad address, a busy API) may pass. */
const failureHeaders = { "Cache-Control": "no-store" };

/**
 * A route handler (`GET`) for one declared call: reads its path parameters and query through the
 * declaration's schemas (a refusal is 400), then answers what `handle` returns. Every failure of
 * every storefront handler leaves here, as the contract's `{ message }` in the request's language.
 */
export function storefrontHandler<E extends StorefrontCall>(
  endpoint: E,
  handle: (input: StorefrontInput<E>) => Promise<StorefrontReply<E>>,
) {
  return async (
    request: Request,
    context: { params: Promise<Record<string, string | string[] | undefined>> },
  ): Promise<Response> => {
    const raw = Object.fromEntries(new URL(request.url).searchParams);
    const locale = requestLocaleOf(request, raw.locale);
    const query = endpoint.query.safeParse(raw);
    const params = endpoint.params?.safeParse(await context.params);
    if (!query.success || params?.success === false) return failureResponse(400, locale);
    const reply = await handle({
      params: params?.data as Params<E>,
      query: query.data as z.output<E["query"]>,
      request,
    });
    if ("body" in reply) {
      return Response.json(reply.body, { status: 200, headers: reply.headers });
    }
    return failureResponse(reply.status, locale, reply.headers);
  };
}

/**
 * The language of a call: its `locale` when the query names one we speak, else the shopper's
 * remembered choice, else their browser's; so a refused query is still answered in their words.
 */
export function requestLocaleOf(request: Request, queried: string | undefined): Locale {
  if (isLocale(queried)) return queried;
  const cookie = request.headers.get("cookie") ?? "";
  const remembered = new RegExp(`(?:^|;\\s*)${localeCookieName}=([^;]*)`).exec(cookie)?.[1];
  if (isLocale(remembered)) return remembered;
  return localeFromAcceptLanguage(request.headers.get("accept-language"));
}

/** The one error answer: `{ message }` in the language, never kept by a cache. */
export async function failureResponse(
  status: FailureStatus,
  locale: Locale,
  headers?: Record<string, string>,
): Promise<Response> {
  const messages = (await import(`../../../messages/${locale}/shell.json`)).default as {
    StorefrontCalls: Record<(typeof failureMessages)[FailureStatus], string>;
  };
  const message = messages.StorefrontCalls[failureMessages[status]];
  return Response.json({ message }, { status, headers: { ...failureHeaders, ...headers } });
}
