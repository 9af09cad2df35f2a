// Our error page in the HTML of a failed page (ADR 43). Next.js answers a page that failed outside
// every Suspense boundary with status 500 and a fixed document, `<html id="__next_error__">` with
// an empty body and the page's data; the browser then renders the page anew and draws our error
// boundary. Until then, and for anything that reads the HTML without running scripts, that answer
// has no language, no direction and no text. This module keeps Next.js's status, scripts and data
// and writes the spec's message, a retry and the way home into the document, in the address's
// language. The browser renders that document afresh (Next.js does not hydrate an error document),
// so the markup here is simply replaced by the full error page once the scripts run.
import { readFileSync } from "node:fs";
import {
  brotliCompressSync,
  brotliDecompressSync,
  deflateSync,
  gunzipSync,
  gzipSync,
  inflateSync,
} from "node:zlib";

/** Each language's direction (src/i18n/locales.ts) and home address; English has no prefix. */
const languages = {
  en: { dir: "ltr", home: "/" },
  ar: { dir: "rtl", home: "/ar" },
};
const defaultLocale = "en";

/** Bigger error documents (a page with a very large payload) are sent as Next.js made them. */
export const errorDocumentMaxBytes = 4 * 1024 * 1024;

const marker = '<html id="__next_error__"';

/** The error page's texts from the shell's messages, as the error boundaries show them. */
function readTexts(locale) {
  const file = new URL(`../../../messages/${locale}/shell.json`, import.meta.url);
  const { Metadata, Common, ErrorPage } = JSON.parse(readFileSync(file, "utf8"));
  return {
    siteName: Metadata.siteName,
    title: Common.errorOccurred,
    message: ErrorPage.message,
    retry: ErrorPage.retry,
    home: ErrorPage.backHome,
  };
}

const texts = Object.fromEntries(
  Object.keys(languages).map((locale) => [locale, readTexts(locale)]),
);

