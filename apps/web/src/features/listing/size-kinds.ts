import { type SizeKind, sizeKinds } from "@souq/contract/catalog-rules";

export type { SizeKind };

/** How many sizes of a kind the filter shows before its "Show more". */
export const sizesShownAtFirst = 6;

/**
 * A listing's sizes grouped by the kind the API gives each (clothing letters, thobe lengths, shoe
 * sizes, storage…), kinds in the contract's order, each size keeping the order it came in (the
 * API's: smallest first). Only kinds the listing's sizes have are there.
 */
export function groupSizes<T extends { kind: SizeKind }>(sizes: readonly T[]): [SizeKind, T[]][] {
  const groups = new Map<SizeKind, T[]>();
  for (const size of sizes) groups.set(size.kind, [...(groups.get(size.kind) ?? []), size]);
  return sizeKinds.flatMap((kind) => {
    const group = groups.get(kind);
    return group ? [[kind, group] as [SizeKind, T[]]] : [];
  });
}

/**
 * Whether a kind's sizes start folded behind "Show more": only when it has more than the first few
 * and none of those past them is chosen (a chosen size is never hidden).
 */
export function startsFolded(
  group: readonly { key: string }[],
  chosen: readonly string[],
): boolean {
  return (
    group.length > sizesShownAtFirst &&
    !group.slice(sizesShownAtFirst).some((size) => chosen.includes(size.key))
  );
}
