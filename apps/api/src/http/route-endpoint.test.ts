import { endpoint, errorResponses } from "@souq/contract/endpoint";
import { companyParams } from "@souq/contract/params";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { authPlugin } from "../plugins/auth.ts";
import { errorsPlugin } from "../plugins/errors.ts";
import { localePlugin } from "../plugins/locale.ts";
import { routeEndpoint } from "./route-endpoint.ts";

const greeting = endpoint({
  host: "marketplace",
  method: "POST",
  path: "/:company/api/marketplace/greetings",
  params: companyParams,
  query: z.object({ loud: z.enum(["1"]).optional() }),
  body: z.object({ name: z.string().min(1) }),
  responses: { 201: z.object({ text: z.string() }), ...errorResponses(400, 401, 404, 422) },
  session: "required",
  tag: "Catalog",
  summary: "A greeting for a signed-in shopper",
});

const openCall = endpoint({
  host: "system",
  method: "GET",
  path: "/open",
  responses: { 200: z.object({ ok: z.literal(true) }) },
  session: "none",
  tag: "System",
  summary: "Needs nobody",
});

const session = { sessionId: 1, userId: 7, companyId: 3, vendorId: null, staff: false };
/** A vendor's staff account in marketplace 3 (ADR 47). */
const staffSession = { sessionId: 2, userId: 8, companyId: 3, vendorId: 12, staff: true };

const deskCall = endpoint({
  host: "vendor",
  method: "GET",
  path: "/:company/api/vendor/greetings",
  params: companyParams,
  responses: { 200: z.object({ vendor: z.number() }), ...errorResponses(401) },
  session: "required",
  tag: "Vendor desk",
  summary: "A greeting for a vendor's staff",
});

const readForAnyone = endpoint({
  host: "marketplace",
  method: "GET",
  path: "/:company/api/marketplace/greetings",
  params: companyParams,
  responses: { 200: z.object({ user: z.number().nullable() }) },
  session: "optional",
  accounts: "any",
  tag: "Catalog",
  summary: "A greeting for anyone, signed in or not",
});
let app: FastifyInstance | undefined;

async function appWith(register: (app: FastifyInstance) => void) {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(localePlugin);
  await app.register(errorsPlugin);
  await app.register(authPlugin, {
    findSession: async (token) =>
      token === "good" ? session : token === "staff" ? staffSession : null,
  });
  register(app);
  await app.ready();
  return app;
}

/** Asks for a greeting for Sara in marketplace 3, with a token or without. */
const greet = (server: FastifyInstance, token: string | null, name = "Sara", query = "") =>
  server.inject({
    method: "POST",
    url: `/3/api/marketplace/greetings${query}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: { name },
  });

afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe("routeEndpoint", () => {
  it("serves the declared method and path, with the request typed and checked by the contract", async () => {
    const server = await appWith((app) =>
      routeEndpoint(app, greeting, async (request, reply) => {
        const text = `Hello ${request.body.name} in ${request.params.company}`;
        return reply.code(201).send({ text: request.query.loud ? text.toUpperCase() : text });
      }),
    );
    const answer = await greet(server, "good", "Sara", "?loud=1");
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toEqual({ text: "HELLO SARA IN 3" });

    expect((await greet(server, "good", "")).statusCode).toBe(422);
    const wrongMethod = await server.inject({ method: "GET", url: "/3/api/marketplace/greetings" });
    expect(wrongMethod.statusCode).toBe(404);
  });

  it("asks for the session the declaration names, before the route's own hooks", async () => {
    const seen: string[] = [];
    const server = await appWith((app) =>
      routeEndpoint(
        app,
        greeting,
        {
          onRequest: async (request) => {
            seen.push(`hook after the session of user ${request.session?.userId}`);
          },
        },
        async (_request, reply) => reply.code(201).send({ text: "hi" }),
      ),
    );
    expect((await greet(server, null)).statusCode).toBe(401);
    expect((await greet(server, "stale")).statusCode).toBe(401);
    expect(seen).toEqual([]);
    expect((await greet(server, "good")).statusCode).toBe(201);
    expect(seen).toEqual(["hook after the session of user 7"]);
  });

  it("refuses a call that needs a session when the auth plugin is missing", async () => {
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    expect(() =>
      routeEndpoint(app as FastifyInstance, greeting, async () => ({ text: "" })),
    ).toThrow("needs the auth plugin registered first");
    routeEndpoint(app, openCall, async () => ({ ok: true as const }));
  });

  it("opens a vendor's call to its staff only, and refuses staff tokens at a shopper's call", async () => {
    const server = await appWith((app) => {
      routeEndpoint(app, greeting, async (_request, reply) => reply.code(201).send({ text: "hi" }));
      routeEndpoint(app, deskCall, async (request) => ({ vendor: request.session?.vendorId ?? 0 }));
      routeEndpoint(app, readForAnyone, async (request) => ({
        user: request.session?.userId ?? null,
      }));
    });
    const get = (url: string, token: string | null) =>
      server.inject({
        method: "GET",
        url,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          "accept-language": "ar",
        },
      });
    expect((await get("/3/api/vendor/greetings", null)).statusCode).toBe(401);
    const shopper = await get("/3/api/vendor/greetings", "good");
    expect(shopper.statusCode).toBe(403);
    expect(shopper.json().message).toMatch(/[\u0600-\u06FF]/);
    expect((await get("/3/api/vendor/greetings", "staff")).json()).toEqual({ vendor: 12 });
    expect((await get("/4/api/vendor/greetings", "staff")).statusCode).toBe(401);

    expect((await greet(server, "staff")).statusCode).toBe(403);
    expect((await greet(server, "good")).statusCode).toBe(201);
    expect((await get("/3/api/marketplace/greetings", "staff")).json()).toEqual({ user: 8 });
  });
});
