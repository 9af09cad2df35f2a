import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { localeRegistry } from "@/i18n/locales.ts";
import arabicShell from "../../../messages/ar/shell.json";
import englishShell from "../../../messages/en/shell.json";
import {
  answerErrorsWithOurPage,
  errorDocumentMaxBytes,
  localeOfAddress,
  withErrorPage,
} from "./error-document.mjs";

/** Next.js's error document as it answers a page that failed outside every Suspense boundary. */
const nextErrorDocument =
  '<!DOCTYPE html><html id="__next_error__"><head>' +
  '<script src="/_next/static/chunks/main.js" async=""></script>' +
  '<link rel="preload" href="/_next/static/chunks/app.css" as="style"/>' +
  '<meta name="robots" content="noindex"/></head><body>' +
  '<script>self.__next_f.push([1,"0:{\\"digest\\":\\"1234\\"}"])</script></body></html>';

let close: (() => void) | undefined;
afterEach(() => close?.());

/** Answers each request with `respond` behind answerErrorsWithOurPage; returns the server's origin. */
async function serve(
  respond: (request: IncomingMessage, response: ServerResponse) => void,
): Promise<string> {
  const server = createServer((request, response) => {
    answerErrorsWithOurPage(request, response);
    respond(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  close = () => server.close();
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The document's `<html>` tag, its first heading and its links (text and address). */
function shape(html: string) {
  return {
    root: /<html[^>]*>/.exec(html)?.[0],
    heading: /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1],
    links: [...html.matchAll(/<a href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map(([, href, text]) => ({
      href,
      text,
    })),
  };
}

describe("our page in Next.js's error document", () => {
  it("names the language and direction and says what failed, with a retry and the way home", () => {
    expect(shape(withErrorPage(nextErrorDocument, "/product/2?colour=red"))).toEqual({
      root: '<html id="__next_error__" lang="en" dir="ltr">',
      heading: englishShell.Common.errorOccurred,
      links: [
        { href: "/product/2?colour=red", text: englishShell.ErrorPage.retry },
        { href: "/", text: englishShell.ErrorPage.backHome },
      ],
    });
    expect(shape(withErrorPage(nextErrorDocument, "/ar/pages/shop"))).toEqual({
      root: '<html id="__next_error__" lang="ar" dir="rtl">',
      heading: arabicShell.Common.errorOccurred,
      links: [
        { href: "/ar/pages/shop", text: arabicShell.ErrorPage.retry },
        { href: "/ar", text: arabicShell.ErrorPage.backHome },
      ],
    });
  });

  it("keeps Next.js's scripts, data and id, and links the stylesheet it only preloads", () => {
    const html = withErrorPage(nextErrorDocument, "/");
    // The id makes the browser render the page afresh rather than hydrate our markup.
    expect(html).toContain('id="__next_error__"');
    expect(html).toContain('<script src="/_next/static/chunks/main.js" async=""></script>');
    expect(html).toContain('self.__next_f.push([1,"0:{\\"digest\\":\\"1234\\"}"])');
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/app.css"/>');
    expect(html).toContain(`<title>${englishShell.Common.errorOccurred} | Souq</title>`);
    expect(html.indexOf("<h1")).toBeLessThan(html.indexOf("self.__next_f"));
  });

  it("never links elsewhere, and writes the address as text", () => {
    expect(shape(withErrorPage(nextErrorDocument, "//elsewhere.example/x")).links[0]?.href).toBe(
      "/elsewhere.example/x",
    );
    const html = withErrorPage(nextErrorDocument, '/pages/shop?keyword="><script>x</script>');
    expect(html).not.toContain("<script>x</script>");
    expect(html).toContain("/pages/shop?keyword=&quot;&gt;&lt;script&gt;x&lt;/script&gt;");
  });

  it("leaves any other document as it is", () => {
    const page = '<!DOCTYPE html><html lang="en" dir="ltr"><head></head><body>Shop</body></html>';
    expect(withErrorPage(page, "/")).toBe(page);
  });

  it("reads the language from the address's first segment, English otherwise", () => {
    expect(localeOfAddress("/ar")).toBe("ar");
    expect(localeOfAddress("/ar?x=1")).toBe("ar");
    expect(localeOfAddress("/ar/product/1")).toBe("ar");
    expect(localeOfAddress("/arabic")).toBe("en");
    expect(localeOfAddress("/product/1")).toBe("en");
    // Every language the storefront has is known here, with its direction.
    for (const [locale, { dir }] of Object.entries(localeRegistry)) {
      expect(withErrorPage(nextErrorDocument, `/${locale}/x`)).toContain(
        `lang="${locale}" dir="${dir}"`,
      );
    }
  });
});

describe("the storefront's server with our error page", () => {
  it("rewrites a 5xx HTML answer, keeping its status and headers and correcting its length", async () => {
    const origin = await serve((_request, response) => {
      response.statusCode = 500;
      response.setHeader("Content-Type", "text/html; charset=utf-8");
      response.setHeader("Content-Length", Buffer.byteLength(nextErrorDocument));
      response.setHeader("Cache-Control", "private, no-store");
      response.end(nextErrorDocument);
    });
    const answer = await fetch(`${origin}/ar/product/2`);
    expect(answer.status).toBe(500);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    const text = await answer.text();
    expect(Number(answer.headers.get("content-length"))).toBe(Buffer.byteLength(text));
    expect(shape(text).heading).toBe(arabicShell.Common.errorOccurred);
  });

  it("rewrites one that is streamed and compressed, given to writeHead with its headers", async () => {
    const origin = await serve((_request, response) => {
      response.writeHead(503, { "Content-Type": "text/html", "Content-Encoding": "gzip" });
      const bytes = gzipSync(nextErrorDocument);
      response.write(bytes.subarray(0, 20));
      response.end(bytes.subarray(20));
    });
    const answer = await fetch(`${origin}/pages/shop`);
    expect(answer.status).toBe(503);
    expect(shape(await answer.text()).heading).toBe(englishShell.Common.errorOccurred);
  });

  it("rewrites one whose head was flushed before its body, as Next.js streams a page", async () => {
    const origin = await serve((_request, response) => {
      response.statusCode = 500;
      response.setHeader("Content-Type", "text/html; charset=utf-8");
      response.flushHeaders();
      response.write(nextErrorDocument.slice(0, 50));
      response.end(nextErrorDocument.slice(50));
    });
    const answer = await fetch(`${origin}/ar`);
    expect(answer.status).toBe(500);
    expect(shape(await answer.text()).heading).toBe(arabicShell.Common.errorOccurred);
  });

  it("passes every other answer through untouched", async () => {
    const origin = await serve((request, response) => {
      const [status, type] = request.url === "/ok" ? [200, "text/html"] : [500, "text/x-component"];
      response.writeHead(status, { "Content-Type": type });
      response.write(nextErrorDocument.slice(0, 100));
      response.end(nextErrorDocument.slice(100));
    });
    for (const path of ["/ok", "/flight"]) {
      expect(await (await fetch(`${origin}${path}`)).text()).toBe(nextErrorDocument);
    }
  });

  it("keeps the wrappers set over it (Next.js's compression) on an answer it lets through", async () => {
    const origin = await serve((_request, response) => {
      // As compression does: it wraps write and end after us, and calls the ones it found.
      const write = response.write.bind(response);
      const end = response.end.bind(response);
      response.write = ((chunk: string) => write(chunk.toUpperCase())) as typeof response.write;
      response.end = ((chunk: string) => end(chunk.toUpperCase())) as typeof response.end;
      response.writeHead(200, { "Content-Type": "text/html" });
      response.write("first ");
      response.write("second ");
      response.end("last");
    });
    expect(await (await fetch(`${origin}/`)).text()).toBe("FIRST SECOND LAST");
  });

  it("sends a document larger than its bound as it was made", async () => {
    const large = nextErrorDocument.replace(
      "</body>",
      `${"x".repeat(errorDocumentMaxBytes)}</body>`,
    );
    const origin = await serve((_request, response) => {
      response.writeHead(500, { "Content-Type": "text/html" });
      for (let offset = 0; offset < large.length; offset += 64 * 1024)
        response.write(large.slice(offset, offset + 64 * 1024));
      response.end();
    });
    const text = await (await fetch(`${origin}/product/2`)).text();
    expect(text.length).toBe(large.length);
    expect(text).not.toContain("<h1");
  });
});
