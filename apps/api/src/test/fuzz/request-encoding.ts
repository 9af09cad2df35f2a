import { RawNumber } from "./hostile-values.ts";

/** A key and its value in a body or query, in order: keys may repeat and be `__proto__`. */
export type FieldPair = [key: string, value: unknown];

/** How a list is written in a form or query: `a=1&a=2`, `a[]=1&a[]=2` or `a[0]=1&a[1]=2`. */
export type ListStyle = "repeat" | "brackets" | "indexed";

export const jsonDamages = [
  "truncated",
  "trailing-comma",
  "single-quotes",
  "byte-order-mark",
  "top-level-array",
  "top-level-scalar",
  "empty",
  "deep-nesting",
  "nan-literal",
  "comment",
] as const;
export const formDamages = ["bad-escapes", "empty", "semicolons", "no-equals"] as const;
export const multipartDamages = [
  "no-boundary",
  "empty-boundary",
  "wrong-boundary",
  "truncated",
  "no-closing",
  "no-disposition",
  "file-part",
  "lf-only",
  "preamble",
  "odd-names",
  "too-many-parts",
  "empty",
] as const;

export type Encoding = "json" | "urlencoded" | "multipart";
export type Damage =
  | "none"
  | (typeof jsonDamages)[number]
  | (typeof formDamages)[number]
  | (typeof multipartDamages)[number];

/** A Content-Type header that does not match the body, or none at all. */
export const wrongContentTypes = [
  "text/plain",
  "application/xml",
  "application/octet-stream",
  "text/html; charset=utf-8",
  "APPLICATION/JSON",
  "application/json; charset=utf-16",
  "application/x-www-form-urlencoded; charset=utf-16",
  "multipart/mixed; boundary=fuzz",
  "application/vnd.api+json",
  "none",
] as const;

export interface BodyCase {
  encoding: Encoding;
  pairs: FieldPair[];
  listStyle: ListStyle;
  damage: Damage;
  /** "right" sends the encoding's own Content-Type. */
  contentType: "right" | (typeof wrongContentTypes)[number];
  /** Where a truncated body is cut, as a share of its length. */
  cut: number;
}

/** A half of a surrogate pair with no other half beside it. */
const loneSurrogate = /([\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF])/;

/** The three bytes WTF-8 writes for a lone surrogate (invalid UTF-8, on purpose). */
function surrogateBytes(unit: string): Buffer {
  const code = unit.charCodeAt(0);
  return Buffer.from([0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63)]);
}

/** UTF-8 bytes, with a lone surrogate written as its three-byte form. */
export function looseUtf8(text: string): Buffer {
  if (!loneSurrogate.test(text)) return Buffer.from(text, "utf8");
  const pieces = text.split(loneSurrogate);
  return Buffer.concat(
    pieces.map((piece, index) => (index % 2 === 1 ? surrogateBytes(piece) : Buffer.from(piece))),
  );
}

/** Percent-encodes text for a URL or a form, lone surrogates included. */
export function percentEncode(text: string): string {
  if (!loneSurrogate.test(text)) return encodeURIComponent(text);
  return text
    .split(loneSurrogate)
    .map((piece, index) =>
      index % 2 === 1
        ? [...surrogateBytes(piece)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join("")
        : encodeURIComponent(piece),
    )
    .join("");
}

/** A value as form text; null is a key without a value. */
function scalarText(value: unknown): string | null {
  if (value === null) return null;
  if (value instanceof RawNumber) return value.text;
  if (typeof value === "number" && Object.is(value, -0)) return "-0";
  return String(value);
}

/** Form or query pairs of text: nested values become `a[b][0]` names, lists follow the style. */
export function flattenPairs(pairs: FieldPair[], style: ListStyle): Array<[string, string | null]> {
  const flat: Array<[string, string | null]> = [];
  const add = (name: string, value: unknown) => {
    if (value === undefined) return;
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        const nested = item !== null && typeof item === "object" && !(item instanceof RawNumber);
        if (style === "repeat" && !nested) add(name, item);
        else if (style === "brackets" && !nested) add(`${name}[]`, item);
        else add(`${name}[${index}]`, item);
      });
      return;
    }
    if (value !== null && typeof value === "object" && !(value instanceof RawNumber)) {
      for (const [key, item] of Object.entries(value)) add(`${name}[${key}]`, item);
      return;
    }
    flat.push([name, scalarText(value)]);
  };
  for (const [key, value] of pairs) add(key, value);
  return flat;
}

/** `a=1&b&c=x%00`: every name and value percent-encoded. */
export function formText(pairs: Array<[string, string | null]>, separator = "&"): string {
  return pairs
    .map(([name, value]) =>
      value === null ? percentEncode(name) : `${percentEncode(name)}=${percentEncode(value)}`,
    )
    .join(separator);
}

