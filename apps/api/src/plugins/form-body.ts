import fastifyFormbody from "@fastify/formbody";
import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { parseFormFields, parseUrlEncoded } from "./form-fields.ts";

/** Room for a profile picture; everything else in a form is small. */
const maxFileBytes = 5 * 1_048_576;

/**
 * Where the spec says "form data", JSON, `application/x-www-form-urlencoded` and
 * `multipart/form-data` are all accepted and arrive as one plain body, with `items[0][item_id]`
 * style keys nested into lists, so routes validate every kind with the same schema.
 */
export const formBodyPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyFormbody, {
      parser: parseUrlEncoded,
    });
    await app.register(fastifyMultipart, {
      attachFieldsToBody: "keyValues",
      limits: { fileSize: maxFileBytes, files: 4, fields: 500, parts: 504 },
    });
    // Runs after multipart's own preValidation hook has gathered the fields.
    app.addHook("preValidation", async (request) => {
      if (request.isMultipart() && request.body && typeof request.body === "object") {
        request.body = parseFormFields(request.body as Record<string, unknown>);
      }
    });
  },
  { name: "form-body" },
);
