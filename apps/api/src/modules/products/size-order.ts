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
  const measured = /^(\d+(?:\.\d+)?)\s*([a-z]*)$/.exec(key);
  if (measured) {
    const [, amount = "0", unit = ""] = measured;
    const [base, scale] = unitScale[unit] ?? [unit, 1];
    return [1, base, Number(amount) * scale];
  }
  return [2, key, 0];
}

/** Orders size keys as a shopper reads them: S, M, L, XL; 40, 41, 42; 256 GB, 1 TB; others by name. */
export function compareSizeKeys(a: string, b: string): number {
  const [groupA, unitA, valueA] = rankOf(a);
  const [groupB, unitB, valueB] = rankOf(b);
  return groupA - groupB || unitA.localeCompare(unitB) || valueA - valueB || a.localeCompare(b);
}
