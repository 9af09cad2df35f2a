import "server-only";
import { readCacheMaxBytes } from "../cache/memory-cache-store.mjs";
import { readRedisUrl } from "../cache/redis-url.mjs";
import { runtimeConfig } from "./runtime-config.server.ts";

/** Stops the server at start, naming the setting, rather than failing on the first page view. */
export function checkConfigurationAtStart(): void {
  try {
    runtimeConfig();
    // The cache handlers read these themselves (Next.js loads them apart from the app).
    readCacheMaxBytes();
    readRedisUrl();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
