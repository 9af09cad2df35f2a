import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../app-error.ts";
import { formLimits, nestFormFields, parseUrlEncoded } from "./form-fields.ts";
import { assertJsonDepth } from "./json-depth.ts";

/**
 * Where the spec says "form data", JSON, `application/x-www-form-urlencoded` and
 * `multipart/form-data` are all accepted and arrive as one plain body, with `items[0][item_id]`
 * style keys nested into lists, so routes validate every kind with the same schema. Every parser
 * is linear and bounded (size, fields, depth, list length); what exceeds a bound answers 413.
 */
export const formBodyPlugin = fp(
  async (app: FastifyInstance) => {
    const parseJson = app.getDefaultJsonParser("error", "error");
    app.addContentTypeParser(
      "application/json",
      { parseAs: "string", bodyLimit: formLimits.bodyBytes },
      (request, body, done) => {
        const text = body.toString();
        try {
          assertJsonDepth(text, formLimits.depth);
        } catch (error) {
          done(error as Error, undefined);
          return;
        }
        parseJson(request, text, done);
      },
    );
    app.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: formLimits.bodyBytes },
      (_request, body, done) => {
        try {
          done(null, parseUrlEncoded(body as string));
        } catch (error) {
          done(error as Error, undefined);
        }
      },
    );
    // The whole body is read first (it is bounded) and then parsed in one pass by the platform's
    // own form-data parser, so no part of it can leave a stream waiting for a reader.
    app.addContentTypeParser(
      "multipart/form-data",
      { parseAs: "buffer", bodyLimit: multipartBytes },
      (request, body, done) => {
        readMultipart(body as Buffer, String(request.headers["content-type"])).then(
          (fields) => done(null, fields),
          (error: Error) => done(error, undefined),
        );
      },
    );
  },
  { name: "form-body" },
);

/** A multipart form holds at most the fields, each at its bound, and the one picture. */
const multipartBytes = formLimits.fileBytes * formLimits.files + formLimits.bodyBytes + 64 * 1024;

/**
 * Reads a multipart body into one flat object (files as their bytes), then nests it like a
 * urlencoded form. A broken body is the client's mistake (400), a body past a bound 413.
 */
async function readMultipart(body: Buffer, contentType: string): Promise<Record<string, unknown>> {
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw new AppError("invalid", "bad_request");
  }
  const flat: Record<string, unknown> = Object.create(null);
  let fields = 0;
  let files = 0;
  for (const [name, value] of form) {
    fields += 1;
    if (fields > formLimits.fields || Buffer.byteLength(name) > formLimits.fieldNameBytes) {
      throw new AppError("too_large", "payload_too_large");
    }
    let read: string | Buffer;
    if (typeof value === "string") {
      if (Buffer.byteLength(value) > formLimits.fieldBytes) {
        throw new AppError("too_large", "payload_too_large");
      }
      read = value;
    } else {
      files += 1;
      if (files > formLimits.files || value.size > formLimits.fileBytes) {
        throw new AppError("too_large", "payload_too_large");
      }
      read = Buffer.from(await value.arrayBuffer());
    }
    const existing = flat[name];
    if (existing === undefined) flat[name] = read;
    else if (Array.isArray(existing)) existing.push(read);
    else flat[name] = [existing, read];
  }
  return nestFormFields(flat);
}
