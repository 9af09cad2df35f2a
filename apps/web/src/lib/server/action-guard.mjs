// Server actions, checked by the storefront's server before Next.js sees them (ADR 41): only the
// app's own "use server" functions answer, only to a page of this storefront's own origin, only
// with a bounded body; every refusal is a 4xx with `{ "message" }` in the request's language.
// Plain JavaScript: server.mjs runs it before Next.js, without a compiler.
import { readFileSync } from "node:fs";
import { IncomingMessage } from "node:http";
import { createRequire } from "node:module";
import { join } from "node:path";
import { maxActionBodyBytes } from "../security/action-body-limit.mjs";

// Next.js's own reading of a server reference's id (the same module its action handler uses).
const { extractInfoFromServerReferenceId, mightBeServerReferenceId } = createRequire(
  import.meta.url,
)("next/dist/shared/lib/server-reference-info.js");

export { maxActionBodyBytes };

/**
 * How much of a refused body is still read (and thrown away) so that the client hears the answer
 * on a connection that stays usable; past it the connection is closed after the answer.
 */
const maxDiscardedBytes = 4 * maxActionBodyBytes;

/** Headers in which a client could claim the address it reached: trusted only from TRUST_PROXY. */
const forwardingHeaders = [
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-forwarded-port",
  "forwarded",
];

/** Pages: everything but Next's own files, route handlers and files with an extension (as src/proxy.ts). */
const pagePath = /^\/(?!api|_next|_vercel|.*\..*)/;

/** The cookie that holds the language the shopper chose (src/i18n/remembered-language.ts). */
const localeCookieName = "NEXT_LOCALE";

/** The form fields by which React names the action of a form posted without scripts. */
const actionIdField = "$ACTION_ID_";
const actionRefField = "$ACTION_REF_";

/**
 * Whether an entry of the build's server-reference manifest is a function of a "use server"
 * module, callable as an action, rather than a "use cache" function (which Next.js lists there
 * too, so that the page can call it). Both of Next.js's marks must say so: the type bit of the id
 * (`extractInfoFromServerReferenceId`) and the export's name (a "use cache" function is exported
 * as `$$RSC_SERVER_CACHE_<n>`).
 * @param {string} id
 * @param {{ exportedName?: string }} entry
 */
export function isServerAction(id, entry) {
  if (!mightBeServerReferenceId(id) || !/^[0-9a-f]+$/.test(id)) return false;
  if (extractInfoFromServerReferenceId(id).type !== "server-action") return false;
  return !String(entry?.exportedName ?? "").startsWith("$$RSC_SERVER_CACHE");
}

/**
 * The ids of the app's own server actions, from a build's server-reference manifest
 * (`<distDir>/server/server-reference-manifest.json`).
 * @param {{ node?: Record<string, { exportedName?: string }>, edge?: Record<string, { exportedName?: string }> }} manifest
 * @returns {Set<string>}
 */
export function serverActionIds(manifest) {
  const ids = new Set();
  for (const runtime of [manifest.node ?? {}, manifest.edge ?? {}])
    for (const [id, entry] of Object.entries(runtime)) if (isServerAction(id, entry)) ids.add(id);
  return ids;
}

/** The refusals' texts by language, from the storefront's message files (namespace ServerActions). */
function readMessages() {
  const read = (locale) =>
    JSON.parse(readFileSync(new URL(`../../../messages/${locale}/shell.json`, import.meta.url)))
      .ServerActions;
  return { en: read("en"), ar: read("ar") };
}

/**
 * The request's language as the storefront picks it: the address's prefix (`/ar/…`, `/en/…`),
 * else the language the shopper chose (the locale cookie), else English.
 * @param {import("node:http").IncomingMessage} request
 * @returns {"en" | "ar"}
 */
export function languageOf(request) {
  const path = (request.url ?? "/").split("?")[0];
  if (path === "/ar" || path.startsWith("/ar/")) return "ar";
  if (path === "/en" || path.startsWith("/en/")) return "en";
  const cookie = String(request.headers.cookie ?? "");
  const chosen = cookie
    .split(";")
    .map((pair) => pair.trim().split("="))
    .find(([name]) => name === localeCookieName)?.[1];
  return chosen === "ar" ? "ar" : "en";
}

