export type CacheName = "page" | "use-cache";
export type CacheOutcome = "hit" | "stale" | "miss";

export function countCacheLookup(cache: CacheName, outcome: CacheOutcome): void;

export function cacheLookupCounts(): { cache: CacheName; outcome: CacheOutcome; count: number }[];

export function isPastRevalidate(
  madeAt: number,
  revalidateSeconds: number | undefined,
  now: number,
): boolean;
