// What other modules use of the catalog: the product card's columns and their mapping to summaries.
export { type ProductCardRow, toProductSummaries } from "./product-cards.ts";
export { cardColumns } from "./repository.ts";
