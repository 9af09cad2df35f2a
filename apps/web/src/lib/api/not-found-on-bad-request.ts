import type { Locale } from "@souq/contract/locale";
import { showNotFound } from "../routing/show-not-found.ts";

/**
 * The spec's rule for every call (§8): an answer of 400 (a request the API cannot make sense of,
 * such as an address edited by hand) sends the shopper to the not-found page; any other result is
 * given back as it is. This is the one place the rule is written. The API client applies it to
 * the shopper's own calls as they answer; a shared catalog read runs inside a `"use cache"`
 * function, which keeps its 400 as a value (`keepable`), so the function that reads it from the
 * cache applies the rule to what it gets.
 */
export function notFoundOnBadRequest<R extends { status: number }>(result: R, locale: Locale): R {
  if (result.status === 400) showNotFound(locale);
  return result;
}
