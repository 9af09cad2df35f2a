import "server-only";
import { readKeywordAnswer } from "@souq/contract/catalog";
import { productEndpoints } from "@souq/contract/endpoints/products";
import type { Locale } from "@souq/contract/locale";
import { callEndpoint } from "@/lib/api/api-client.server.ts";
import { suggestionRules, toSearchSuggestion } from "./search-suggestion.ts";
import type { SuggestionsAnswer } from "./suggestions-endpoint.ts";

/** The suggestions, or why there are none: the API refused (429: too many searches) or failed. */
export type SuggestionsResult =
  | { ok: true; suggestions: SuggestionsAnswer }
  | { ok: false; status: number; retryAfterSeconds?: number };

/**
 * The first few products for a keyword, in the API's own order for a keyword search, reduced to
 * what the suggestion list draws, with what the search made of the keyword (its answer's headers). Every keyword a shopper types is a new question, so the answer is
 * not kept in the data cache (it would grow with every keyword); the call carries the shopper's
 * address, by which the API limits searches. The keyword must already be checked
 * (suggestionKeyword): the API client turns a 400 into a redirect.
 */
export async function getSearchSuggestions(
  keyword: string,
  locale: Locale,
): Promise<SuggestionsResult> {
  const result = await callEndpoint(productEndpoints.list, {
    query: { keyword, per_page: suggestionRules.count },
    locale,
  });
  if (!result.ok) {
    const { status, retryAfterSeconds } = result;
    return { ok: false, status, ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }) };
  }
  const { matched, unmatched, understood } = readKeywordAnswer(result.headers);
  return {
    ok: true,
    suggestions: {
      items: result.data.map(toSearchSuggestion),
      matched: matched.slice(0, 8),
      unmatched: unmatched.slice(0, 8),
      understood: understood.slice(0, 12),
    },
  };
}
