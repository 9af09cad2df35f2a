/** Where the quick view asks for a product: the storefront's own cached route, never the API. */
export function quickViewPath(productId: number, locale: string): string {
  return `/api/quick-view/${productId}?locale=${locale}`;
}
