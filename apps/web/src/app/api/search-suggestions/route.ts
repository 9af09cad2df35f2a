import { isLocale } from "@souq/contract/locale-codes";
import type { NextRequest } from "next/server";
import { suggestionKeyword } from "@/features/search/search-suggestion.ts";
import { getSearchSuggestions } from "@/features/search/suggestions.server.ts";
import { suggestionsResponse } from "@/features/search/suggestions-response.ts";

/**
 * The header search's suggestions: `?keyword=…&locale=en|ar`, answered with a short JSON list.
 * Input the rules refuse gets an empty list, never a 400 (the API client would turn that into a
 * redirect); so does a failing API, which the list must not reveal; the API's 429 passes on.
 */
export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const keyword = suggestionKeyword(params.get("keyword") ?? "");
  const locale = params.get("locale");
  return suggestionsResponse(
    keyword && isLocale(locale) ? await getSearchSuggestions(keyword, locale) : null,
  );
}
