import type { StorefrontReply } from "@/lib/storefront-endpoints/storefront-handler.ts";
import type { SuggestionsResult } from "./suggestions.server.ts";
import type { suggestionsEndpoint } from "./suggestions-endpoint.ts";

/** Browsers may reuse a list for a keyword this long; the storefront's server keeps none. */
const browserCacheSeconds = 30;

/**
 * The suggestion call's answer for what the API said: the list; a failing API is an empty list
 * that is not kept; too many searches from one address (the API's 429) pass on as 429 with the
 * API's Retry-After, so a script learns to wait while the search box, which treats any failure as
 * nothing to show, stays quiet.
 */
export function suggestionsReply(
  result: SuggestionsResult,
): StorefrontReply<typeof suggestionsEndpoint> {
  if (result.ok) {
    return {
      status: 200,
      body: result.suggestions,
      headers: { "Cache-Control": `public, max-age=${browserCacheSeconds}` },
    };
  }
  if (result.status !== 429) {
    return {
      status: 200,
      body: { items: [], matched: [], unmatched: [], understood: [] },
      headers: { "Cache-Control": "no-store" },
    };
  }
  const retry = result.retryAfterSeconds;
  return { status: 429, headers: retry === undefined ? {} : { "Retry-After": String(retry) } };
}