/** The first value of a header a proxy may have listed several times (`a, b`). */
function firstValue(value) {
  const text = Array.isArray(value) ? value[0] : value;
  return typeof text === "string" ? text.split(",")[0].trim() : "";
}

/** The origin an Origin header names, exactly as a browser writes one (`null` and the like are none). */
function originOf(header) {
  if (typeof header !== "string") return null;
  try {
    const url = new URL(header);
    return (url.protocol === "http:" || url.protocol === "https:") && url.origin === header
      ? url.origin
      : null;
  } catch {
    return null;
  }
}

/** A host and optional port as a Host header carries them: a name or IPv4 address, or [IPv6]. */
const hostAndPort = /^(?:[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?|\[[0-9a-f:.]+\])(?::[0-9]{1,5})?$/i;

/** The origin of a scheme and a Host header, written as a browser writes one; null if malformed. */
function originFrom(scheme, host) {
  if (!hostAndPort.test(host)) return null;
  try {
    return new URL(`${scheme}://${host}`).origin;
  } catch {
    return null;
  }
}

/**
 * Whether the peer that sent the request is a proxy TRUST_PROXY names (`trust` from
 * `parseTrustProxy`), which alone may say which address the browser reached.
 */
function peerIsTrusted(request, trust) {
  const peer = request.socket?.remoteAddress;
  return Boolean(peer && trust(peer, 0));
}

/**
 * Drops the forwarding headers (X-Forwarded-Host, -Proto, -Port, Forwarded) of a peer TRUST_PROXY
 * does not name, so that neither this guard nor Next.js (whose own origin check and redirects
 * read X-Forwarded-Host) can be told another address by a client.
 */
export function dropUntrustedForwarding(request, trust) {
  if (peerIsTrusted(request, trust)) return;
  for (const name of forwardingHeaders) delete request.headers[name];
}

/**
 * The origins this request may come from: the address the browser reached, its scheme `https`
 * when the socket is TLS or a trusted proxy says so (X-Forwarded-Proto), its host and port those
 * of the Host header (X-Forwarded-Host from a trusted proxy); and the storefront's public address
 * (SITE_URL) when it is configured.
 */
export function ownOrigins(request, { trust, siteUrl }) {
  const origins = new Set();
  const trusted = peerIsTrusted(request, trust);
  const host = (trusted && firstValue(request.headers["x-forwarded-host"])) || request.headers.host;
  const forwardedScheme = trusted ? firstValue(request.headers["x-forwarded-proto"]) : "";
  const scheme =
    forwardedScheme === "https" || forwardedScheme === "http"
      ? forwardedScheme
      : request.socket?.encrypted
        ? "https"
        : "http";
  const own = host ? originFrom(scheme, host) : null;
  if (own) origins.add(own);
  if (siteUrl) origins.add(new URL(siteUrl).origin);
  return origins;
}

/**
 * What kind of server-action request this is: "fetch" (a POST naming its action in Next-Action,
 * as the page's scripts send it), "form" (a multipart POST to a page, which Next.js reads as a form
 * posted without scripts and looks for `$ACTION_…` fields in), or null for any other request.
 */
export function actionKind(request) {
  if (request.method !== "POST") return null;
  if (request.headers["next-action"] !== undefined) return "fetch";
  const type = String(request.headers["content-type"] ?? "").toLowerCase();
  const path = (request.url ?? "/").split("?")[0];
  if (type.startsWith("multipart/form-data") && pagePath.test(path)) return "form";
  return null;
}

/**
 * The action ids a form posted without scripts names, as React's decodeAction reads them:
 * `$ACTION_ID_<id>` fields, and `$ACTION_REF_<n>` fields whose `$ACTION_<n>:0` field is
 * `{"id":"<id>",…}`. An entry that names no id is null.
 * @param {FormData} form
 * @returns {(string | null)[]}
 */
export function formActionIds(form) {
  const ids = [];
  for (const key of new Set(form.keys())) {
    if (key.startsWith(actionIdField)) ids.push(key.slice(actionIdField.length));
    else if (key.startsWith(actionRefField)) {
      const described = form.getAll(`$ACTION_${key.slice(actionRefField.length)}:0`);
      let id = null;
      if (described.length === 1 && typeof described[0] === "string") {
        try {
          const parsed = JSON.parse(described[0]);
          if (typeof parsed?.id === "string") id = parsed.id;
        } catch {
          // Not a description React wrote: named by no id.
        }
      }
      ids.push(id);
    }
  }
  return ids;
}

/**
 * Reads the whole body while it stays within `limit` bytes: the body, or "too-large" as soon as it
 * passes the limit (the rest is then left to `settle`), or "failed" when the client went away.
 * @returns {Promise<Buffer | "too-large" | "failed">}
 */
export function readBody(request, limit) {
  return new Promise((resolve) => {
    const chunks = [];
    let size = 0;
    let settled = false;
    const done = (result) => {
      if (settled) return;
      settled = true;
      request.off("data", onData).off("end", onEnd).off("error", onError).off("close", onClose);
      request.pause();
      resolve(result);
    };
    const onData = (chunk) => {
      size += chunk.length;
      if (size > limit) done("too-large");
      else chunks.push(chunk);
    };
    const onEnd = () => done(Buffer.concat(chunks, size));
    const onError = () => done("failed");
    const onClose = () => done("failed");
    request.on("data", onData).on("end", onEnd).on("error", onError).on("close", onClose);
    request.resume();
  });
}

/** Reads and throws away what is left of a body, up to `cap` bytes: true when it all came. */
function discardBody(request, cap) {
  if (request.readableEnded || request.destroyed) return Promise.resolve(!request.destroyed);
  return new Promise((resolve) => {
    let size = 0;
    let settled = false;
    const done = (complete) => {
      if (settled) return;
      settled = true;
      request.off("data", onData).off("end", onEnd).off("error", onError).off("close", onClose);
      resolve(complete);
    };
    const onData = (chunk) => {
      size += chunk.length;
      if (size > cap) done(false);
    };
    const onEnd = () => done(true);
    const onError = () => done(false);
    const onClose = () => done(false);
    request.on("data", onData).on("end", onEnd).on("error", onError).on("close", onClose);
    request.resume();
  });
}

/**
 * The request Next.js reads instead of one whose body this guard has already read: the same
 * method, address, headers and connection, and the body it read.
 */
function withBody(request, body) {
  const copy = new IncomingMessage(request.socket);
  copy.method = request.method;
  copy.url = request.url;
  copy.httpVersion = request.httpVersion;
  copy.httpVersionMajor = request.httpVersionMajor;
  copy.httpVersionMinor = request.httpVersionMinor;
  const headers = { ...request.headers, "content-length": String(body.length) };
  delete headers["transfer-encoding"];
  copy.headers = headers;
  copy.rawHeaders = Object.entries(headers).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).flatMap((one) => [name, String(one)]),
  );
  copy.complete = true;
  copy.push(body);
  copy.push(null);
  return copy;
}

