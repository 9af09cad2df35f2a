import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterSubscribers, reviews, users } from "../db/schema.ts";
import {
  bearer,
  freshAddress,
  hasArabic,
  multipartBody,
  registerShopper,
  type TestShopper,
} from "../test/accounts.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";

let t: TestApp;
let shopper: TestShopper;
beforeAll(async () => {
  t = await buildTestApp();
  shopper = await registerShopper(t.app);
});
afterAll(async () => {
  await t?.close();
});

const arabic = { "accept-language": "ar" };

describe("a NUL character in the address answers 400 in the request's language", () => {
  it.each([
    ["the keyword", "/1/api/marketplace/products?keyword=phone%00"],
    ["a colour key", "/1/api/marketplace/products?colours=black%00"],
    ["a size key in a list", "/1/api/marketplace/products/facets?sizes=s&sizes=%00m"],
    ["a path segment", "/api/auth/reset-password/abc%00def"],
  ])("%s", async (_, url) => {
    const english = await t.app.inject({ url });
    expect(english.statusCode).toBe(400);
    expect(english.json().message).toMatch(
      /^The address contains a value that is not valid: [\w.]+\.$/,
    );

    const inArabic = await t.app.inject({ url, headers: arabic });
    expect(inArabic.statusCode).toBe(400);
    expect(inArabic.headers["content-language"]).toBe("ar");
    expect(hasArabic(inArabic.json().message)).toBe(true);
  });

  it("names the parameter, and never echoes a key that is odd itself", async () => {
    const named = await t.app.inject({ url: "/1/api/marketplace/products?sizes=%00" });
    expect(named.json().message).toBe("The address contains a value that is not valid: sizes.");
    const oddKey = await t.app.inject({ url: "/1/api/marketplace/products?%00%3Cb%3E=1" });
    expect(oddKey.statusCode).toBe(400);
    expect(oddKey.json()).toEqual({ message: "The request is not valid." });
  });
});

describe("a NUL character or half a surrogate pair in a body answers 422 beside the field and writes nothing", () => {
  it("JSON: a sign-up whose name holds half a surrogate pair before an emoji opens no account", async () => {
    // The embedded database's encoder turned this very name into bytes PostgreSQL refuses (a 500).
    const payload = `{"name":"Sara \\udfff 👍🏽","email":"half-pair@example.com","phone":"+966500000000","password":"correct horse battery","password_confirmation":"correct horse battery"}`;
    for (const language of ["en", "ar"]) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/auth/register",
        remoteAddress: freshAddress(),
        headers: { "content-type": "application/json", "accept-language": language },
        payload,
      });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(["name"]);
      expect(hasArabic(response.json().errors.name[0])).toBe(language === "ar");
    }
    const rows = await t.database.db
      .select({ n: count() })
      .from(users)
      .where(eq(users.email, "half-pair@example.com"));
    expect(rows[0]?.n).toBe(0);
  });

  it("JSON: a sign-up whose name holds one opens no account", async () => {
    const [before] = await t.database.db.select({ n: count() }).from(users);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      remoteAddress: freshAddress(),
      headers: arabic,
      payload: {
        name: "Sara\u0000",
        email: "nul-name@example.com",
        phone: "+966500000000",
        password: "correct horse battery",
        password_confirmation: "correct horse battery",
      },
    });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(hasArabic(body.message)).toBe(true);
    expect(body.errors).toEqual({ name: ["يحتوي هذا الحقل على حرف غير مسموح به."] });
    const [after] = await t.database.db.select({ n: count() }).from(users);
    expect(after?.n).toBe(before?.n);
  });

  it("urlencoded: a newsletter email holding one signs nobody up", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/1/api/marketplace/newsletter",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "email=nul%00@example.com",
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: "Some of the information given is not valid.",
      errors: { email: ["This contains a character that is not allowed."] },
    });
    const rows = await t.database.db
      .select({ n: count() })
      .from(newsletterSubscribers)
      .where(sql`${newsletterSubscribers.email} like 'nul%'`);
    expect(rows[0]?.n).toBe(0);
  });

  it("multipart: a review whose text holds one is not written", async () => {
    const form = multipartBody({ rating: "5", body: "Good\u0000value" });
    const response = await t.app.inject({
      method: "POST",
      url: "/1/api/marketplace/products/1/reviews",
      headers: { ...form.headers, ...bearer(shopper.token) },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      body: ["This contains a character that is not allowed."],
    });
    const written = await t.database.db
      .select({ n: count() })
      .from(reviews)
      .where(eq(reviews.userId, shopper.user.id));
    expect(written[0]?.n).toBe(0);
  });

  it("a nested field is named by its path; a prototype key is not named at all", async () => {
    const nested = await t.app.inject({
      method: "POST",
      url: "/1/api/marketplace/newsletter",
      payload: { email: "a@example.com", items: [{ item_id: "1\u0000" }] },
    });
    expect(nested.statusCode).toBe(422);
    expect(Object.keys(nested.json().errors)).toEqual(["items.0.item_id"]);

    const prototypeKey = await t.app.inject({
      method: "POST",
      url: "/1/api/marketplace/newsletter",
      headers: { "content-type": "application/json" },
      payload: '{"email":"a@example.com","constructor":"\\u0000"}',
    });
    expect(prototypeKey.statusCode).toBe(422);
    expect(prototypeKey.json().errors).toEqual({
      _: ["This contains a character that is not allowed."],
    });
  });

  it("a body nested far deeper than any form still answers a 4xx", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/1/api/marketplace/newsletter",
      headers: { "content-type": "application/json" },
      payload: `${"[".repeat(50_000)}"\\u0000"${"]".repeat(50_000)}`,
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});
