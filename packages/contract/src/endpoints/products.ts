import {
  keywordAnswerHeaders,
  keywordMatchHeader,
  pagingHeaders,
  productDetailResponse,
  productFacets,
  productFilterQuery,
  productList,
  productListQuery,
  productParams,
} from "../catalog.ts";
import { endpoint, errorResponses } from "../endpoint.ts";
import { companyParams } from "../params.ts";

const filterHelp =
  "Filters: `keyword` (words of the name, description, category, vendor or colours, in either " +
  "language whatever `Accept-Language` says; Arabic spelling variants, tashkeel and Arabic-Indic " +
  "digits are folded alike, words are lightly stemmed in both languages (Arabic attached " +
  "prefixes and suffixes, broken plurals; English plurals), the last word may be partly typed, " +
  "synonyms and transliterations of the marketplace's table match (لابتوب finds laptops), " +
  "Arabic-Indic and Persian digits and the Arabic decimal separator read as numbers, model " +
  "numbers match with or without spaces (a7plus, X 12), Arabizi (3baya) and compounds " +
  "(powerbank / power bank) are tried, and a word found nowhere matches similar words, Arabic " +
  "letters swapped by ear counting as half a slip (only likely slips when nothing else in the " +
  "keyword matches); a word that matches nothing at all is left out, and when no product holds " +
  "every word, products are ranked by how many they hold; the last word matches as a word's " +
  "start only for suggestion-sized pages (`per_page` 8 or less)), `category_id` " +
  "(with its subcategories), `vendor_id`, `min_price` and `max_price` (riyals, compared with the " +
  "product's minimum price: the lowest variant price, else the sale price, else the price), " +
  "`colours` and `sizes` (keys from the facets, comma separated; a product matches when any " +
  "variant has one), `rating` (minimum average), `on_sale` and `in_stock` (`1` or `true`; `0` " +
  "means no filter). Different kinds narrow the list; several values of one kind widen it. A " +
  "category or vendor that is not this marketplace's answers 404; a malformed value 400.";

const searchLimitHelp =
  " Keyword searches are limited to 240 a minute per client address (an IPv6 /64 counts as one); " +
  "past that the call answers 429 with Retry-After.";

/** The filtered, sorted and paged products, their facet counts, and one product. */
export const productEndpoints = {
  list: endpoint({
    host: "marketplace",
    method: "GET",
    path: "/:company/api/marketplace/products",
    params: companyParams,
    query: productListQuery,
    responses: { 200: productList, ...errorResponses(400, 404, 429) },
    session: "none",
    tag: "Catalog",
    summary: "Products, filtered, sorted and paged",
    description:
      `The body is a bare array of products; paging travels in the headers ` +
      `\`${pagingHeaders.total}\`, \`${pagingHeaders.page}\`, \`${pagingHeaders.lastPage}\` and ` +
      `\`${pagingHeaders.perPage}\`. A page past the last answers an empty array. With a ` +
      `keyword, \`${keywordMatchHeader}\` says \`all\` when the products hold every word, ` +
      "`partial` when they match only part of the keyword (a word matched nothing, or no product " +
      `holds them all); \`${keywordAnswerHeaders.matched}\` and \`${keywordAnswerHeaders.unmatched}\` ` +
      "list the words, as typed, that the products match and that match nothing (each " +
      "percent-encoded, joined by commas), and " +
      `\`${keywordAnswerHeaders.understood}\` what the search understood besides product words, ` +
      "a percent-encoded JSON array of UnderstoodPart: a colour, size, material, measure (256gb, " +
      "١٫٧ لتر) or audience (men's, بنات) whose products come first, a price bound it applied " +
      "(under 100, تحت ١٠٠, between 50 and 80: nothing in the bound answers the products without " +
      "it and names the bound as unmatched) or the order it applied (cheap, ارخص: cheapest first " +
      `within relevance). ${filterHelp} ` +
      "Sorts: `newest` (default without a keyword), `price_asc`, `price_desc` (by minimum " +
      "price), `popularity` (most sold), `rating` (best rated, then most reviewed), " +
      "`relevance` (default with a keyword: every word in the name as whole words, the products " +
      "whose name says they are the thing asked for first, then in the name, then with typos in " +
      "the name, then found in the other fields; best sellers break ties; for a partial match, " +
      "by how many words a product holds; without a keyword the same as `newest`)." +
      searchLimitHelp,
  }),

  // A static segment wins over products/:id in Fastify's router, so "facets" is never read as an id.
  facets: endpoint({
    host: "marketplace",
    method: "GET",
    path: "/:company/api/marketplace/products/facets",
    params: companyParams,
    query: productFilterQuery,
    responses: { 200: productFacets, ...errorResponses(400, 404) },
    session: "none",
    tag: "Catalog",
    summary: "Counts for the shop's filter sidebar",
    description:
      `Takes the same filters as the products call. Each kind is counted with every filter ` +
      `applied except its own, so choosing a colour leaves the other colours' counts as they ` +
      `were. Category counts include subcategories; every category of the marketplace is ` +
      `listed with its \`parent_id\`. Colour and size names are in the request's language. ` +
      filterHelp,
  }),

  detail: endpoint({
    host: "marketplace",
    method: "GET",
    path: "/:company/api/marketplace/products/:id",
    params: productParams,
    responses: { 200: productDetailResponse, ...errorResponses(400, 404) },
    session: "none",
    tag: "Catalog",
    summary: "One product with its details, gallery, vendor and related products",
    description:
      "`related` lists up to eight other in-stock products of the same category (then of the " +
      "parent category), best sellers first. Another marketplace's product answers 404.",
  }),
};
