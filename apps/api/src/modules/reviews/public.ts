// What the seed uses of reviews: recomputing products' ratings from the review rows.
export { refreshProductRatings } from "./repository.ts";
