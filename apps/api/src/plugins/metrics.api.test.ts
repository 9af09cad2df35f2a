import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/test-app.ts";

const token = "metrics-token-for-tests-0123456789";
const remote = "203.0.113.7";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ metricsToken: token });
});
afterAll(async () => {
  await t?.close();
});

describe("GET /metrics", () => {
  it("answers this machine with request counts by route template and status", async () => {
    await t.app.inject({ method: "GET", url: "/1/api/marketplace/categories" });
    await t.app.inject({ method: "GET", url: "/999999/api/marketplace/categories" });
    const response = await t.app.inject({ method: "GET", url: "/metrics" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/plain");
    expect(response.body).toMatch(
      /souq_api_requests_total\{method="GET",route="\/:company\/api\/marketplace\/categories",status="200"\} 1/,
    );
    expect(response.body).toMatch(
      /souq_api_requests_total\{method="GET",route="\/:company\/api\/marketplace\/categories",status="404"\} 1/,
    );
    expect(response.body).toContain("souq_api_request_duration_seconds_bucket");
    expect(response.body).toContain("souq_api_rate_limit_refusals_total");
    expect(response.body).toContain("souq_api_orders_placed_total 0");
    expect(response.body).not.toContain("/999999/");
  });

  it("tells a client on another machine without the token there is nothing", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/metrics",
      remoteAddress: remote,
    });
    expect(response.statusCode).toBe(404);
    const wrong = await t.app.inject({
      method: "GET",
      url: "/metrics",
      remoteAddress: remote,
      headers: { authorization: `Bearer ${token.replace("0", "1")}` },
    });
    expect(wrong.statusCode).toBe(404);
  });

  it("answers a request through a proxy on this machine only with the token", async () => {
    const proxied = await t.app.inject({
      method: "GET",
      url: "/metrics",
      headers: { "x-forwarded-for": remote },
    });
    expect(proxied.statusCode).toBe(404);
  });

  it("answers a bearer of METRICS_TOKEN from anywhere", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/metrics",
      remoteAddress: remote,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("souq_api_requests_total");
  });
});
