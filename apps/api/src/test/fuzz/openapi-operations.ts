/** The part of a JSON schema the fuzzer reads to make values that pass, or nearly pass, a check. */
export interface FieldSchema {
  type?: string | string[];
  enum?: unknown[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  anyOf?: FieldSchema[];
  items?: FieldSchema;
  properties?: Record<string, FieldSchema>;
  required?: string[];
  $ref?: string;
}

export interface FieldSpec {
  name: string;
  required: boolean;
  schema: FieldSchema;
}

/** One method and path of the OpenAPI document, as the fuzzer needs it. */
export interface FuzzOperation {
  /** Upper case: GET, POST, DELETE… */
  method: string;
  /** The path template, `{name}` for each path parameter. */
  path: string;
  pathParams: FieldSpec[];
  queryParams: FieldSpec[];
  /** The body's fields and the content types it is accepted in; null for calls without a body. */
  body: { fields: FieldSpec[]; contentTypes: string[] } | null;
  /** `required` when only a bearer token gets in, `optional` when it changes the answer. */
  session: "none" | "optional" | "required";
}

interface OpenApiOperation {
  parameters?: Array<{ in: string; name: string; required?: boolean; schema?: FieldSchema }>;
  requestBody?: { content: Record<string, { schema: FieldSchema }> };
  security?: Array<Record<string, unknown>>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, FieldSchema> };
}

const methods = new Set(["get", "post", "put", "patch", "delete"]);

function resolve(document: OpenApiDocument, schema: FieldSchema): FieldSchema {
  const name = schema.$ref?.replace("#/components/schemas/", "");
  if (!name) return schema;
  const target = document.components?.schemas?.[name];
  if (!target) throw new Error(`The document refers to a missing schema: ${schema.$ref}`);
  return resolve(document, target);
}

function sessionOf(operation: OpenApiOperation): FuzzOperation["session"] {
  const security = operation.security ?? [];
  if (security.length === 0) return "none";
  return security.some((entry) => Object.keys(entry).length === 0) ? "optional" : "required";
}

/** Every operation of the document, in its order. */
export function operationsOf(document: OpenApiDocument): FuzzOperation[] {
  const operations: FuzzOperation[] = [];
  for (const [path, entries] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(entries)) {
      if (!methods.has(method)) continue;
      const parameters = (operation.parameters ?? []).map((parameter) => ({
        in: parameter.in,
        spec: {
          name: parameter.name,
          required: parameter.required ?? false,
          schema: resolve(document, parameter.schema ?? {}),
        },
      }));
      const content = operation.requestBody?.content ?? {};
      const firstType = Object.values(content)[0];
      const bodySchema = firstType ? resolve(document, firstType.schema) : null;
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === "path").map((p) => p.spec),
        queryParams: parameters.filter((p) => p.in === "query").map((p) => p.spec),
        body: bodySchema
          ? {
              contentTypes: Object.keys(content),
              fields: Object.entries(bodySchema.properties ?? {}).map(([name, schema]) => ({
                name,
                required: bodySchema.required?.includes(name) ?? false,
                schema: resolve(document, schema),
              })),
            }
          : null,
        session: sessionOf(operation),
      });
    }
  }
  return operations;
}