function escapeHtml(text) {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/** The language an address names: its first segment when that is a language, else English. */
export function localeOfAddress(address) {
  const first = address.split(/[?#]/)[0].split("/")[1];
  return Object.hasOwn(languages, first) ? first : defaultLocale;
}

/** The address again, always a path on this site (never `//elsewhere`). */
function sameAddress(address) {
  return `/${address.replace(/^[/\\]+/, "")}`;
}

/**
 * The error document with our page in it: `lang` and `dir` on `<html>`, a title, the stylesheets
 * Next.js only preloads linked, and the message, a retry (the same address) and the way home at
 * the start of the body. Next.js's id, scripts and data stay as they are. Anything that is not
 * Next.js's error document is returned unchanged.
 * @param {string} html
 * @param {string} address the request's path and query
 */
export function withErrorPage(html, address) {
  const start = html.indexOf(marker);
  const headEnd = html.indexOf("</head>", start);
  const bodyStart = html.indexOf("<body>", headEnd);
  if (start === -1 || html.indexOf("<head>", start) === -1 || headEnd === -1 || bodyStart === -1)
    return html;
  const locale = localeOfAddress(address);
  const { dir, home } = languages[locale];
  const words = texts[locale];
  const stylesheets = [...html.slice(start, headEnd).matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => /\brel="preload"/.test(tag) && /\bas="style"/.test(tag))
    .map((tag) => /\bhref="(\/_next\/static\/[^"]+\.css)"/.exec(tag)?.[1])
    .filter((href) => href !== undefined)
    .map((href) => `<link rel="stylesheet" href="${href}"/>`)
    .join("");
  const head = `<meta charset="utf-8"/><title>${escapeHtml(`${words.title} | ${words.siteName}`)}</title>${stylesheets}`;
  // The classes are the error view's own (src/shell/error-view.tsx), so the page looks the same
  // before and after the scripts run.
  const page =
    '<main id="main" class="flex min-h-screen items-center justify-center">' +
    '<div role="alert" class="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">' +
    `<h1 class="text-3xl font-bold">${escapeHtml(words.title)}</h1>` +
    `<p class="text-muted">${escapeHtml(words.message)}</p>` +
    '<div class="flex flex-wrap justify-center gap-3">' +
    `<a href="${escapeHtml(sameAddress(address))}" class="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">${escapeHtml(words.retry)}</a>` +
    `<a href="${home}" class="rounded-lg border border-brand-700 px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50">${escapeHtml(words.home)}</a>` +
    "</div></div></main>";
  const headOpen = html.indexOf("<head>", start) + "<head>".length;
  return [
    html.slice(0, start + marker.length),
    ` lang="${locale}" dir="${dir}"`,
    html.slice(start + marker.length, headOpen),
    head,
    html.slice(headOpen, bodyStart),
    `<body class="flex min-h-screen flex-col">${page}`,
    html.slice(bodyStart + "<body>".length),
  ].join("");
}

/** How each content coding Next.js may send is read and written again. */
const codings = {
  gzip: [gunzipSync, gzipSync],
  deflate: [inflateSync, deflateSync],
  br: [brotliDecompressSync, brotliCompressSync],
};

/** The body rewritten in its own coding, or null when it cannot be read or is not ours to change. */
function rewritten(body, coding, address) {
  const pair = coding ? codings[coding.trim().toLowerCase()] : [(bytes) => bytes, (bytes) => bytes];
  if (!pair) return null;
  const [decode, encode] = pair;
  let html;
  try {
    html = decode(body, { maxOutputLength: errorDocumentMaxBytes }).toString("utf8");
  } catch {
    return null;
  }
  const changed = withErrorPage(html, address);
  return changed === html ? null : encode(Buffer.from(changed, "utf8"));
}

function isHtml(contentType) {
  return /^\s*text\/html\b/i.test(String(contentType ?? ""));
}

/**
 * Makes `response` carry our error page when Next.js answers an HTML document with status 5xx:
 * such an answer is held (up to `errorDocumentMaxBytes`, else sent as it was), rewritten by
 * `withErrorPage` and sent with its status and headers, its length corrected. Every other answer
 * passes straight through. Call it before Next.js handles the request.
 * @param {import("node:http").IncomingMessage} request
 * @param {import("node:http").ServerResponse} response
 */
export function answerErrorsWithOurPage(request, response) {
  if (request.method === "HEAD") return;
  const address = request.url ?? "/";
  const original = {
    writeHead: response.writeHead,
    write: response.write,
    end: response.end,
    flushHeaders: response.flushHeaders,
  };
  /** "open" until the head is known, then "through" or "holding". */
  let state = "open";
  let heldHead = [];
  let held = [];
  let heldBytes = 0;

  // The wrappers stay in place once the answer is let through: Next.js's compression wraps them
  // in turn, so putting the response's own methods back would drop its wrappers too.
  function decide(statusCode, contentType) {
    state = statusCode >= 500 && isHtml(contentType) ? "holding" : "through";
    heldHead = [statusCode];
  }
  /** Sends what was held as Next.js made it, and lets the rest through. */
  function release() {
    state = "through";
    original.writeHead.apply(response, heldHead);
    for (const [chunk, encoding] of held) original.write.call(response, chunk, encoding);
    held = [];
  }
  function hold(chunk, encoding) {
    if (chunk === undefined || chunk === null || chunk.length === 0) return;
    const bytes = typeof chunk === "string" ? Buffer.from(chunk, encoding) : Buffer.from(chunk);
    held.push([bytes, undefined]);
    heldBytes += bytes.length;
    if (heldBytes > errorDocumentMaxBytes) release();
  }

  response.writeHead = function writeErrorHead(statusCode, ...rest) {
    if (state === "open") {
      const headers = rest.find((arg) => typeof arg === "object" && arg !== null);
      // Raw header lists are not Next.js's way; such an answer is left alone.
      if (Array.isArray(headers)) state = "through";
      else {
        for (const [name, value] of Object.entries(headers ?? {})) response.setHeader(name, value);
        decide(statusCode, response.getHeader("content-type"));
        if (state === "holding") {
          const message = typeof rest[0] === "string" ? [rest[0]] : [];
          heldHead = [statusCode, ...message];
          return response;
        }
      }
    }
    if (state === "holding") return response;
    return original.writeHead.call(this, statusCode, ...rest);
  };
  response.flushHeaders = function flushErrorHeaders() {
    if (state === "open") decide(response.statusCode, response.getHeader("content-type"));
    if (state === "holding") return;
    return original.flushHeaders.call(this);
  };
  response.write = function writeErrorBody(chunk, encoding, callback) {
    if (state === "open") response.writeHead(response.statusCode);
    if (state !== "holding") return original.write.call(this, chunk, encoding, callback);
    const done = typeof encoding === "function" ? encoding : callback;
    hold(chunk, typeof encoding === "string" ? encoding : undefined);
    if (state === "through") return original.write.call(this, "", done);
    if (done) process.nextTick(done);
    return true;
  };
  response.end = function endErrorBody(chunk, encoding, callback) {
    const done = [chunk, encoding, callback].find((arg) => typeof arg === "function");
    const data = typeof chunk === "function" ? undefined : chunk;
    if (state === "open") response.writeHead(response.statusCode);
    if (state === "through") return original.end.call(this, chunk, encoding, callback);
    hold(data, typeof encoding === "string" ? encoding : undefined);
    if (state === "through") return original.end.call(this, done);
    state = "through";
    const body = Buffer.concat(held.map(([bytes]) => bytes));
    held = [];
    const changed = rewritten(body, response.getHeader("content-encoding"), address);
    if (changed && response.getHeader("content-length") !== undefined)
      response.setHeader("content-length", changed.length);
    original.writeHead.apply(response, heldHead);
    return original.end.call(this, changed ?? body, done);
  };
}
