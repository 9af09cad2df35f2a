import fc from "fast-check";
import { hostileFieldValue, type IdPools, validFieldValue } from "./field-values.ts";
import { hostileText, hostileValue, prototypeKeys } from "./hostile-values.ts";
import type { FieldSpec, FuzzOperation } from "./openapi-operations.ts";
import {
  type BodyCase,
  type Damage,
  type Encoding,
  encodeBody,
  type FieldPair,
  flattenPairs,
  formDamages,
  formText,
  jsonDamages,
  type ListStyle,
  multipartDamages,
  percentEncode,
  wrongContentTypes,
} from "./request-encoding.ts";

/** Whose bearer token the request carries, if any, and in what shape. */
export const authChoices = [
  "none",
  "shopper",
  "other-marketplace",
  "revoked",
  "unknown",
  "basic",
  "empty-bearer",
  "lowercase-scheme",
] as const;
export type AuthChoice = (typeof authChoices)[number];

/** One hostile request, as data: readable when a failure is reported, and replayable. */
export interface FuzzCase {
  method: string;
  /** `?_method=` sent with it, if any. */
  override: string | null;
  pathValues: Record<string, unknown>;
  query: FieldPair[];
  queryStyle: ListStyle;
  /** Raw text appended to the query, often broken percent-encoding. */
  queryTail: string;
  body: BodyCase | null;
  auth: AuthChoice;
  /** The Accept-Language header; empty sends none. */
  language: string;
  remoteAddress: string;
}

const otherMethods = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"];
const overrides = ["put", "PUT", "Patch", "delete", "DELETE", "get", "post", "xyz", "", "put%00"];
const queryTails = [
  "%",
  "%zz",
  "&&",
  "=",
  "%E0%A4",
  "%C0%80",
  "%ED%A0%80",
  "a==b",
  "%00=%00",
  ";a=1",
];
const languages = [
  "en",
  "ar",
  "ar-SA,ar;q=0.9,en;q=0.8",
  "en-US,en;q=0.9",
  "fr-FR",
  "*",
  "",
  "ar;q=abc",
  "AR",
  "en;q=0.1, ar;q=0.9",
];

const formEncodings: Record<string, Encoding> = {
  "application/json": "json",
  "application/x-www-form-urlencoded": "urlencoded",
  "multipart/form-data": "multipart",
};

/** Keys no schema names: prototype keys, bracketed and repeated names, hostile text. */
function extraPairs(fields: FieldSpec[]): fc.Arbitrary<FieldPair[]> {
  const names = fields.map((field) => field.name);
  const known = names.length > 0 ? fc.constantFrom(...names) : fc.constant("id");
  const key = fc.oneof(
    fc.constantFrom(...prototypeKeys, "__proto__[polluted]", "constructor[prototype][polluted]"),
    known,
    known.map((name) => `${name}[0]`),
    known.map((name) => `${name}[]`),
    fc.constantFrom(
      "items[0][item_id]",
      "items[0][item_quantity]",
      "items[][x]",
      "a[b][c][d][e][f][g][h][i]",
    ),
    hostileText({ maxLength: 12 }),
  );
  return fc.oneof(
    { arbitrary: fc.constant<FieldPair[]>([]), weight: 3 },
    { arbitrary: fc.array(fc.tuple(key, hostileValue), { minLength: 1, maxLength: 3 }), weight: 1 },
  );
}

/**
 * Each field's value (or none), then the extra keys. A few fields, often none, get a hostile
 * value and the others a valid one, so that most requests get past validation to the code behind.
 */
