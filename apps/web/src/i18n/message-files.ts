/**
 * Interface strings live in one file per feature and language (`messages/{locale}/{file}.json`),
 * each holding one or more namespaces; a namespace belongs to exactly one file.
 */
export const messageFiles = [
  "shell",
  "auth",
  "account",
  "catalog",
  "shop",
  "product-page",
  "cart",
  "delivery",
  "directory",
  "seo",
  "search",
  "orders",
  "wishlist",
  "compare",
  "content",
  "vendor-messages",
  "vendor-desk",
] as const;
