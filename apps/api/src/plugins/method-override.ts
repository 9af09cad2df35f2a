/**
 * `POST …?_method=put` (any case) is handled as PUT, and likewise PATCH and DELETE: the spec's
 * storefront sends its updates that way (HTML forms can only GET and POST).
 *
 * Fastify chooses a route from `req.method` and `req.url` in one step, after its `rewriteUrl`
 * option has seen the raw request and before any hook runs. So `rewriteUrl` is the one place
 * where the method can still change, and it serves a real server and `app.inject` alike (both go
 * through the same router). The `_method` pair is taken out of the query so that no route's
 * query schema ever sees it.
 */
const overridable = new Set(["PUT", "PATCH", "DELETE"]);

export interface OverridableRequest {
  method?: string | undefined;
  url?: string | undefined;
}

/** Sets the overriding method on a POST that asks for one; returns the URL without `_method`. */
export function applyMethodOverride(req: OverridableRequest): string {
  const url = req.url ?? "/";
  const queryStart = url.indexOf("?");
  if (req.method !== "POST" || queryStart < 0) return url;
  const pairs = url.slice(queryStart + 1).split("&");
  const isOverride = (pair: string) => /^_method=/i.test(pair);
  const wanted = pairs.find(isOverride)?.slice("_method=".length).toUpperCase();
  if (!wanted || !overridable.has(wanted)) return url;
  req.method = wanted;
  const rest = pairs.filter((pair) => !isOverride(pair) && pair !== "").join("&");
  return url.slice(0, queryStart) + (rest ? `?${rest}` : "");
}
