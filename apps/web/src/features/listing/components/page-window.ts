/** The page numbers to show: the first, the last, and two either side of the current one. */
export function pageWindow(current: number, last: number): Array<number | "gap"> {
  const pages = new Set([1, last, current - 2, current - 1, current, current + 1, current + 2]);
  const sorted = [...pages].filter((page) => page >= 1 && page <= last).sort((a, b) => a - b);
  return sorted.flatMap((page, index) => {
    const previous = sorted[index - 1];
    return previous !== undefined && page - previous > 1 ? (["gap", page] as const) : [page];
  });
}
