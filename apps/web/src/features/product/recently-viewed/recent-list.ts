/**
 * How many products the browser remembers having viewed: a row a shopper can scan, and a bound
 * on what the page asks the storefront for.
 */
export const recentLimit = 12;

/** The list after viewing a product: it moves to the front, once, and the oldest fall off. */
export function withViewed(
  list: readonly { id: number }[],
  id: number,
  limit: number = recentLimit,
): { id: number }[] {
  return [{ id }, ...list.filter((item) => item.id !== id)].slice(0, limit);
}

/**
 * The ids to show, the latest first: whole positive numbers only, each once, never the product
 * on screen, at most the limit (a hand-edited store cannot make the page ask for more).
 */
export function recentIdsOf(
  list: readonly { id: unknown }[],
  except?: number,
  limit: number = recentLimit,
): number[] {
  const ids: number[] = [];
  for (const { id } of list) {
    if (ids.length === limit) break;
    if (typeof id !== "number" || !Number.isSafeInteger(id) || id <= 0) continue;
    if (id !== except && !ids.includes(id)) ids.push(id);
  }
  return ids;
}
