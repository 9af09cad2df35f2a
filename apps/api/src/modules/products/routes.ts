import {
  pagingHeaders,
  productDetailResponse,
  productFacets,
  productFilterQuery,
  productList,
  productListQuery,
  productParams,
} from "@souq/contract/catalog";
import { errorBody } from "@souq/contract/errors";
import { companyParams } from "@souq/contract/params";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client.ts";
import { getProductDetail, getProductFacets, listProducts } from "./service.ts";

export interface ProductRouteOptions {
  db: Database;
  publicUrl: string;
  /** Whether a peer is one of the configured proxies (the storefront). */
  isTrustedProxy: (address: string) => boolean;
}

const tags = ["Catalog"];
const errors = { 400: errorBody, 404: errorBody };

const filterHelp =
  "Filters: `keyword` (words of the name, description, category, vendor or colours, in either " +
  "language whatever `Accept-Language` says; Arabic spelling variants, tashkeel and Arabic-Indic " +
  "digits are folded alike, English plurals match singulars, the last word may be partly typed " +
  "and a word found nowhere matches similar words, so small typos still match), `category_id` " +
  "(with its subcategories), `vendor_id`, `min_price` and `max_price` (riyals, compared with the " +
  "product's minimum price: the lowest variant price, else the sale price, else the price), " +
  "`colours` and `sizes` (keys from the facets, comma separated; a product matches when any " +
  "variant has one), `rating` (minimum average), `on_sale` and `in_stock` (`1` or `true`; `0` " +
  "means no filter). Different kinds narrow the list; several values of one kind widen it. A " +
  "category or vendor that is not this marketplace's answers 404; a malformed value 400.";

const searchLimitHelp =
  " Keyword searches are limited to 240 a minute per client address (an IPv6 /64 counts as one); " +
  "past that the call answers 429 with Retry-After.";

export const productRoutes: FastifyPluginAsyncZod<ProductRouteOptions> = async (
  app,
  { db, publicUrl, isTrustedProxy },
) => {
  /**
   * The shopper a search is counted against; none for the storefront's own reads for its pages,
   * which come from a trusted proxy and name no client.
   */
  const searcherOf = (request: FastifyRequest) =>
    request.headers["x-forwarded-for"] === undefined &&
    isTrustedProxy(request.socket.remoteAddress ?? "")
      ? undefined
      : request.ip;
  const contextOf = (request: { params: { company: number }; locale: "en" | "ar" }) => ({
    db,
    companyId: request.params.company,
    locale: request.locale,
    publicUrl,
  });

  app.get(
    "/:company/api/marketplace/products",
    {
      schema: {
        tags,
        summary: "Products, filtered, sorted and paged",
        description:
          `The body is a bare array of products; paging travels in the headers ` +
          `\`${pagingHeaders.total}\`, \`${pagingHeaders.page}\`, \`${pagingHeaders.lastPage}\` and ` +
          `\`${pagingHeaders.perPage}\`. A page past the last answers an empty array. ${filterHelp} ` +
          "Sorts: `newest` (default without a keyword), `price_asc`, `price_desc` (by minimum " +
          "price), `popularity` (most sold), `rating` (best rated, then most reviewed), " +
          "`relevance` (default with a keyword: every word in the name as whole words, then in the " +
          "name, then with typos in the name, then found in the other fields; best sellers break " +
          "ties; without a keyword the same as `newest`)." +
          searchLimitHelp,
        params: companyParams,
        querystring: productListQuery,
        response: { 200: productList, ...errors, 429: errorBody },
      },
    },
    async (request, reply) => {
      const page = await listProducts(
        { ...contextOf(request), clientIp: searcherOf(request) },
        request.query,
      );
      reply.headers({
        [pagingHeaders.total]: String(page.total),
        [pagingHeaders.page]: String(page.page),
        [pagingHeaders.lastPage]: String(page.lastPage),
        [pagingHeaders.perPage]: String(page.perPage),
      });
      return page.items;
    },
  );

  // A static segment wins over products/:id in Fastify's router, so "facets" is never read as an id.
  app.get(
    "/:company/api/marketplace/products/facets",
    {
      schema: {
        tags,
        summary: "Counts for the shop's filter sidebar",
        description:
          `Takes the same filters as the products call. Each kind is counted with every filter ` +
          `applied except its own, so choosing a colour leaves the other colours' counts as they ` +
          `were. Category counts include subcategories; every category of the marketplace is ` +
          `listed with its \`parent_id\`. Colour and size names are in the request's language. ` +
          filterHelp,
        params: companyParams,
        querystring: productFilterQuery,
        response: { 200: productFacets, ...errors },
      },
    },
    (request) => getProductFacets(contextOf(request), request.query),
  );

  app.get(
    "/:company/api/marketplace/products/:id",
    {
      schema: {
        tags,
        summary: "One product with its details, gallery, vendor and related products",
        description:
          "`related` lists up to eight other in-stock products of the same category (then of the " +
          "parent category), best sellers first. Another marketplace's product answers 404.",
        params: productParams,
        response: { 200: productDetailResponse, ...errors },
      },
    },
    (request) => getProductDetail(contextOf(request), request.params.id),
  );
};
