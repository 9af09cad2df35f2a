import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../app-error.ts";

/**
 * NUL, which PostgreSQL refuses in text, and half of a surrogate pair, which is not Unicode at all
 * (JSON can spell one as `\ud800`) and which the embedded database's encoder mangles.
 */
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isInvalid = (text: string) => text.includes("\u0000") || loneSurrogate.test(text);

/** A place in a value: its key and the place that holds it (a list, not a copied path). */
interface Place {
  key: string;
  parent: Place | null;
}

function pathOf(place: Place | null): string[] {
  const path: string[] = [];
  for (let at = place; at; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The paths (`items.0.name`) of every string, or key, that holds an invalid character. Walks with
 * a stack of places instead of recursion, so a deeply nested body cannot exhaust the stack; a
 * file's bytes (a Buffer) may hold anything.
 */
export function pathsWithInvalidCharacters(value: unknown): string[][] {
  const found: string[][] = [];
  const pending: Array<{ value: unknown; place: Place | null }> = [{ value, place: null }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: current, place } = next;
    if (typeof current === "string") {
      if (isInvalid(current)) found.push(pathOf(place));
      continue;
    }
    if (current === null || typeof current !== "object" || Buffer.isBuffer(current)) continue;
    for (const [key, item] of Object.entries(current)) {
      const child = { key, parent: place };
      if (isInvalid(key)) found.push(pathOf(child));
      else pending.push({ value: item, place: child });
    }
  }
  return found;
}

const prototypeKeys = new Set(["__proto__", "constructor", "prototype"]);

/** A field's name as the answer shows it: never odd text or a prototype key that was sent as one. */
function fieldName(path: string[]): string {
  const name = path.join(".");
  const plain = /^[A-Za-z0-9_.[\]-]{1,100}$/.test(name);
  return plain && !path.some((key) => prototypeKeys.has(key)) ? name : "_";
}

/**
 * No field of ours has a use for NUL or a lone surrogate, and neither can be stored, so a request
 * that sends one anywhere is refused before validation: 400 in the path or query (a malformed
 * address), 422 in a body (a form to fix, beside the field). Runs after the form parsers.
 */
export const refuseInvalidCharactersPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook("preValidation", async (request) => {
      const inAddress = [
        ...pathsWithInvalidCharacters(request.params),
        ...pathsWithInvalidCharacters(request.query),
      ];
      if (inAddress.length > 0) {
        const names = [...new Set(inAddress.map(fieldName))];
        if (names.includes("_")) throw new AppError("invalid", "bad_request");
        throw new AppError("invalid", "invalid_parameter", { field: names.join(", ") });
      }
      const inBody = pathsWithInvalidCharacters(request.body);
      if (inBody.length > 0) {
        const fields = Object.fromEntries(
          inBody.map((path) => [fieldName(path), "field_invalid_character" as const]),
        );
        throw AppError.fields(fields);
      }
    });
  },
  { name: "refuse-invalid-characters", dependencies: ["errors", "form-body"] },
);
