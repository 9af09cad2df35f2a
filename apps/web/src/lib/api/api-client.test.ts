import { context, ROOT_CONTEXT, trace } from "@opentelemetry/api";
import { authEndpoints } from "@souq/contract/endpoints/auth";
import { cartEndpoints } from "@souq/contract/endpoints/cart";
import { catalogEndpoints } from "@souq/contract/endpoints/catalog";
import { productEndpoints } from "@souq/contract/endpoints/products";
import { reviewEndpoints } from "@souq/contract/endpoints/reviews";
import { vendorDeskEndpoints } from "@souq/contract/endpoints/vendor-desk";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startTracing } from "../server/tracing.mjs";

const redirect = vi.hoisted(() =>
  vi.fn((to: string): never => {
    throw new Error(`redirect ${to}`);
  }),
);
vi.mock("server-only", () => ({}));
vi.mock("next/navigation", () => ({ redirect }));
// The shopper's request, as server.mjs leaves it: one checked client address.
vi.mock("next/headers", () => ({
  headers: async () => new Headers({ "x-forwarded-for": "203.0.113.9" }),
}));
vi.mock("../config/runtime-config.server.ts", () => ({
  runtimeConfig: () => ({
    apiUrl: "http://api.test",
    authUrl: "http://auth.test",
    companyId: 7,
    apiTimeoutMs: 50,
  }),
}));

const { callEndpoint } = await import("./api-client.server.ts");

const categories = { categories: [], data: { categories: [] } };
let answer: (init: RequestInit) => Response | Promise<Response>;
const fetchMock = vi.fn(async (_url: string, init: RequestInit) => answer(init));

function json(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return () =>
    new Response(JSON.stringify(body), {
      status,
      headers: { "content-type": "application/json", ...headers },
    });
}

/** The one request the call sent: its address, method, headers and body. */
function sent() {
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [url, init] = fetchMock.mock.calls[0] ?? [];
  return {
    url,
    method: init?.method,
    headers: init?.headers as Record<string, string>,
    body: init?.body?.toString() ?? null,
    cache: init?.cache,
  };
}

beforeEach(() => {
  fetchMock.mockClear();
  redirect.mockClear();
  answer = json(categories);
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the trace of a call", () => {
  it("sends the shopper's request's traceparent, which the API continues", async () => {
    // As server.mjs installs it, without an OTLP endpoint: no SDK, the request's span only.
    await startTracing({ serviceName: "souq-web", env: {} });
    const requestSpan = trace.wrapSpanContext({
      traceId: "4bf92f3577b34da6a3ce929d0e0e4736",
      spanId: "00f067aa0ba902b7",
      traceFlags: 1,
    });
    await context.with(trace.setSpan(ROOT_CONTEXT, requestSpan), () =>
      callEndpoint(productEndpoints.detail, { params: { id: 42 }, locale: "en" }),
    );
    expect(sent().headers.traceparent).toBe(
      "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01",
    );
  });

  it("sends none outside a request", async () => {
    await callEndpoint(productEndpoints.detail, { params: { id: 42 }, locale: "en" });
    expect(sent().headers.traceparent).toBeUndefined();
  });
});

describe("the address of a call", () => {
  it("puts marketplace calls under the API's company prefix, with the path's parameters", async () => {
    answer = json({ message: "Not found." }, 404);
    await callEndpoint(productEndpoints.detail, { params: { id: 42 }, locale: "en" });
    expect(sent()).toMatchObject({
      url: "http://api.test/7/api/marketplace/products/42",
      method: "GET",
      cache: "no-store",
    });
  });

  it("writes a list in the query as the key repeated", async () => {
    answer = json([]);
    await callEndpoint(productEndpoints.list, {
      query: { keyword: "red tea", colours: ["red", "blue"], vendor_id: undefined, per_page: 8 },
      locale: "en",
    });
    expect(sent().url).toBe(
      "http://api.test/7/api/marketplace/products?keyword=red%20tea&colours=red&colours=blue&per_page=8",
    );
  });

  it("puts a vendor's desk calls under the API's company prefix too, with the staff's token", async () => {
    answer = json({ message: "Not found." }, 404);
    await callEndpoint(vendorDeskEndpoints.advanceShipment, {
      params: { id: 5 },
      body: { status: "shipped", carrier: "SMSA", tracking_number: "SM-1234" },
      locale: "ar",
      token: "staff-token",
    });
    expect(sent()).toMatchObject({
      url: "http://api.test/7/api/vendor/shipments/5/advance",
      method: "POST",
      body: "status=shipped&carrier=SMSA&tracking_number=SM-1234",
    });
    expect(sent().headers.Authorization).toBe("Bearer staff-token");
  });

  it("puts auth calls on the auth host, without a company", async () => {
    answer = json({ valid: true, email: "a@b.sa" });
    await callEndpoint(authEndpoints.resetTokenStatus, {
      params: { token: "abcdefghijklmnop" },
      locale: "ar",
    });
    expect(sent().url).toBe("http://auth.test/api/auth/reset-password/abcdefghijklmnop");
  });

  it("sends a body as form data with the endpoint's method", async () => {
    answer = json({ message: "Check your email" });
    await callEndpoint(authEndpoints.forgotPassword, {
      body: { email: "a@b.sa", locale: "ar", company_id: 7 },
      locale: "ar",
    });
    expect(sent()).toMatchObject({
      url: "http://auth.test/api/auth/forgot-password",
      method: "POST",
      body: "email=a%40b.sa&locale=ar&company_id=7",
    });
  });
});

