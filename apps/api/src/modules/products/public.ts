// What other modules, the seed and the server's start use of products. The products module alone
// reads and writes the product tables; others join the figures and names it publishes here.

export {
  giveBackStock,
  type LineKey,
  lineProductsView,
  lineVariantsView,
  type StockedProduct,
  type StockTake,
  selectCompanyProduct,
  selectStockNow,
  selectUnitPrice,
  selectVariantStock,
  takeStock,
} from "./lines-repository.ts";
export { type ProductCardRow, toProductSummaries } from "./product-cards.ts";
export {
  type RatingFigures,
  selectProductRating,
  writeProductRatings,
} from "./ratings-repository.ts";
export {
  productBelongsTo,
  productCountsByCategory,
  productNamesView,
  productStatsByVendor,
  selectCompanyProductIds,
  selectNewestProducts,
  selectProductCards,
  selectProductVendorIds,
  selectRecommendedProducts,
  selectVendorProduct,
  type VendorProductStats,
} from "./repository.ts";
export { refreshSaleMinPrices } from "./sale-window-repository.ts";
export { refreshSearchDocuments } from "./search-index-repository.ts";
// A vendor's preview of its product's page, whatever its status (ADR 55).
export { getProductDetail } from "./service.ts";
// Pictures vendors uploaded and no product kept are deleted after a day, by a periodic sweep.
export { sweepUnusedUploads } from "./unused-uploads.ts";
// A vendor lists its own products: reads one whole, saves one whole, uploads pictures (ADR 55).
export {
  getVendorProductForm,
  saveVendorProduct,
  uploadVendorPicture,
} from "./vendor-product-form-service.ts";
// A vendor's desk: its own products, their prices and stock (ADR 47).
export {
  changeVendorProduct,
  listVendorProducts,
  type VendorProductScope,
  type VendorProductsContext,
} from "./vendor-products-service.ts";
