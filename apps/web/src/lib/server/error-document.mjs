// Our error page in the HTML of a failed page (ADR 43). Next.js answers a page that failed outside
// every Suspense boundary with status 500 and a fixed document, `<html id="__next_error__">` with
// an empty body and the page's data; the browser then renders the page anew and draws our error
// boundary. Until then, and for anything that reads the HTML without running scripts, that answer
// has no language, no direction and no text. This module keeps Next.js's status, scripts and data
// and writes the spec's message, a retry and the way home into the document, in the address's
// language. The browser renders that document afresh (Next.js does not hydrate an error document),
// so the markup here is simply replaced by the full error page once the scripts run.
import { readFileSync } from "node:fs";
import { decodeBody, encodeBody, heldAnswerMaxBytes, holdAnswer, isHtml } from "./held-answer.mjs";

/** Each language's direction (src/i18n/locales.ts) and home address; English has no prefix. */
const languages = {
  en: { dir: "ltr", home: "/" },
  ar: { dir: "rtl", home: "/ar" },
};
const defaultLocale = "en";

/** Bigger error documents (a page with a very large payload) are sent as Next.js made them. */
export const errorDocumentMaxBytes = heldAnswerMaxBytes;

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
  holdAnswer(response, (statusCode) => {
    if (statusCode < 500 || !isHtml(response.getHeader("content-type"))) return null;
    return async (body) => {
      const coding = response.getHeader("content-encoding");
      const html = decodeBody(body, coding);
      if (html === null) return null;
      const changed = withErrorPage(html, address);
      return changed === html ? null : { statusCode, body: encodeBody(changed, coding) };
    };
  });
}
