import type { SearchSuggestion } from "./search-suggestion.ts";
import type { SuggestionsResult } from "./suggestions.server.ts";

/** Browsers may reuse a list for a keyword this long; the storefront's server keeps none. */
const browserCacheSeconds = 30;

/**
 * The suggestion endpoint's answer, always a JSON list the header's search can read. Refused input
 * (`null`) is an empty list; a failing API is too, and is not kept; too many searches from one
 * address (the API's 429) pass on as 429 with the API's Retry-After, so a script learns to wait
 * while the search box, which treats any failure as nothing to show, stays quiet.
 */
export function suggestionsResponse(result: SuggestionsResult | null): Response {
  if (result === null || result.ok) {
    const suggestions: SearchSuggestion[] = result?.suggestions ?? [];
    return Response.json(suggestions, {
      headers: { "Cache-Control": `public, max-age=${browserCacheSeconds}` },
    });
  }
  const headers: Record<string, string> = { "Cache-Control": "no-store" };
  if (result.status !== 429) return Response.json([], { headers });
  if (result.retryAfterSeconds !== undefined)
    headers["Retry-After"] = String(result.retryAfterSeconds);
  return Response.json([], { status: 429, headers });
}
