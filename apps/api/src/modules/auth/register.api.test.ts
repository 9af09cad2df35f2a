import { loginResponse } from "@souq/contract/auth";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema.ts";
import { bearer, demoShopper, freshAddress, login, uniqueEmail } from "../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const form = (fields: Record<string, string | number> = {}) => ({
  name: "Noura Al-Harbi",
  email: uniqueEmail("noura"),
  phone: "+966551234567",
  password: "a long secret",
  password_confirmation: "a long secret",
  company_id: 1,
  ...fields,
});

function register(payload: Record<string, string | number>, language?: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/auth/register",
    remoteAddress: freshAddress(),
    headers: language ? { "accept-language": language } : {},
    payload,
  });
}

describe("POST /api/auth/register", () => {
  it("opens an account and signs it in (201), in English for an English request", async () => {
    const fields = form();
    const response = await register(fields);
    expect(response.statusCode).toBe(201);
    const body = loginResponse.parse(response.json());
    expect(body.user).toMatchObject({
      name: fields.name,
      email: fields.email,
      phone: fields.phone,
      locale: "en-GB",
      image_url: null,
      companies: [{ id: 1, name: "Souq", image_url: null }],
    });
    const profile = await t.app.inject({
      method: "GET",
      url: `/api/auth/profile/${body.user.id}`,
      headers: bearer(body.access_token.accessToken),
    });
    expect(profile.statusCode).toBe(200);

    const [stored] = await t.database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, body.user.id));
    expect(stored?.hash).toMatch(/^\$argon2id\$/);
    expect(stored?.hash).not.toContain(fields.password);

    const again = await login(t.app, { email: String(fields.email), password: "a long secret" });
    expect(again.statusCode).toBe(200);
  });

  it("gives an account opened in Arabic the Arabic locale and Arabic marketplace names", async () => {
    const response = await register(form({ company_id: 2 }), "ar");
    expect(response.statusCode).toBe(201);
    const body = loginResponse.parse(response.json());
    expect(body.user.locale).toBe("ar-SA");
    expect(body.user.companies).toEqual([{ id: 2, name: expect.any(String), image_url: null }]);
    expect(body.user.companies[0]?.name).toMatch(/[\u0600-\u06FF]/);
  });

  it("joins the first marketplace when none is given", async () => {
    const { company_id: _ignored, ...fields } = form();
    const response = await register(fields);
    expect(response.statusCode).toBe(201);
    expect(loginResponse.parse(response.json()).user.companies.map((c) => c.id)).toEqual([1]);
  });

  it("refuses an email that is already registered, whatever its case", async () => {
    const response = await register(form({ email: demoShopper.email.toUpperCase() }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: "Some of the information given is not valid.",
      errors: { email: ["This email is already registered"] },
    });
    const arabic = await register(form({ email: demoShopper.email }), "ar");
    expect(arabic.json()).toEqual({
      message: "بعض البيانات المدخلة غير صالحة.",
      errors: { email: ["هذا البريد الإلكتروني مسجل بالفعل"] },
    });
    const [{ count } = { count: 0 }] = await t.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(sql`lower(${users.email})`, demoShopper.email));
    expect(count).toBe(1);
  });

  it("refuses a name with a line break or another control character, so none reaches an email", async () => {
    for (const name of ["Noura\r\nBcc: x@example.com", "Noura\u0007", "Noura\u2028Al-Harbi"]) {
      const fields = form({ name });
      const response = await register(fields);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        name: ["Write this on one line, without line breaks or control characters."],
      });
      const [{ count } = { count: 0 }] = await t.database.db
        .select({ count: sql<number>`count(*)::int` })
        .from(users)
        .where(eq(sql`lower(${users.email})`, String(fields.email)));
      expect(count).toBe(0);
    }
  });

  it("lets only one of two simultaneous sign-ups with one email through", async () => {
    const fields = form();
    const answers = await Promise.all([register(fields), register(fields)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
  });

  it("asks for a matching confirmation, in both languages", async () => {
    const english = await register(form({ password_confirmation: "something else" }));
    expect(english.statusCode).toBe(422);
    expect(english.json().errors).toEqual({
      password_confirmation: ["The passwords do not match."],
    });
    const arabic = await register(form({ password_confirmation: "something else" }), "ar");
    expect(arabic.json().errors).toEqual({
      password_confirmation: ["كلمتا المرور غير متطابقتين."],
    });
  });

  it("names each field to fix", async () => {
    const response = await register({
      name: "N",
      email: "nope",
      phone: "12",
      password: "short",
      password_confirmation: "short",
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      name: ["Enter at least 2 characters."],
      email: ["Enter a valid email address."],
      phone: ["Enter a phone number of 7 to 15 digits."],
      password: ["Enter at least 8 characters."],
    });
    const empty = await register({}, "ar");
    expect(empty.json().errors).toMatchObject({
      name: ["هذا الحقل مطلوب."],
      email: ["هذا الحقل مطلوب."],
      password: ["هذا الحقل مطلوب."],
    });
  });

  it("refuses a marketplace that does not exist", async () => {
    const response = await register(form({ company_id: 999 }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ company_id: ["This marketplace does not exist."] });
  });
});