/**
 * The head of a refusal: JSON, never cached, with the storefront's fixed security headers and a
 * policy that lets the answer load nothing (HSTS too when the public address is https).
 */
function refusalHeaders(https) {
  return {
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": "no-store",
    "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Cross-Origin-Opener-Policy": "same-origin",
    ...(https ? { "Strict-Transport-Security": "max-age=63072000; includeSubDomains" } : {}),
  };
}

/** Answers with `{ "message" }` and the status, once the body is read or given up on. */
async function refuse(request, response, status, message, https) {
  const complete = await discardBody(request, maxDiscardedBytes);
  const headers = refusalHeaders(https);
  if (!complete) headers.Connection = "close";
  response.writeHead(status, headers).end(JSON.stringify({ message }));
  if (!complete) response.once("finish", () => request.destroy());
}

/**
 * Makes an answer of 500 or more that Next.js gives an action it was let through (a body React
 * cannot decode, arguments the action cannot read) a 400 with `{ "message" }`: past this guard no
 * action fails on anything the storefront's pages send. Next.js has logged the error already.
 */
function answerFailuresAsBadRequest(response, message, https) {
  const writeHead = response.writeHead;
  const write = response.write;
  const end = response.end;
  let replaced = false;
  response.writeHead = function writeActionHead(status, ...rest) {
    if (status < 500) return writeHead.call(this, status, ...rest);
    replaced = true;
    for (const name of this.getHeaderNames()) this.removeHeader(name);
    return writeHead.call(this, 400, refusalHeaders(https));
  };
  // Node sends the head of a response through writeHead, also on its first write or end.
  response.write = function writeActionBody(chunk, encoding, callback) {
    if (!this.headersSent) this.writeHead(this.statusCode);
    if (!replaced) return write.call(this, chunk, encoding, callback);
    const done = typeof encoding === "function" ? encoding : callback;
    if (typeof done === "function") process.nextTick(done);
    return true;
  };
  response.end = function endActionBody(chunk, encoding, callback) {
    if (!this.headersSent) this.writeHead(this.statusCode);
    if (!replaced) return end.call(this, chunk, encoding, callback);
    const done = [chunk, encoding, callback].find((arg) => typeof arg === "function");
    return end.call(this, JSON.stringify({ message }), "utf8", done);
  };
}