function pairsOf(fields: FieldSpec[], path: string, pools: IdPools): fc.Arbitrary<FieldPair[]> {
  const valid = fc.tuple(...fields.map((field) => validFieldValue(field, path, pools)));
  const hostile = fc.tuple(...fields.map((field) => hostileFieldValue(field, path, pools)));
  const spoiled: fc.Arbitrary<number[]> =
    fields.length > 0
      ? fc.oneof(
          { arbitrary: fc.constant<number[]>([]), weight: 2 },
          {
            arbitrary: fc.uniqueArray(fc.nat(fields.length - 1), { minLength: 1, maxLength: 3 }),
            weight: 3,
          },
        )
      : fc.constant([]);
  return fc
    .tuple(valid, hostile, spoiled, extraPairs(fields), fc.boolean())
    .map(([validValues, hostileValues, spoiledFields, extras, sameConfirmation]) => {
      const pairs: FieldPair[] = fields.map((field, index) => [
        field.name,
        spoiledFields.includes(index) ? hostileValues[index] : validValues[index],
      ]);
      // Most sign-ups confirm the password they chose, so the check after it is reached too.
      const password = pairs.find(([name]) => name === "password")?.[1];
      const confirmation = pairs.find(([name]) => name === "password_confirmation");
      if (sameConfirmation && confirmation) confirmation[1] = password;
      return [...pairs, ...extras];
    });
}

function bodyCaseOf(operation: FuzzOperation, pools: IdPools): fc.Arbitrary<BodyCase | null> {
  const fields = operation.body?.fields ?? [];
  const types = operation.body?.contentTypes ?? Object.keys(formEncodings);
  const encodings = types.map((type) => formEncodings[type]).filter((e): e is Encoding => !!e);
  const damagesOf: Record<Encoding, readonly Damage[]> = {
    json: jsonDamages,
    urlencoded: formDamages,
    multipart: multipartDamages,
  };
  // Built once: an arbitrary made inside a chain would be built again for every request.
  const body = fc
    .record({
      encoding: fc.constantFrom(...encodings),
      pairs: pairsOf(fields, operation.path, pools),
      listStyle: fc.constantFrom<ListStyle>("repeat", "brackets", "indexed"),
      damage: fc.oneof(
        { arbitrary: fc.constant(-1), weight: 3 },
        { arbitrary: fc.nat(999), weight: 1 },
      ),
      contentType: fc.oneof(
        { arbitrary: fc.constant("right" as const), weight: 8 },
        { arbitrary: fc.constantFrom(...wrongContentTypes), weight: 1 },
      ),
      cut: fc.integer({ min: 0, max: 99 }).map((percent) => percent / 100),
    })
    .map(({ damage, ...rest }): BodyCase => {
      const damages = damagesOf[rest.encoding];
      return {
        ...rest,
        damage: damage < 0 ? "none" : (damages[damage % damages.length] ?? "none"),
      };
    });
  return operation.body
    ? fc.oneof({ arbitrary: body, weight: 12 }, { arbitrary: fc.constant(null), weight: 1 })
    : fc.oneof({ arbitrary: fc.constant(null), weight: 6 }, { arbitrary: body, weight: 1 });
}

/** Hostile requests aimed at one operation of the document. */
export function hostileRequests(operation: FuzzOperation, pools: IdPools): fc.Arbitrary<FuzzCase> {
  const pathValue = (param: FieldSpec) =>
    fc.oneof(
      { arbitrary: validFieldValue(param, operation.path, pools), weight: 3 },
      { arbitrary: hostileFieldValue(param, operation.path, pools), weight: 1 },
    );
  const pathValues = fc.record(
    Object.fromEntries(operation.pathParams.map((param) => [param.name, pathValue(param)])),
  );
  const overrideWeight = operation.method === "GET" ? 1 : 3;
  return fc.record({
    method: fc.oneof(
      { arbitrary: fc.constant(operation.method), weight: 12 },
      { arbitrary: fc.constantFrom(...otherMethods), weight: 1 },
    ),
    override: fc.oneof(
      { arbitrary: fc.constant(null), weight: 12 },
      {
        arbitrary: fc.constantFrom(...overrides, operation.method.toLowerCase()),
        weight: overrideWeight,
      },
    ),
    pathValues,
    query: pairsOf(operation.queryParams, operation.path, pools),
    queryStyle: fc.constantFrom<ListStyle>("repeat", "brackets", "indexed"),
    queryTail: fc.oneof(
      { arbitrary: fc.constant(""), weight: 12 },
      { arbitrary: fc.constantFrom(...queryTails), weight: 1 },
    ),
    body: bodyCaseOf(operation, pools),
    auth: fc.oneof(
      { arbitrary: fc.constant<AuthChoice>("shopper"), weight: 6 },
      { arbitrary: fc.constant<AuthChoice>("none"), weight: 4 },
      { arbitrary: fc.constantFrom(...authChoices), weight: 3 },
    ),
    language: fc.constantFrom(...languages),
    // Mostly addresses of their own, so that limits per address seldom cut the run short.
    remoteAddress: fc.oneof(
      { arbitrary: fc.ipV4(), weight: 8 },
      { arbitrary: fc.constantFrom("127.0.0.1", "::1", "2001:db8::1"), weight: 1 },
    ),
  });
}

