import type { Locale } from "@souq/contract/locale";
import { notFound, redirect } from "next/navigation";
import { notFoundPath } from "../routing/pages.ts";
import { pathInLanguage } from "../routing/safe-next-path.ts";

/**
 * The spec's rule for every call (§8): an answer of 400 (a request the API cannot make sense of,
 * such as an address edited by hand) shows the not-found page; any other result is given back as
 * it is. These two functions are the one place the rule is written (ADR 51 reads it for pages).
 *
 * For a page's catalog read: the page answers not-found at the address asked (status 404, inside
 * the frame), never a redirect. A shared catalog read runs inside a `"use cache"` function, which
 * keeps its 400 as a value (`keepable`), so the function that reads it from the cache applies the
 * rule to what it gets.
 */
export function notFoundHereOnBadRequest<R extends { status: number }>(result: R): R {
  if (result.status === 400) notFound();
  return result;
}

/**
 * For the shopper's own calls (the API client applies it as they answer, most of them from server
 * actions): to the not-found page, `/pages/404` in the shopper's language, as the spec says.
 */
export function notFoundOnBadRequest<R extends { status: number }>(result: R, locale: Locale): R {
  if (result.status === 400) redirect(pathInLanguage(notFoundPath, locale));
  return result;
}
