// Counts of the storefront's cache lookups by cache (`page`: Next.js's page and route cache;
// `use-cache`: "use cache" values) and outcome (`hit`, `stale`: served while it is made again,
// `miss`). Next.js loads the cache handlers itself, possibly as modules of their own, so the
// counts live on one process-wide object that server.mjs's /metrics reads (ADR 42).

const countsKey = Symbol.for("souq.web.cache-lookups");

/** This process's counts, keyed `cache outcome`. */
function counts() {
  globalThis[countsKey] ??= new Map();
  return globalThis[countsKey];
}

/** Counts one lookup of `cache` ("page" or "use-cache") that ended in `outcome`. */
export function countCacheLookup(cache, outcome) {
  const key = `${cache} ${outcome}`;
  const table = counts();
  table.set(key, (table.get(key) ?? 0) + 1);
}

/** Every count so far, as labels and a number. */
export function cacheLookupCounts() {
  return [...counts()].map(([key, count]) => {
    const [cache, outcome] = key.split(" ");
    return { cache, outcome, count };
  });
}

/** Whether an entry made at `madeAt` is past its `revalidate` seconds at `now` (Next.js refreshes it). */
export function isPastRevalidate(madeAt, revalidateSeconds, now) {
  return (
    typeof revalidateSeconds === "number" &&
    revalidateSeconds > 0 &&
    now > madeAt + revalidateSeconds * 1000
  );
}