/** The tokens a case may carry: the suite's own shoppers' and ones that must not work. */
export interface FuzzTokens {
  /** A working token of the suite's shopper in marketplace 1 (a fresh one when it may end). */
  shopper(fresh: boolean): Promise<string>;
  /** A working token of the suite's shopper in marketplace 2. */
  otherMarketplace: string;
  /** A token that was signed out. */
  revoked: string;
}

export interface InjectRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: Buffer;
  remoteAddress: string;
}

async function authorizationOf(
  choice: AuthChoice,
  tokens: FuzzTokens,
  fresh: boolean,
): Promise<string | undefined> {
  switch (choice) {
    case "none":
      return undefined;
    case "shopper":
      return `Bearer ${await tokens.shopper(fresh)}`;
    case "other-marketplace":
      return `Bearer ${tokens.otherMarketplace}`;
    case "revoked":
      return `Bearer ${tokens.revoked}`;
    case "unknown":
      return `Bearer ${"A".repeat(43)}`;
    case "basic":
      return "Basic ZnV6ejpmdXp6";
    case "empty-bearer":
      return "Bearer ";
    case "lowercase-scheme":
      return `bearer ${await tokens.shopper(fresh)}`;
  }
}

/** The request a case describes, ready for app.inject. */
export async function toInjectRequest(
  operation: FuzzOperation,
  fuzzCase: FuzzCase,
  tokens: FuzzTokens,
): Promise<InjectRequest> {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const [[, text] = ["", ""]] = flattenPairs([[name, fuzzCase.pathValues[name]]], "repeat");
    return percentEncode(text ?? "");
  });
  const queryPairs = flattenPairs(fuzzCase.query, fuzzCase.queryStyle);
  if (fuzzCase.override !== null) queryPairs.push(["_method", fuzzCase.override]);
  const query = [formText(queryPairs), fuzzCase.queryTail].filter(Boolean).join("&");
  const headers: Record<string, string> = {};
  if (fuzzCase.language) headers["accept-language"] = fuzzCase.language;
  // Signing out ends the token it carries, so that call gets a token of its own each time.
  const endsSession = operation.path.endsWith("/logout");
  const authorization = await authorizationOf(fuzzCase.auth, tokens, endsSession);
  if (authorization) headers.authorization = authorization;
  const request: InjectRequest = {
    method: fuzzCase.method,
    url: query ? `${path}?${query}` : path,
    headers,
    remoteAddress: fuzzCase.remoteAddress,
  };
  if (fuzzCase.body) {
    const { payload, contentType } = encodeBody(fuzzCase.body);
    request.payload = payload;
    if (contentType) headers["content-type"] = contentType;
  }
  return request;
}

/** The request as text a person can replay: the body as a JSON string (escapes show every byte). */
export function describeRequest(request: InjectRequest): string {
  const url = request.url.length > 2_000 ? `${request.url.slice(0, 2_000)}…` : request.url;
  const lines = [`${request.method} ${url}`];
  for (const [name, value] of Object.entries(request.headers)) {
    lines.push(
      `${name}: ${name === "authorization" ? value.replace(/\S{20,}$/, "<token>") : value}`,
    );
  }
  lines.push(`(from ${request.remoteAddress})`);
  if (request.payload) {
    const text = request.payload.toString("utf8");
    lines.push(
      `body (${request.payload.length} bytes): ${JSON.stringify(text.length > 2_000 ? `${text.slice(0, 2_000)}…` : text)}`,
    );
  }
  return lines.join("\n");
}
