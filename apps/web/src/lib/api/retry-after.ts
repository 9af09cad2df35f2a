// RFC 9110's date form (IMF-fixdate); the engine's own date parser would accept "-5" or "1.5".
const httpDate = /^[A-Z][a-z]{2}, [0-9]{2} [A-Z][a-z]{2} [0-9]{4} [0-9]{2}:[0-9]{2}:[0-9]{2} GMT$/;

/**
 * The seconds a `Retry-After` header asks a caller to wait: a whole number of seconds, or an HTTP
 * date counted from `now`; undefined when there is no such header or it says neither.
 */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^[0-9]+$/.test(value)) return Number(value);
  if (!httpDate.test(value)) return undefined;
  return Math.max(0, Math.ceil((Date.parse(value) - now) / 1000));
}
