// What other modules, the seed and the server's start use of products. The products module alone
// reads and writes the product tables; others join the figures and names it publishes here.
export { type ProductCardRow, toProductSummaries } from "./product-cards.ts";
export {
  productBelongsTo,
  productCountsByCategory,
  productStatsByVendor,
  selectCompanyProductIds,
  selectNewestProducts,
  selectProductCards,
  selectRecommendedProducts,
  type VendorProductStats,
} from "./repository.ts";
export { refreshSearchDocuments } from "./search-index-repository.ts";
