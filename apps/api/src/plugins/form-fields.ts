import { parse } from "qs";
import { AppError } from "../app-error.ts";

/** The bounds of every body the API reads; nothing a shopper sends comes near them. */
export const formLimits = {
  /** JSON and urlencoded bodies. */
  bodyBytes: 256 * 1024,
  /** Fields of one form, and parameters of one urlencoded body. */
  fields: 200,
  /** Nesting of bracketed keys (`items[0][item_id]` is 2) and of JSON. */
  depth: 8,
  /** Entries of one list (`items[0]` … `items[99]`). */
  listLength: 100,
  /** One text field of a multipart form. */
  fieldBytes: 64 * 1024,
  fieldNameBytes: 200,
  /** One picture, the only file a form takes. */
  fileBytes: 5 * 1_048_576,
  files: 1,
} as const;

const options = {
  depth: formLimits.depth,
  strictDepth: true,
  parameterLimit: formLimits.fields,
  arrayLimit: formLimits.listLength,
  throwOnLimitExceeded: true,
  // Keys such as `__proto__` or `constructor` never reach an object's prototype.
  allowPrototypes: false,
  // `a=1&a=2` and `tags[]=a&tags[]=b` are lists; no other syntax (dots, commas) is read.
  allowDots: false,
  comma: false,
  duplicates: "combine",
} as const;

/** qs reports a bound it refused as a RangeError; that is a body too large, not a bad one. */
function parseBounded(input: string | Record<string, unknown>): Record<string, unknown> {
  try {
    return parse(input as string, options) as Record<string, unknown>;
  } catch (error) {
    if (error instanceof RangeError) throw new AppError("too_large", "payload_too_large");
    throw error;
  }
}

/**
 * Turns flat form keys into nested values, the way PHP and Rails read them:
 * `items[0][item_id]=5&items[0][item_quantity]=2` becomes `{ items: [{ item_id: "5", item_quantity: "2" }] }`,
 * `tags[]=a&tags[]=b` becomes `{ tags: ["a", "b"] }`. Values (file contents too) are kept as they are.
 */
export function nestFormFields(flat: Record<string, unknown>): Record<string, unknown> {
  return parseBounded(flat);
}

/** Parses an `application/x-www-form-urlencoded` body; a repeated key gives a list. */
export function parseUrlEncoded(text: string): Record<string, unknown> {
  return parseBounded(text);
}
