import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
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
    await app.register(fastifyMultipart, {
      limits: {
        fileSize: formLimits.fileBytes,
        files: formLimits.files,
        fields: formLimits.fields,
        parts: formLimits.fields + formLimits.files,
        fieldSize: formLimits.fieldBytes,
        fieldNameSize: formLimits.fieldNameBytes,
        headerPairs: 20,
      },
    });
    app.addHook("preValidation", async (request) => {
      if (request.isMultipart()) request.body = await readMultipart(request);
    });
  },
  { name: "form-body" },
);

/**
 * Reads every part of a multipart body into one flat object (files as their bytes), then nests
 * it like a urlencoded form. A broken body is the client's mistake (400), never a server error.
 */
async function readMultipart(request: FastifyRequest): Promise<Record<string, unknown>> {
  const flat: Record<string, unknown> = Object.create(null);
  const add = (name: string, value: unknown) => {
    const existing = flat[name];
    if (existing === undefined) flat[name] = value;
    else if (Array.isArray(existing)) existing.push(value);
    else flat[name] = [existing, value];
  };
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") add(part.fieldname, await part.toBuffer());
      else if (part.fieldnameTruncated || part.valueTruncated) {
        throw new AppError("too_large", "payload_too_large");
      } else add(part.fieldname, part.value);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const status = (error as { statusCode?: unknown }).statusCode;
    if (status === 413) throw new AppError("too_large", "payload_too_large");
    throw new AppError("invalid", "bad_request");
  }
  return nestFormFields(flat);
}
