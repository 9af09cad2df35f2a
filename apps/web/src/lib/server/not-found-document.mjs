// The not-found page, inside the shop frame, for a page that found nothing to show (ADR 51). A
// cached page that calls notFound() (an unknown product, vendor or category) is answered by
// Next.js with status 404 and its error document, `<html id="__next_error__">` with an empty body,
// which only the browser fills in; a page rendered per request for one record (an order, a
// conversation, a payment) learns that the record is missing only after its head and frame were
// sent, and Next.js then answers 200. In both cases the storefront's server sends the not-found
// page instead (one cached page per language, asked of this server), with status 404, at the
// address the shopper asked. Every not-found answer is kept by no cache outside the storefront and
// out of search engines.
import { localeOfAddress } from "./error-document.mjs";
import { decodeBody, encodeBody, holdAnswer, isHtml } from "./held-answer.mjs";
import { recordPageHeader } from "./record-page.mjs";

/** Sent with every not-found answer: an unknown address may name a product added tomorrow. */
export const notFoundHeaders = {
  "cache-control": "private, no-cache, no-store, max-age=0, must-revalidate",
  "x-robots-tag": "noindex",
};

const errorDocumentMarker = '<html id="__next_error__"';

/**
 * The row Next.js writes into a page's data where a part of it called notFound(): `14:E{"digest":
 * "NEXT_HTTP_ERROR_FALLBACK;404"}`, as a string in one of the page's scripts. Text a shopper typed
 * is escaped once more inside that data, so it cannot make this row.
 */
const notFoundRow =
  /(?:self\.__next_f\.push\(\[1,"|\\n)[0-9a-f]+:E\{\\"digest\\":\\"NEXT_HTTP_ERROR_FALLBACK;404\\"/;

/**
 * Whether an HTML answer of Next.js's says that its page found nothing to show: a 404 with the
 * error document, or a page whose data carries a not-found row.
 * @param {number} statusCode
 * @param {string} html
 */
export function saysNotFound(statusCode, html) {
  if (statusCode === 404) return html.includes(errorDocumentMarker);
  return notFoundRow.test(html);
}

function markNotFound(response) {
  for (const [name, value] of Object.entries(notFoundHeaders)) response.setHeader(name, value);
}

/**
 * Makes `response` answer the not-found page (from `notFoundPage(locale)`, in the address's
 * language) with status 404 when Next.js answers a page's document with its 404 error document,
 * or a record page's (marked by the proxy with `recordPageHeader`) with a not-found row. Every
 * 404 HTML answer gets `notFoundHeaders`. The proxy's mark never leaves. Call it before Next.js
 * handles the request.
 * @param {import("node:http").IncomingMessage} request
 * @param {import("node:http").ServerResponse} response
 * @param {{ notFoundPage: (locale: string) => Promise<{ html: string, link: string | null } | null> }} options
 */
export function answerMissingWithOurPage(request, response, { notFoundPage }) {
  const address = request.url ?? "/";
  const page = request.method === "GET";
  holdAnswer(response, (statusCode) => {
    const record = response.hasHeader(recordPageHeader);
    response.removeHeader(recordPageHeader);
    if (!isHtml(response.getHeader("content-type"))) return null;
    if (statusCode === 404) markNotFound(response);
    if (!page || !(statusCode === 404 || (statusCode === 200 && record))) return null;
    return async (body) => {
      const coding = response.getHeader("content-encoding");
      const html = decodeBody(body, coding);
      if (html === null || !saysNotFound(statusCode, html)) return null;
      const missing = await notFoundPage(localeOfAddress(address));
      if (!missing) return null;
      markNotFound(response);
      // The document is another one: Next.js's validators and cache notes were about the first.
      for (const name of ["etag", "x-nextjs-cache", "x-nextjs-prerender", "x-nextjs-stale-time"])
        response.removeHeader(name);
      if (missing.link) response.setHeader("link", missing.link);
      else response.removeHeader("link");
      return { statusCode: 404, body: encodeBody(missing.html, coding) };
    };
  });
}

/**
 * The not-found page as this server answers it at `address` (the not-found address in a
 * language), asked over the loopback: its HTML and its `link` header, or null when it did not come
 * as the not-found page (the answer is then sent as Next.js made it).
 * @param {string} origin this server, e.g. http://127.0.0.1:3000
 * @param {string} address
 */
export async function askNotFoundPage(origin, address) {
  const answer = await fetch(`${origin}${address}`, {
    headers: { "accept-encoding": "identity", accept: "text/html" },
    redirect: "manual",
    signal: AbortSignal.timeout(5_000),
  });
  if (answer.status !== 404 || !isHtml(answer.headers.get("content-type"))) return null;
  const html = await answer.text();
  if (html.includes(errorDocumentMarker)) return null;
  return { html, link: answer.headers.get("link") };
}
