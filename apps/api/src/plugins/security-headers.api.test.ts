import { productList } from "@souq/contract/catalog";
import Fastify, { type LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/test-app.ts";
import { securityHeadersPlugin } from "./security-headers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** The set every answer carries, whatever it is. */
function expectCarefulHeaders(response: LightMyRequestResponse) {
  const headers = response.headers;
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["referrer-policy"]).toBe("no-referrer");
  expect(headers["permissions-policy"]).toContain("camera=()");
  const policy = String(headers["content-security-policy"]);
  expect(policy).toContain("default-src 'none'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  // Over plain http (as in these tests) HSTS would be meaningless and is not sent.
  expect(headers["strict-transport-security"]).toBeUndefined();
}

describe("security headers", () => {
  it("on JSON answers, errors included", async () => {
    const list = await t.app.inject({ url: "/1/api/marketplace/products?per_page=1" });
    expect(list.statusCode).toBe(200);
    expectCarefulHeaders(list);
    expect(list.headers["cross-origin-resource-policy"]).toBe("same-origin");
    for (const url of [
      "/1/api/marketplace/products/999999999",
      "/no-such-call",
      "/1/api/marketplace/products?page=x",
    ]) {
      const failure = await t.app.inject({ url });
      expect(failure.statusCode).toBeGreaterThanOrEqual(400);
      expectCarefulHeaders(failure);
    }
  });

  it("on pictures, which other sites' pages may show", async () => {
    const list = await t.app.inject({ url: "/1/api/marketplace/products?per_page=1" });
    const picture = productList.parse(list.json())[0]?.sm_pictures[0]?.url;
    expect(picture).toBeDefined();
    const response = await t.app.inject({ url: new URL(picture as string).pathname });
    expect(response.statusCode).toBe(200);
    expectCarefulHeaders(response);
    expect(response.headers["cross-origin-resource-policy"]).toBe("cross-origin");
  });

  it("on the reference page, whose own scripts and styles the policy allows", async () => {
    const first = await t.app.inject({ url: "/api/docs" });
    const response =
      first.statusCode === 302
        ? await t.app.inject({ url: String(first.headers.location) })
        : first;
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    expectCarefulHeaders(response);
    expect(String(response.headers["content-security-policy"])).toContain("script-src 'self'");
  });

  it("HSTS when the API's public address is https, on every answer", async () => {
    const app = Fastify();
    await app.register(securityHeadersPlugin, { publicUrl: "https://api.souq.example" });
    app.get("/probe", async () => ({ ok: true }));
    const response = await app.inject({ url: "/probe" });
    expect(response.headers["strict-transport-security"]).toBe(
      "max-age=31536000; includeSubDomains",
    );
    const missing = await app.inject({ url: "/nothing-here" });
    expect(missing.headers["strict-transport-security"]).toBeDefined();
    await app.close();
  });
});
