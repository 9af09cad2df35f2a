import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasArabic } from "../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const calls = ["/1/api/marketplace/products", "/1/api/marketplace/products/facets"];

/** Filters past what the database's integer columns hold are malformed requests, not 500s. */
describe.each(calls)("%s: filter values past the columns' range", (call) => {
  it.each([
    ["category_id", "2147483648"],
    ["vendor_id", "2147483648"],
    ["vendor_id", "9223372036854775808"],
    ["min_price", "21474836.48"],
    ["max_price", "1e300"],
    ["max_price", "99999999999999"],
  ])("%s=%s answers 400, in Arabic when asked", async (name, value) => {
    const english = await t.app.inject({ url: `${call}?${name}=${value}` });
    expect(english.statusCode).toBe(400);
    expect(english.json()).toEqual({
      message: `The address contains a value that is not valid: ${name}.`,
    });
    const arabic = await t.app.inject({
      url: `${call}?${name}=${value}`,
      headers: { "accept-language": "ar" },
    });
    expect(arabic.statusCode).toBe(400);
    expect(hasArabic(arabic.json().message)).toBe(true);
  });

  it("the largest values the columns hold are still read: an unknown id is 404, a price 200", async () => {
    for (const name of ["category_id", "vendor_id"]) {
      const response = await t.app.inject({ url: `${call}?${name}=2147483647` });
      expect(response.statusCode, name).toBe(404);
    }
    const prices = await t.app.inject({
      url: `${call}?min_price=21474836.47&max_price=21474836.47`,
    });
    expect(prices.statusCode).toBe(200);
  });
});