describe("who a call speaks for", () => {
  it("sends the shopper's token, language and address on the shopper's own calls", async () => {
    answer = json({ message: "Logged out successfully" });
    await callEndpoint(authEndpoints.logout, { locale: "ar", token: "secret" });
    expect(sent().headers).toEqual({
      Accept: "application/json",
      "Accept-Language": "ar",
      Authorization: "Bearer secret",
      "X-Forwarded-For": "203.0.113.9",
    });
  });

  it("never sends a token or a client address on a shared read", async () => {
    await callEndpoint(catalogEndpoints.categories, { locale: "en", shared: true });
    expect(sent().headers).toEqual({ Accept: "application/json", "Accept-Language": "en" });
  });

  it("sends a guest's cart token to the cart calls", async () => {
    answer = json({ message: "Not found." }, 404);
    await callEndpoint(cartEndpoints.get, { locale: "en", cartToken: "guest-cart-token" });
    expect(sent().headers).toEqual({
      Accept: "application/json",
      "Accept-Language": "en",
      "x-cart-token": "guest-cart-token",
      "X-Forwarded-For": "203.0.113.9",
    });
  });

  it("refuses a shared read that was given a cart token", async () => {
    const call = { locale: "en", shared: true, cartToken: "guest-cart-token" } as const;
    // @ts-expect-error: the types refuse it too; this is the check at run time.
    await expect(callEndpoint(catalogEndpoints.categories, call)).rejects.toThrow(/token/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("refuses a shared read that was given a token", async () => {
    const call = { params: { id: 1 }, locale: "en", shared: true, token: "secret" } as const;
    // @ts-expect-error: the types refuse it too; this is the check at run time.
    await expect(callEndpoint(reviewEndpoints.list, call)).rejects.toThrow(/cannot carry a token/);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("the answer", () => {
  it("is parsed by the endpoint's own schema, with the headers callers read paging from", async () => {
    answer = json([], 200, { "x-total-count": "120", "x-last-page": "5" });
    const result = await callEndpoint(productEndpoints.list, { locale: "en", shared: true });
    expect(result).toMatchObject({ ok: true, data: [], status: 200 });
    expect(result.ok && result.headers.get("x-total-count")).toBe("120");
  });

  it("sends the shopper to the not-found page on a 400 of their own call", async () => {
    answer = json({ message: "Bad request" }, 400);
    await expect(
      callEndpoint(productEndpoints.detail, { params: { id: 1 }, locale: "ar" }),
    ).rejects.toThrow("redirect /ar/pages/404");
  });

  it("gives a shared read's 400 back as a value, for the cache to keep", async () => {
    answer = json({ message: "Bad request" }, 400);
    const result = await callEndpoint(catalogEndpoints.homePage, { locale: "en", shared: true });
    expect(result).toEqual({ ok: false, status: 400, message: "Bad request" });
    expect(redirect).not.toHaveBeenCalled();
  });

  it("is a failure when it does not match the contract", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    answer = json({ categories: "none" });
    const result = await callEndpoint(catalogEndpoints.categories, { locale: "en" });
    expect(result).toEqual({ ok: false, status: 502, message: null });
    // A success status the endpoint does not declare is off contract too.
    answer = json({ message: "Created" }, 201);
    fetchMock.mockClear();
    expect(await callEndpoint(authEndpoints.logout, { locale: "en", token: "t" })).toEqual({
      ok: false,
      status: 502,
      message: null,
    });
    expect(logged).toHaveBeenCalledTimes(2);
    logged.mockRestore();
  });

  it("reads Retry-After and the message of a 429", async () => {
    answer = json({ message: "Too many searches" }, 429, { "retry-after": "30" });
    const result = await callEndpoint(productEndpoints.list, {
      query: { keyword: "tea" },
      locale: "en",
    });
    expect(result).toEqual({
      ok: false,
      status: 429,
      message: "Too many searches",
      retryAfterSeconds: 30,
    });
  });

  it("keeps the fields' messages of a 422", async () => {
    answer = json({ message: "Check the form", errors: { email: ["is taken"] } }, 422);
    const result = await callEndpoint(authEndpoints.register, {
      body: { name: "Sara", email: "a@b.sa", phone: "", password: "x", password_confirmation: "x" },
      locale: "en",
    });
    expect(result).toEqual({
      ok: false,
      status: 422,
      message: "Check the form",
      errors: { email: ["is taken"] },
    });
  });

  it("is a 503 when the API cannot be reached", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    answer = () => {
      throw new TypeError("fetch failed");
    };
    const result = await callEndpoint(catalogEndpoints.categories, { locale: "en" });
    expect(result).toEqual({ ok: false, status: 503, message: null });
    logged.mockRestore();
  });
  it("gives up on an API that does not answer within the deadline, as unreachable", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    // An API that never answers: only the call's own signal ends the wait.
    answer = (init) =>
      new Promise((_resolve, reject) =>
        init.signal?.addEventListener("abort", () => reject(init.signal?.reason)),
      );
    // Without a deadline this call would wait for ever and the test would time out.
    const result = await callEndpoint(catalogEndpoints.categories, { locale: "en" });
    expect(result).toEqual({ ok: false, status: 503, message: null });
    logged.mockRestore();
  });
});
