import { endpoint, errorResponses } from "../endpoint.ts";
import { companyParams } from "../params.ts";
import {
  maxWishlistProducts,
  wishListMergeRequest,
  wishListMergeResponse,
  wishListProductParams,
  wishListProductsQuery,
  wishListResponse,
  wishListToggleResponse,
} from "../wishlist.ts";

const limit =
  `A wishlist holds at most ${maxWishlistProducts} products in a marketplace; saving one more ` +
  "answers 422 with a message that says so. ";

/** The signed-in shopper's wishlist in one marketplace (spec §7), and a guest's at sign-in. */
export const wishlistEndpoints = {
  list: endpoint({
    host: "marketplace",
    method: "GET",
    path: "/:company/api/marketplace/wish-list",
    params: companyParams,
    responses: { 200: wishListResponse, ...errorResponses(400, 401, 404) },
    session: "required",
    tag: "Wishlist",
    summary: "The shopper's wishlist: the saved products, the last saved first",
    description:
      "Each product as cards read it (name, prices, stock, variants, pictures) in the request's language, with the catalog's current price and stock.",
  }),

  toggle: endpoint({
    host: "marketplace",
    method: "GET",
    path: "/:company/api/marketplace/add-remove-wish-list/:id",
    params: wishListProductParams,
    responses: { 200: wishListToggleResponse, ...errorResponses(400, 401, 404, 422) },
    session: "required",
    tag: "Wishlist",
    summary: "Save a product to the wishlist, or remove it when it is already there",
    description:
      "A product not in the wishlist is added ('Product added to wishlist', `status: added`); one already there is removed ('Product removed from wishlist', `status: removed`). A product of another marketplace, or one that does not exist, answers 404. " +
      limit,
  }),

  merge: endpoint({
    host: "marketplace",
    method: "POST",
    path: "/:company/api/marketplace/wish-list/merge",
    params: companyParams,
    body: wishListMergeRequest,
    responses: { 200: wishListMergeResponse, ...errorResponses(400, 401, 404, 422) },
    session: "required",
    tag: "Wishlist",
    summary: "Add a guest's wishlist (kept in the browser) to the shopper's, at sign-in",
    description:
      `Form data (\`product_ids[]\`) or JSON, 1 to ${maxWishlistProducts} ids. Products already saved stay where they are; the others are added in the order given, the first one given ending up last saved. ` +
      "Ids of products that do not exist (any more) or belong to another marketplace are ignored, not refused, so that one stale entry does not lose the rest; so are those beyond the wishlist's limit. The answer lists what was added and what was ignored.",
  }),

  products: endpoint({
    host: "marketplace",
    method: "GET",
    path: "/:company/api/marketplace/wish-list/products",
    params: companyParams,
    query: wishListProductsQuery,
    responses: { 200: wishListResponse, ...errorResponses(400, 404) },
    session: "none",
    tag: "Wishlist",
    summary: "A guest's wishlist: the products of the ids the browser keeps",
    description: `\`product_ids\` as \`1,2,3\` or repeated, 1 to ${maxWishlistProducts} ids. The products as cards read them in the request's language and in the order given; ids of products that do not exist or belong to another marketplace are left out.`,
  }),
};
