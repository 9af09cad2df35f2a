// Plain JavaScript: Next.js loads the cache handlers at run time, without compiling them.

/**
 * REDIS_URL, checked: undefined when unset (each process then caches in its own memory); a value
 * that is not a redis:// or rediss:// address throws a message that names the setting.
 */
export function readRedisUrl(env = process.env) {
  const setting = env.REDIS_URL;
  if (setting === undefined) return undefined;
  let address;
  try {
    address = new URL(setting.trim());
  } catch {
    address = undefined;
  }
  if (!address || !["redis:", "rediss:"].includes(address.protocol) || !address.hostname) {
    throw new Error(
      "Invalid storefront configuration:\n  REDIS_URL: must be a redis:// or rediss:// address, e.g. redis://127.0.0.1:6379",
    );
  }
  return address.href;
}

/** Where a Redis address points, without its user name or password, for log lines. */
export function describeRedisAddress(url) {
  const address = new URL(url);
  return `${address.protocol}//${address.host}${address.pathname === "/" ? "" : address.pathname}`;
}
