// Holding an answer of Next.js's from its head to its end, to send something else in its place:
// our error page in a failed page's document (error-document.mjs, ADR 43) and the not-found page
// for a page that found nothing to show (not-found-document.mjs, ADR 51). Everything not chosen
// passes straight through.
import {
  brotliCompressSync,
  brotliDecompressSync,
  deflateSync,
  gunzipSync,
  gzipSync,
  inflateSync,
} from "node:zlib";

/** Bigger answers (a page with a very large payload) are sent as Next.js made them. */
export const heldAnswerMaxBytes = 4 * 1024 * 1024;

/** How each content coding Next.js may send is read and written again. */
const codings = {
  gzip: [gunzipSync, gzipSync],
  deflate: [inflateSync, deflateSync],
  br: [brotliDecompressSync, brotliCompressSync],
};
const identity = [(bytes) => bytes, (bytes) => bytes];

/** The decoder and encoder of a `content-encoding` value, or undefined for one we do not know. */
function codingOf(value) {
  return value === undefined ? identity : codings[String(value).trim().toLowerCase()];
}

/** An answer's body as text, decoded from its content coding; null when it cannot be read. */
export function decodeBody(body, contentEncoding) {
  const pair = codingOf(contentEncoding);
  if (!pair) return null;
  try {
    return pair[0](body, { maxOutputLength: heldAnswerMaxBytes }).toString("utf8");
  } catch {
    return null;
  }
}

/** Text encoded in a content coding (one `decodeBody` could read). */
export function encodeBody(text, contentEncoding) {
  const pair = codingOf(contentEncoding) ?? identity;
  return pair[1](Buffer.from(text, "utf8"));
}

export function isHtml(contentType) {
  return /^\s*text\/html\b/i.test(String(contentType ?? ""));
}

/**
 * Wraps `response` so that an answer `choose` picks is held whole and replaced by what its
 * `finish` makes of it. `choose(statusCode)` runs once the head is known (its headers set on the
 * response) and returns a `finish` or null (the answer passes through). `finish(body)` gets the
 * body as sent (in its content coding) and resolves to `{ statusCode, body }` to send instead, or
 * null to send the answer as it was made; it may change the response's headers first. Past
 * `heldAnswerMaxBytes`, and when `finish` fails, the answer is sent as it was made.
 * @param {import("node:http").ServerResponse} response
 * @param {(statusCode: number) => ((body: Buffer) => Promise<{ statusCode: number, body: Buffer } | null>) | null} choose
 */
export function holdAnswer(response, choose) {
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
  let finish = null;

  // The wrappers stay in place once the answer is let through: Next.js's compression wraps them
  // in turn, so putting the response's own methods back would drop its wrappers too.
  function decide(statusCode) {
    finish = choose(statusCode);
    state = finish ? "holding" : "through";
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
    if (heldBytes > heldAnswerMaxBytes) release();
  }

  response.writeHead = function writeHeldHead(statusCode, ...rest) {
    if (state === "open") {
      const headers = rest.find((arg) => typeof arg === "object" && arg !== null);
      // Raw header lists are not Next.js's way; such an answer is left alone.
      if (Array.isArray(headers)) state = "through";
      else {
        for (const [name, value] of Object.entries(headers ?? {})) response.setHeader(name, value);
        decide(statusCode);
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
  response.flushHeaders = function flushHeldHeaders() {
    if (state === "open") decide(response.statusCode);
    if (state === "holding") return;
    return original.flushHeaders.call(this);
  };
  response.write = function writeHeldBody(chunk, encoding, callback) {
    if (state === "open") response.writeHead(response.statusCode);
    if (state !== "holding") return original.write.call(this, chunk, encoding, callback);
    const done = typeof encoding === "function" ? encoding : callback;
    hold(chunk, typeof encoding === "string" ? encoding : undefined);
    if (state === "through") return original.write.call(this, "", done);
    if (done) process.nextTick(done);
    return true;
  };
  response.end = function endHeldBody(chunk, encoding, callback) {
    const done = [chunk, encoding, callback].find((arg) => typeof arg === "function");
    const data = typeof chunk === "function" ? undefined : chunk;
    if (state === "open") response.writeHead(response.statusCode);
    if (state === "through") return original.end.call(this, chunk, encoding, callback);
    hold(data, typeof encoding === "string" ? encoding : undefined);
    if (state === "through") return original.end.call(this, done);
    state = "through";
    const body = Buffer.concat(held.map(([bytes]) => bytes));
    held = [];
    const send = (replacement) => {
      if (replacement) {
        heldHead = [replacement.statusCode];
        if (response.getHeader("content-length") !== undefined)
          response.setHeader("content-length", replacement.body.length);
      }
      original.writeHead.apply(response, heldHead);
      original.end.call(response, replacement?.body ?? body, done);
    };
    Promise.resolve()
      .then(() => finish(body))
      .then(send, (error) => {
        console.error("An answer could not be replaced; it is sent as it was made:", error);
        send(null);
      });
    return response;
  };
}
