import { getSearchSuggestions } from "@/features/search/suggestions.server.ts";
import { suggestionsEndpoint } from "@/features/search/suggestions-endpoint.ts";
import { suggestionsReply } from "@/features/search/suggestions-response.ts";
import { storefrontHandler } from "@/lib/storefront-endpoints/storefront-handler.ts";

/** The header search's suggestions ({@link suggestionsEndpoint}), for a keyword already checked. */
export const GET = storefrontHandler(suggestionsEndpoint, async ({ query }) =>
  suggestionsReply(await getSearchSuggestions(query.keyword, query.locale)),
);
