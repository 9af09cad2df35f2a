import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("the service's own calls", () => {
  it("GET /health answers 200 with the database engine", async () => {
    const response = await t.app.inject({ method: "GET", url: "/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", database: t.database.kind });
  });

  it("GET /api/docs serves a readable reference page", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/docs" });
    const page =
      response.statusCode === 302
        ? await t.app.inject({ method: "GET", url: response.headers.location as string })
        : response;
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
  });

  it("the OpenAPI document describes the marketplace calls with the contract's schemas", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        "/{company}/api/marketplace/categories",
        "/{company}/api/marketplace/home-page",
        "/health",
      ]),
    );
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining([
        "Category",
        "CategoriesResponse",
        "HomePage",
        "ProductSummary",
        "Error",
      ]),
    );
  });

  it("answers an unknown address with 404 and a message in the request's language", async () => {
    const english = await t.app.inject({ method: "GET", url: "/no/such/place" });
    expect(english.statusCode).toBe(404);
    expect(english.json()).toEqual({ message: "The page or record you asked for does not exist." });
    const arabic = await t.app.inject({
      method: "GET",
      url: "/no/such/place",
      headers: { "accept-language": "ar" },
    });
    expect(arabic.json().message).toMatch(/[\u0600-\u06FF]/);
  });
});
