import type { StoredProduct } from "@/lib/client-store/persisted-store.ts";

/**
 * At most this many products are compared: four columns still fit a laptop screen side by side
 * and a phone scrolls through them two at a time; a fifth would make every row a scroll (ADR 27).
 */
export const compareLimit = 4;

export type AddOutcome = "added" | "duplicate" | "full";

/**
 * The spec's rule for adding: a product already in the list is refused (whichever page or tab put
 * it there), and so is one more than the limit. The list is never changed when refused.
 */
export function addToCompare(
  list: readonly StoredProduct[],
  product: StoredProduct,
  limit: number = compareLimit,
): { outcome: AddOutcome; list: StoredProduct[] } {
  if (list.some((item) => item.id === product.id)) return { outcome: "duplicate", list: [...list] };
  if (list.length >= limit) return { outcome: "full", list: [...list] };
  return { outcome: "added", list: [...list, product] };
}

export function removeFromCompare(list: readonly StoredProduct[], id: number): StoredProduct[] {
  return list.filter((item) => item.id !== id);
}

/**
 * The product ids a stored list names, as the compare page asks for them: whole positive numbers
 * only, each once, at most the limit (a hand-edited store cannot make the page ask for more).
 */
export function compareIdsOf(list: readonly { id: unknown }[]): number[] {
  const ids: number[] = [];
  for (const item of list) {
    const { id } = item;
    if (typeof id === "number" && Number.isSafeInteger(id) && id > 0 && !ids.includes(id))
      ids.push(id);
    if (ids.length === compareLimit) break;
  }
  return ids;
}

/** The part of a product the compare list keeps (its page reads the rest when it opens). */
export function compareEntryOf(product: {
  id: number;
  name: string;
  price: number;
  sale_price: number | null;
  sm_pictures: readonly { url: string }[];
}): StoredProduct {
  return {
    id: product.id,
    name: product.name,
    picture: product.sm_pictures[0]?.url ?? null,
    price: product.price,
    sale_price: product.sale_price,
  };
}
