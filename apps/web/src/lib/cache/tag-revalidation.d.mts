import type { TagRevalidation } from "./memory-cache-store.mjs";

export function tagRevalidationAt(now: number, durations?: { expire?: number }): TagRevalidation;

export function judgeByTags(
  revalidations: (TagRevalidation | undefined)[],
  writtenAt: number,
  now: number,
): "fresh" | "stale" | "expired";

export function latestExpiry(revalidations: (TagRevalidation | undefined)[], now: number): number;
