/** Runs once when the server starts. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { checkConfigurationAtStart } = await import("./lib/config/check-at-start.server.ts");
  checkConfigurationAtStart();
  // With REDIS_URL, connect now (the first pages find the shared cache ready) and check the
  // server's memory bound at start; without it, this makes the process's bounded memory store.
  const { sharedCacheStore } = await import("./lib/cache/shared-cache-store.mjs");
  sharedCacheStore();
}
