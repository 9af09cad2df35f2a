// Plain JavaScript: Next.js loads the cache handlers at run time, without compiling them.

/**
 * What revalidating a tag at `now` records. `updateTag` (no durations) expires its entries at once;
 * `revalidateTag(tag, profile)` marks them stale now (served once more while they are refreshed)
 * and expired after the profile's `expire` seconds.
 */
export function tagRevalidationAt(now, durations) {
  if (!durations) return { expired: now };
  return durations.expire === undefined
    ? { stale: now }
    : { stale: now, expired: now + durations.expire * 1000 };
}

/**
 * How an entry written at `writtenAt` stands against the revalidations of its tags (one record or
 * undefined a tag): "expired" when a tag expired after it was written, "stale" when one was marked
 * stale after it was written, else "fresh". A revalidation in the same millisecond counts as after.
 */
export function judgeByTags(revalidations, writtenAt, now) {
  let verdict = "fresh";
  for (const revalidation of revalidations) {
    if (!revalidation) continue;
    const { stale, expired } = revalidation;
    if (expired !== undefined && expired <= now && expired >= writtenAt) return "expired";
    if (stale !== undefined && stale >= writtenAt) verdict = "stale";
  }
  return verdict;
}

/** The latest time one of the tags expired, up to now; 0 when none did. */
export function latestExpiry(revalidations, now) {
  let latest = 0;
  for (const revalidation of revalidations) {
    const expired = revalidation?.expired;
    if (expired !== undefined && expired <= now && expired > latest) latest = expired;
  }
  return latest;
}