/** The build's server-reference manifest, in the build folder next.config names (NEXT_DIST_DIR). */
function manifestPathOf(appDir) {
  return join(
    appDir,
    process.env.NEXT_DIST_DIR || ".next",
    "server",
    "server-reference-manifest.json",
  );
}

/**
 * The guard, built once at start from the build's server-reference manifest (`manifestPath`, or
 * the one of the build in `appDir`). It answers a refused action itself and resolves to null; any
 * other request resolves to the request Next.js should read (the same one, or a copy carrying the
 * body the guard had to read). `siteUrl` is the storefront's public address when one is set.
 * @param {{ appDir?: string, manifestPath?: string, trust: (address: string, hop: number) => boolean, siteUrl?: string | null }} options
 */
export function createActionGuard({ appDir = ".", manifestPath, trust, siteUrl = null }) {
  const manifest = readFileSync(manifestPath ?? manifestPathOf(appDir), "utf8");
  const allowed = serverActionIds(JSON.parse(manifest));
  const messages = readMessages();
  // An invalid SITE_URL stops the first page with the configuration's own message.
  const publicUrl = URL.canParse(siteUrl ?? "") ? siteUrl : null;
  const https = publicUrl?.startsWith("https:") ?? false;

  /**
   * @param {import("node:http").IncomingMessage} request
   * @param {import("node:http").ServerResponse} response
   * @returns {Promise<import("node:http").IncomingMessage | null>}
   */
  return async function guardActions(request, response) {
    dropUntrustedForwarding(request, trust);
    const kind = actionKind(request);
    if (!kind) return request;
    const text = messages[languageOf(request)];
    const refused = async (status, message) => {
      await refuse(request, response, status, message, https);
      return null;
    };

    // The body first: its bound holds whoever sends it (a client without a browser can name any
    // origin), and a form must be read to know which actions it names.
    const declared = request.headers["content-length"];
    if (declared !== undefined && Number(declared) > maxActionBodyBytes)
      return refused(413, text.tooLarge);
    let forwarded = request;
    let form = null;
    // A body of a declared length within the limit goes on as it is (Node holds the client to
    // that length); one sent in chunks is counted, and a form's is read for the actions it names.
    if (kind === "form" || declared === undefined) {
      const body = await readBody(request, maxActionBodyBytes);
      if (body === "failed") {
        request.destroy();
        return null;
      }
      if (body === "too-large") return refused(413, text.tooLarge);
      if (kind === "form") {
        form = await readForm(body, request.headers["content-type"]);
        if (!form) return refused(400, text.unreadable);
      }
      forwarded = withBody(request, body);
    }

    const origin = originOf(request.headers.origin);
    if (!origin || !ownOrigins(request, { trust, siteUrl: publicUrl }).has(origin))
      return refused(403, text.crossSite);

    if (form) {
      const ids = formActionIds(form);
      if (ids.length === 0) return refused(400, text.unreadable);
      if (!ids.every((id) => id !== null && allowed.has(id))) return refused(404, text.notFound);
    } else {
      if (!allowed.has(String(request.headers["next-action"]))) return refused(404, text.notFound);
      // React's client sends text or multipart; Next.js answers an urlencoded one with a page.
      const type = String(request.headers["content-type"] ?? "").toLowerCase();
      if (type.startsWith("application/x-www-form-urlencoded"))
        return refused(400, text.unreadable);
    }
    answerFailuresAsBadRequest(response, text.unreadable, https);
    return forwarded;
  };
}

/** The form a multipart body holds, or null when it cannot be read as one. */
async function readForm(body, contentType) {
  try {
    return await new Response(body, {
      headers: { "content-type": String(contentType) },
    }).formData();
  } catch {
    return null;
  }
}
