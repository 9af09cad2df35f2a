import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("the OpenAPI document", () => {
  it("describes the account, catalog, review, newsletter, cart and development calls", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        "/api/auth/login",
        "/api/auth/register",
        "/api/auth/register/confirm",
        "/api/auth/logout",
        "/api/auth/profile/{id}",
        "/api/auth/forgot-password",
        "/api/auth/reset-password/{token}",
        "/api/auth/reset-password",
        "/{company}/api/marketplace/newsletter",
        "/{company}/api/marketplace/cart",
        "/{company}/api/marketplace/products",
        "/{company}/api/marketplace/products/facets",
        "/{company}/api/marketplace/products/{id}",
        "/{company}/api/marketplace/products/{id}/reviews",
        "/{company}/api/marketplace/vendors",
        "/{company}/api/marketplace/vendors/{id}",
        "/api/dev/mail-outbox",
      ]),
    );
    expect(document.tags.map((tag: { name: string }) => tag.name)).toEqual(
      expect.arrayContaining(["Accounts", "Newsletter", "Cart", "Development", "Reviews"]),
    );
    // Every route has a tag and a summary.
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods as Record<string, unknown>)) {
        const { tags, summary } = operation as { tags?: string[]; summary?: string };
        expect(tags?.length, `${method} ${path}`).toBeGreaterThan(0);
        expect(summary, `${method} ${path}`).toBeTruthy();
      }
    }
    const reviews = document.paths["/{company}/api/marketplace/products/{id}/reviews"];
    expect(reviews.post.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(reviews.post.requestBody.content)).toHaveLength(3);
    const listing = document.paths["/{company}/api/marketplace/products"].get;
    expect(listing.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(
      expect.arrayContaining(["keyword", "category_id", "colours", "sort", "page", "per_page"]),
    );
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ scheme: "bearer" });
    expect(document.paths["/api/auth/logout"].post.security).toEqual([{ bearerAuth: [] }]);
    expect(document.paths["/api/dev/mail-outbox"].get.tags).toEqual(["Development"]);
    expect(Object.keys(document.paths["/api/auth/login"].post.requestBody.content).sort()).toEqual([
      "application/json",
      "application/x-www-form-urlencoded",
      "multipart/form-data",
    ]);
  });
});
