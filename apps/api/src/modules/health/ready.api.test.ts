import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";

let stopping = false;
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ isStopping: () => stopping });
});
afterAll(async () => {
  await t?.close();
});

describe("GET /ready", () => {
  it("answers 200 with the database engine while the database answers", async () => {
    const response = await t.app.inject({ method: "GET", url: "/ready" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json()).toEqual({ status: "ok", database: t.database.kind });
  });

  it("answers 503 once the process is stopping, while /health stays 200", async () => {
    stopping = true;
    try {
      const ready = await t.app.inject({ method: "GET", url: "/ready" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toHaveProperty("message");
      const health = await t.app.inject({ method: "GET", url: "/health" });
      expect(health.statusCode).toBe(200);
    } finally {
      stopping = false;
    }
  });

  it("answers 503 when the database does not answer", async () => {
    const other = await buildTestApp();
    await other.database.close();
    try {
      const response = await other.app.inject({ method: "GET", url: "/ready" });
      expect(response.statusCode).toBe(503);
    } finally {
      await other.app.close();
    }
  });
});
