/** The kinds of size a shopper tells apart, in the order the filter shows them. */
export const sizeKinds = [
  "letter",
  "number",
  "storage",
  "volume",
  "weight",
  "length",
  "other",
] as const;
export type SizeKind = (typeof sizeKinds)[number];

const letterSizes = /^(?:\d?x{0,3}[sml]|one size)$/;
const units: Record<string, SizeKind> = {
  gb: "storage",
  tb: "storage",
  ml: "volume",
  l: "volume",
  g: "weight",
  kg: "weight",
  cm: "length",
  mm: "length",
};

/**
 * The kind of a size key as the API writes it (lower case): letters (S, XL, One size), plain
 * numbers (shoe and clothing sizes), or an amount with its unit (256 GB, 500 ml, 2 × 5 kg, 24 cm);
 * anything else (Large, 50 cm) is "other".
 */
export function sizeKindOf(key: string): SizeKind {
  if (letterSizes.test(key)) return "letter";
  if (/^\d+(?:\.\d+)?$/.test(key)) return "number";
  const measured = /^(?:\d+\s*×\s*)?\d+(?:\.\d+)?\s*([a-z]+)$/.exec(key);
  return (measured && units[measured[1] ?? ""]) || "other";
}

/** Sizes grouped by kind, kinds in their fixed order, each size keeping the order it came in. */
export function groupSizes<T extends { key: string }>(sizes: readonly T[]): [SizeKind, T[]][] {
  const groups = new Map<SizeKind, T[]>();
  for (const size of sizes) {
    const kind = sizeKindOf(size.key);
    groups.set(kind, [...(groups.get(kind) ?? []), size]);
  }
  return sizeKinds.flatMap((kind) => {
    const group = groups.get(kind);
    return group ? [[kind, group] as [SizeKind, T[]]] : [];
  });
}
