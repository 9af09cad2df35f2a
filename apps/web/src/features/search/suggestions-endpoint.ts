import { understoodPart } from "@souq/contract/catalog";
import { picture } from "@souq/contract/media";
import { z } from "zod";
import { storefrontEndpoint } from "@/lib/storefront-endpoints/storefront-endpoint.ts";
import { storefrontPaths } from "@/lib/storefront-endpoints/storefront-paths.ts";
import { suggestionKeyword, suggestionRules } from "./search-suggestion.ts";

/** One product in the header's suggestion list: only what the list draws. */
const searchSuggestion = z.object({
  id: z.number().int(),
  name: z.string(),
  /**
   * The price the shopper will pay, as the product's card shows it: spec section 3's range, or
   * one price (equal) when the product or all its variants sell at one.
   */
  min: z.number(),
  max: z.number(),
  /**
   * `min` is a sale price and `max` the price it replaces: a product on sale without variants, or
   * one whose variants all sell at the same sale price.
   */
  sale: z.boolean(),
  /** The smallest stored picture, or none. */
  picture: picture.nullable(),
});
export type SearchSuggestion = z.infer<typeof searchSuggestion>;

/** The keyword as the search box sends it: 3 to 100 characters once trimmed (spec sections 5, 9). */
const keyword = z.string().transform((raw, context) => {
  const checked = suggestionKeyword(raw);
  if (checked === null) {
    context.addIssue({
      code: "custom",
      message: `${suggestionRules.minLength} to ${suggestionRules.maxLength} characters`,
    });
    return z.NEVER;
  }
  return checked;
});

/**
 * The suggestions and what the search made of the keyword (ADR 0054): the words, as typed, that
 * the products match and that match nothing, and what it understood besides product words.
 */
const suggestionsAnswer = z.object({
  items: z.array(searchSuggestion).max(suggestionRules.count),
  matched: z.array(z.string()).max(8),
  unmatched: z.array(z.string()).max(8),
  understood: z.array(understoodPart).max(12),
});
export type SuggestionsAnswer = z.infer<typeof suggestionsAnswer>;

/**
 * `GET /api/search-suggestions?keyword=…&locale=en|ar`: the header search's suggestions, a short
 * list, with what the search made of the keyword. A failing API answers an empty list that is not
 * kept (spec section 8: search failures are swallowed, and the list must not reveal them); the
 * API's 429 passes on with its Retry-After.
 */
export const suggestionsEndpoint = storefrontEndpoint({
  path: storefrontPaths.searchSuggestions,
  query: { keyword },
  ok: suggestionsAnswer,
  failures: [429],
  summary: "The header search's suggestions for a keyword",
});
