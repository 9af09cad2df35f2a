// Plain functions, no imports: the storefront's browser code builds its own calls' addresses here.

/** What a query value may be written from. */
export type QueryScalar = string | number | boolean;

/**
 * Fills a path's `:name` parameters, each percent-encoded as one segment; a missing parameter or
 * one the path does not name throws (`label` names the call in the message).
 */
export function fillPath(
  path: string,
  params: Readonly<Record<string, string | number>>,
  label = path,
): string {
  const named = new Set<string>();
  const filled = path.replace(/:([^/]+)/g, (_match, name: string) => {
    named.add(name);
    const value = params[name];
    if (value === undefined || value === null || value === "") {
      throw new Error(`${label} needs the path parameter ${name}`);
    }
    return encodeURIComponent(String(value));
  });
  const unknown = Object.keys(params).filter((name) => !named.has(name));
  if (unknown.length > 0) {
    throw new Error(`${label} has no path parameter ${unknown.join(", ")}`);
  }
  return filled;
}

/**
 * A query as a search string with its leading `?` ("" when empty): a list as the key repeated,
 * absent values left out.
 */
export function searchOf(query: Readonly<Record<string, unknown>>): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    for (const item of listOf(value)) {
      pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(item))}`);
    }
  }
  return pairs.length > 0 ? `?${pairs.join("&")}` : "";
}

/** The values of one field: a list's items, one value, or none for an absent one. */
function listOf(value: unknown): QueryScalar[] {
  const values = Array.isArray(value) ? value : [value];
  return values.filter((item): item is QueryScalar => item !== undefined && item !== null);
}
