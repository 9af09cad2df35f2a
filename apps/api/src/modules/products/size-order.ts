import { type SizeKind, sizeKinds } from "@souq/contract/catalog-rules";

const letterSizes = ["xxs", "xs", "s", "m", "l", "xl", "xxl", "2xl", "xxxl", "3xl"];
/** Units that are a multiple of another, so "1 TB" sorts after "512 GB". */
const unitScale: Record<string, [string, number]> = {
  tb: ["gb", 1024],
  kg: ["g", 1000],
  l: ["ml", 1000],
};

function rankOf(key: string): [number, string, number] {
  const letter = letterSizes.indexOf(key);
  if (letter >= 0) return [0, "", letter];
  // "42", "256 gb", "2 × 5 kg" (a pair counts as its total), or a label ending in a measure
  // ("small, 30 cm").
  const measured =
    /^(?:(\d+)\s*×\s*)?(\d+(?:\.\d+)?)\s*([a-z]*)$/.exec(key) ??
    /()(\d+(?:\.\d+)?)\s*([a-z]+)$/.exec(key);
  if (measured) {
    const [, count, amount = "0", unit = ""] = measured;
    const [base, scale] = unitScale[unit] ?? [unit, 1];
    return [1, base, Number(amount) * scale * (count ? Number(count) : 1)];
  }
  return [2, key, 0];
}

/** Orders size keys as a shopper reads them: S, M, L, XL; 40, 41, 42; 256 GB, 1 TB; others by name. */
export function compareSizeKeys(a: string, b: string): number {
  const [groupA, unitA, valueA] = rankOf(a);
  const [groupB, unitB, valueB] = rankOf(b);
  return groupA - groupB || unitA.localeCompare(unitB) || valueA - valueB || a.localeCompare(b);
}

/**
 * Orders a listing's sizes for its filter: by kind, in the contract's `sizeKinds` order (clothing
 * letters, garment lengths, shoe sizes, storage, …), then as a shopper reads them within a kind.
 */
export function compareSizes(
  a: { key: string; kind: SizeKind },
  b: { key: string; kind: SizeKind },
): number {
  return sizeKinds.indexOf(a.kind) - sizeKinds.indexOf(b.kind) || compareSizeKeys(a.key, b.key);
}
