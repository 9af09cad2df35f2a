/**
 * Next's own limit on a server action's body (`serverActions.bodySizeLimit` in next.config: a
 * profile picture of up to 2 MB with the form's fields); Next answers a larger body with a 500.
 * The storefront's server refuses a larger action first (src/lib/server/action-guard.mjs); the
 * proxy refuses any other larger page POST.
 */
export { maxActionBodyBytes } from "./action-body-limit.mjs";

/** No storefront address is longer; a longer one is refused before any header could echo it. */
export const maxAddressLength = 2048;

/** A path Next cannot decode (`%ZZ`, a lone `%`, a cut UTF-8 sequence), which it answers with a 500. */
export function hasMalformedEscapes(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

/**
 * What to answer a page request's body with before Next reads it, or null to let it through: 413
 * when it is larger than the limit (by its Content-Length, or counted when it is sent in chunks),
 * 400 when it is a form post (a server action sent without scripts) that is not a readable form,
 * which Next would answer with a 500.
 */
export async function bodyRefusal(request: Request, limit: number): Promise<413 | 400 | null> {
  if (request.method === "GET" || request.method === "HEAD") return null;
  const declared = request.headers.get("content-length");
  if (declared !== null && (!/^[0-9]+$/.test(declared) || Number(declared) > limit)) return 413;
  const contentType = request.headers.get("content-type") ?? "";
  const formPost =
    contentType.toLowerCase().startsWith("multipart/form-data") &&
    !request.headers.has("next-action");
  if (declared !== null && !formPost) return null;
  const body = await readUpTo(request, limit);
  if (body === null) return 413;
  if (!formPost) return null;
  try {
    await new Response(body, { headers: { "content-type": contentType } }).formData();
    return null;
  } catch {
    return 400;
  }
}

/** The whole body, or null as soon as it passes the limit. */
async function readUpTo(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
