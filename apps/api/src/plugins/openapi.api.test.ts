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
  it("describes the account, newsletter, cart and development calls", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        "/api/auth/login",
        "/api/auth/register",
        "/api/auth/logout",
        "/api/auth/profile/{id}",
        "/api/auth/forgot-password",
        "/api/auth/reset-password/{token}",
        "/api/auth/reset-password",
        "/{company}/api/marketplace/newsletter",
        "/{company}/api/marketplace/cart",
        "/api/dev/mail-outbox",
      ]),
    );
    expect(document.tags.map((tag: { name: string }) => tag.name)).toEqual(
      expect.arrayContaining(["Accounts", "Newsletter", "Cart", "Development"]),
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
