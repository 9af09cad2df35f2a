import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { answerMissingWithOurPage, notFoundHeaders, saysNotFound } from "./not-found-document.mjs";
import { recordPageHeader } from "./record-page.mjs";

/** Next.js's 404 for a cached page that called notFound(): its error document, status 404. */
const nextNotFoundDocument =
  '<!DOCTYPE html><html id="__next_error__"><head><meta name="robots" content="noindex"/></head>' +
  '<body><script>self.__next_f.push([1,"a:E{\\"digest\\":\\"NEXT_HTTP_ERROR_FALLBACK;404\\"}\\n"])</script></body></html>';

/** A record page streamed with its frame, whose record turned out missing (status 200). */
const streamedMissingRecord =
  '<!DOCTYPE html><html lang="ar" dir="rtl"><head></head><body><header>frame</header>' +
  '<script>self.__next_f.push([1,"14:E{\\"digest\\":\\"NEXT_HTTP_ERROR_FALLBACK;404\\"}\\n"])</script></body></html>';

/** A record page with text a shopper typed that reads like the row: escaped once more. */
const orderWithForgedText =
  '<!DOCTYPE html><html lang="en"><head></head><body><p>E{&quot;digest&quot;}</p>' +
  '<script>self.__next_f.push([1,"5:[\\"$\\",\\"p\\",null,{\\"children\\":\\"x\\\\n14:E{\\\\\\"digest\\\\\\":\\\\\\"NEXT_HTTP_ERROR_FALLBACK;404\\\\\\"}\\"}]\\n"])</script></body></html>';

const ourPage = (locale: string) =>
  `<!DOCTYPE html><html lang="${locale}"><head></head><body><header>frame</header><h1>not found in ${locale}</h1></body></html>`;

let close: (() => void) | undefined;
afterEach(() => close?.());

/** Serves `respond` behind answerMissingWithOurPage; returns the origin and the pages it asked. */
async function serve(respond: (request: IncomingMessage, response: ServerResponse) => void) {
  const asked: string[] = [];
  const server = createServer((request, response) => {
    answerMissingWithOurPage(request, response, {
      notFoundPage: async (locale) => {
        asked.push(locale);
        return { html: ourPage(locale), link: "</fonts/x.woff2>; rel=preload" };
      },
    });
    respond(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  close = () => server.close();
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, asked };
}

describe("what says a page found nothing to show", () => {
  it("is Next.js's 404 error document, or a not-found row in a page's data", () => {
    expect(saysNotFound(404, nextNotFoundDocument)).toBe(true);
    expect(saysNotFound(200, streamedMissingRecord)).toBe(true);
    // The missing page itself (404, a whole page) and an order that is there are not.
    expect(saysNotFound(404, ourPage("en"))).toBe(false);
    expect(saysNotFound(200, ourPage("en"))).toBe(false);
  });

  it("cannot be written by a shopper's text in the page", () => {
    expect(orderWithForgedText).toContain("NEXT_HTTP_ERROR_FALLBACK;404");
    expect(saysNotFound(200, orderWithForgedText)).toBe(false);
  });
});

describe("the storefront's server with the not-found page", () => {
  it("answers a cached page's 404 error document with the not-found page, at the same address", async () => {
    const { origin, asked } = await serve((_request, response) => {
      response.statusCode = 404;
      response.setHeader("Content-Type", "text/html; charset=utf-8");
      response.setHeader("Content-Length", Buffer.byteLength(nextNotFoundDocument));
      response.setHeader("Cache-Control", "s-maxage=60, stale-while-revalidate=86340");
      response.setHeader("ETag", '"abc"');
      response.end(nextNotFoundDocument);
    });
    const answer = await fetch(`${origin}/ar/product/99999`, { redirect: "manual" });
    expect(answer.status).toBe(404);
    expect(asked).toEqual(["ar"]);
    const text = await answer.text();
    expect(text).toBe(ourPage("ar"));
    expect(Number(answer.headers.get("content-length"))).toBe(Buffer.byteLength(text));
    expect(answer.headers.get("cache-control")).toBe(notFoundHeaders["cache-control"]);
    expect(answer.headers.get("x-robots-tag")).toBe("noindex");
    expect(answer.headers.get("etag")).toBeNull();
    expect(answer.headers.get("link")).toBe("</fonts/x.woff2>; rel=preload");
    expect(answer.headers.get("location")).toBeNull();
  });

  it("answers a record page that found its record missing while streaming, compressed, with 404", async () => {
    const { origin, asked } = await serve((_request, response) => {
      response.setHeader(recordPageHeader, "1");
      response.writeHead(200, { "Content-Type": "text/html", "Content-Encoding": "gzip" });
      response.flushHeaders();
      const bytes = gzipSync(streamedMissingRecord);
      response.write(bytes.subarray(0, 30));
      response.end(bytes.subarray(30));
    });
    const answer = await fetch(`${origin}/pages/orders/99999`);
    expect(answer.status).toBe(404);
    expect(asked).toEqual(["en"]);
    expect(await answer.text()).toBe(ourPage("en"));
    expect(answer.headers.get(recordPageHeader)).toBeNull();
  });

  it("lets a record page that is there through as it was made, without the proxy's mark", async () => {
    const { origin, asked } = await serve((_request, response) => {
      response.setHeader(recordPageHeader, "1");
      response.writeHead(200, { "Content-Type": "text/html", "Content-Encoding": "gzip" });
      response.end(gzipSync(orderWithForgedText));
    });
    const answer = await fetch(`${origin}/pages/orders/7`, {
      headers: { "accept-encoding": "gzip" },
    });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe(orderWithForgedText);
    expect(answer.headers.get(recordPageHeader)).toBeNull();
    expect(asked).toEqual([]);
  });

  it("leaves other pages, data and other methods alone, and marks every 404 page uncached", async () => {
    const { origin, asked } = await serve((request, response) => {
      const status = request.url === "/missing" ? 404 : 200;
      const type = request.url === "/flight" ? "text/x-component" : "text/html";
      response.writeHead(request.url === "/flight" ? 404 : status, { "Content-Type": type });
      // A page that is not a record page, even with such a row, and the missing page itself.
      response.end(request.url === "/missing" ? ourPage("en") : streamedMissingRecord);
    });
    const plain = await fetch(`${origin}/pages/cart`);
    expect(plain.status).toBe(200);
    expect(await plain.text()).toBe(streamedMissingRecord);
    const flight = await fetch(`${origin}/flight`);
    expect(await flight.text()).toBe(streamedMissingRecord);
    const missing = await fetch(`${origin}/missing`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe(ourPage("en"));
    expect(missing.headers.get("cache-control")).toBe(notFoundHeaders["cache-control"]);
    const posted = await fetch(`${origin}/product/1`, { method: "POST" });
    expect(posted.status).toBe(200);
    expect(asked).toEqual([]);
  });

  it("sends Next.js's answer when the not-found page cannot be had", async () => {
    const server = createServer((request, response) => {
      answerMissingWithOurPage(request, response, { notFoundPage: async () => null });
      response.writeHead(404, { "Content-Type": "text/html", "Content-Encoding": "gzip" });
      response.end(gzipSync(nextNotFoundDocument));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    close = () => server.close();
    const port = (server.address() as AddressInfo).port;
    const answer = await fetch(`http://127.0.0.1:${port}/product/9`);
    expect(answer.status).toBe(404);
    expect(await answer.text()).toBe(nextNotFoundDocument);
  });
});
