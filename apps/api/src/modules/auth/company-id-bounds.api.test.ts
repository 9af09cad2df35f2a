import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshAddress, hasArabic } from "../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const password = "correct horse battery";
const bodies = {
  "/api/auth/login": { email: "bounds@example.com", password },
  "/api/auth/register": {
    name: "Bounds",
    email: "bounds@example.com",
    phone: "+966500000000",
    password,
    password_confirmation: password,
  },
  "/api/auth/forgot-password": { email: "bounds@example.com" },
};

/** A marketplace id past the 32-bit column is a field to fix (422), never a failed query (500). */
describe.each(Object.entries(bodies))("%s with company_id past the id column", (url, body) => {
  it.each(["2147483648", "9223372036854775808", "1e21"])(
    "%s answers 422 beside company_id",
    async (id) => {
      const english = await t.app.inject({
        method: "POST",
        url,
        remoteAddress: freshAddress(),
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams({ ...body, company_id: id }).toString(),
      });
      expect(english.statusCode).toBe(422);
      expect(english.json().errors.company_id).toEqual(["Enter a number of at most 2147483647."]);

      const arabic = await t.app.inject({
        method: "POST",
        url,
        remoteAddress: freshAddress(),
        headers: { "accept-language": "ar" },
        payload: { ...body, company_id: Number(id) },
      });
      expect(arabic.statusCode).toBe(422);
      expect(hasArabic(arabic.json().errors.company_id[0])).toBe(true);
    },
  );
});