/** JSON text of a value, with raw numbers written as they are. */
function jsonText(value: unknown): string {
  if (value instanceof RawNumber) return value.text;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(",")}]`;
  if (value !== null && typeof value === "object") return jsonObjectText(Object.entries(value));
  return JSON.stringify(value) ?? "null";
}

/** A JSON object written pair by pair, so a key may repeat or be `__proto__`. */
function jsonObjectText(pairs: FieldPair[]): string {
  const members = pairs
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${JSON.stringify(key)}:${jsonText(value)}`);
  return `{${members.join(",")}}`;
}

function damagedJson(pairs: FieldPair[], damage: Damage, cut: number): string {
  const text = jsonObjectText(pairs);
  switch (damage) {
    case "truncated":
      return text.slice(0, Math.floor(cut * text.length));
    case "trailing-comma":
      return `${text.slice(0, -1)},}`;
    case "single-quotes":
      return text.replaceAll('"', "'");
    case "byte-order-mark":
      return `\uFEFF${text}`;
    case "top-level-array":
      return `[${text}]`;
    case "top-level-scalar":
      return jsonText(pairs[0]?.[1] ?? "text");
    case "empty":
      return "";
    case "deep-nesting":
      return `${"[".repeat(20_000)}${"]".repeat(20_000)}`;
    case "nan-literal":
      return text.replace(/:[^,}]*/, ":NaN");
    case "comment":
      return `/* note */${text}`;
    default:
      return text;
  }
}

function damagedForm(pairs: FieldPair[], style: ListStyle, damage: Damage): string {
  const flat = flattenPairs(pairs, style);
  switch (damage) {
    case "bad-escapes":
      return `${formText(flat)}&%&%zz=%E0%A4&%C0%80=%ED%A0%80&a==b`;
    case "empty":
      return "";
    case "semicolons":
      return formText(flat, ";");
    case "no-equals":
      return flat.map(([name]) => percentEncode(name)).join("&");
    default:
      return formText(flat);
  }
}

const boundary = "----souqfuzzBoundary7MA4YWxkTrZu0gW";

function multipartPart(name: string, value: string | null, withDisposition = true): string {
  const disposition = withDisposition ? `Content-Disposition: form-data; name="${name}"\r\n` : "";
  return `--${boundary}\r\n${disposition}\r\n${value ?? ""}\r\n`;
}

function damagedMultipart(
  pairs: FieldPair[],
  style: ListStyle,
  damage: Damage,
  cut: number,
): { text: string; contentType: string } {
  const flat = flattenPairs(pairs, style);
  let contentType = `multipart/form-data; boundary=${boundary}`;
  let parts = flat.map(([name, value]) => multipartPart(name, value));
  // A part with no name, longer than a stream's buffer: parsers skip it, and must still read past it.
  if (damage === "no-disposition") parts.unshift(multipartPart("", "x".repeat(20_000), false));
  if (damage === "file-part") {
    const name = flat[0]?.[0] ?? "file";
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="a.png"\r\n` +
        "Content-Type: image/png\r\n\r\n\u0089PNG\r\n\u001a\n\u0000\u0000\r\n",
    );
  }
  if (damage === "odd-names") {
    parts.push(multipartPart('a"b', "x"), multipartPart("a\u0000b", "y"), multipartPart("", "z"));
  }
  if (damage === "too-many-parts") {
    parts = parts.concat(
      Array.from({ length: 600 }, (_, index) => multipartPart(`f${index}`, "x")),
    );
  }
  let text = parts.join("") + (damage === "no-closing" ? "" : `--${boundary}--\r\n`);
  if (damage === "no-boundary") contentType = "multipart/form-data";
  if (damage === "empty-boundary") contentType = "multipart/form-data; boundary=";
  if (damage === "wrong-boundary") contentType = "multipart/form-data; boundary=not-the-one";
  if (damage === "truncated") text = text.slice(0, Math.floor(cut * text.length));
  if (damage === "lf-only") text = text.replaceAll("\r\n", "\n");
  if (damage === "preamble") text = `preamble\r\n${text}epilogue`;
  if (damage === "empty") text = "";
  return { text, contentType };
}

/** The bytes and Content-Type of a body case (no header when "none" is asked for). */
export function encodeBody(body: BodyCase): { payload: Buffer; contentType: string | undefined } {
  let text: string;
  let contentType: string;
  if (body.encoding === "json") {
    text = damagedJson(body.pairs, body.damage, body.cut);
    contentType = "application/json";
  } else if (body.encoding === "urlencoded") {
    text = damagedForm(body.pairs, body.listStyle, body.damage);
    contentType = "application/x-www-form-urlencoded";
  } else {
    ({ text, contentType } = damagedMultipart(body.pairs, body.listStyle, body.damage, body.cut));
  }
  const header =
    body.contentType === "right"
      ? contentType
      : body.contentType === "none"
        ? undefined
        : body.contentType;
  return { payload: looseUtf8(text), contentType: header };
}
