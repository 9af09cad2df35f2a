// For the cache tests only: entries as Next.js hands them to the "use cache" handler.
import type { CacheEntry } from "next/dist/server/lib/cache-handlers/types";

export function streamOfText(text: string): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });
}

/** The text of an entry's value; undefined for a miss. */
export async function textOf(entry: CacheEntry | undefined): Promise<string | undefined> {
  return entry && new Response(entry.value).text();
}

/** A "use cache" entry of the catalog's life (tagged `catalog`), written at `timestamp`. */
export function cachedResult(
  text: string,
  timestamp: number,
  life: Partial<Omit<CacheEntry, "timestamp">> = {},
): Promise<CacheEntry> {
  return Promise.resolve({
    value: streamOfText(text),
    tags: ["catalog"],
    stale: 30,
    revalidate: 60,
    expire: 24 * 60 * 60,
    timestamp,
    ...life,
  });
}
