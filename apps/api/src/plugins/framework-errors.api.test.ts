import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasArabic } from "../test/accounts.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Refused by the router before any hook runs; the answer still has our shape and language. */
describe("a URL the router refuses", () => {
  it.each([
    [
      "a path segment that is not UTF-8 (a lone surrogate)",
      "/1/api/marketplace/products/%ED%A0%80",
      400,
    ],
    [
      "a path segment longer than the router reads",
      `/1/api/marketplace/products/${"9".repeat(101)}`,
      414,
    ],
  ])("%s answers %#", async (_, url, status) => {
    const english = await t.app.inject({ url });
    expect(english.statusCode).toBe(status);
    expect(english.json()).toEqual({ message: "The request is not valid." });
    expect(english.headers["content-language"]).toBe("en");

    const arabic = await t.app.inject({ url, headers: { "accept-language": "ar" } });
    expect(arabic.statusCode).toBe(status);
    expect(arabic.headers["content-language"]).toBe("ar");
    expect(hasArabic(arabic.json().message)).toBe(true);
    // Nothing of what was sent comes back.
    expect(arabic.body).not.toContain("9999");
  });
});
