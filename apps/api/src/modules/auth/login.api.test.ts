import { loginResponse, profileResponse } from "@souq/contract/auth";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAttempts, sessions, userCompanies } from "../../db/schema.ts";
import {
  bearer,
  demoShopper,
  freshAddress,
  hasArabic,
  login,
  multipartBody,
  registerShopper,
  uniqueEmail,
} from "../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import { hashSecretToken } from "./secret-tokens.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const invalidCredentials = "The email / password combination is invalid";
const demo = { email: demoShopper.email, password: demoShopper.password };

describe("POST /api/auth/login", () => {
  it("signs the demo shopper in and the token opens their profile", async () => {
    const response = await login(t.app, { ...demo, company_id: 1 });
    expect(response.statusCode).toBe(200);
    const body = loginResponse.parse(response.json());
    expect(body.access_token.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toMatchObject({
      email: demoShopper.email,
      name: demoShopper.name,
      phone: demoShopper.phone,
      locale: "en-GB",
      image_url: null,
    });
    expect(body.user.companies).toEqual([{ id: 1, name: "Souq", image_url: null }]);

    const profile = await t.app.inject({
      method: "GET",
      url: `/api/auth/profile/${body.user.id}`,
      headers: bearer(body.access_token.accessToken),
    });
    expect(profile.statusCode).toBe(200);
    expect(profileResponse.parse(profile.json()).item).toMatchObject({
      id: body.user.id,
      email: demoShopper.email,
      address: expect.stringContaining("King Fahd Road"),
    });
  });

  it("keeps only a hash of the token, valid for 30 days", async () => {
    const body = loginResponse.parse((await login(t.app, demo)).json());
    const token = body.access_token.accessToken;
    expect(
      await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, token)),
    ).toEqual([]);
    const [stored] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSecretToken(token)));
    const days = ((stored?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it("names the shopper's marketplaces in the request's language", async () => {
    const body = loginResponse.parse((await login(t.app, demo, { language: "ar" })).json());
    expect(body.user.companies.every((company) => hasArabic(company.name))).toBe(true);
  });

  it("answers a wrong password and an unknown email alike, in both languages", async () => {
    const wrongPassword = await login(t.app, { email: demoShopper.email, password: "not-it-1" });
    const unknownEmail = await login(t.app, { email: uniqueEmail(), password: "not-it-1" });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: invalidCredentials,
        errors: { email: [invalidCredentials] },
      });
    }
    const arabic = await login(
      t.app,
      { email: uniqueEmail(), password: "not-it-1" },
      { language: "ar" },
    );
    expect(arabic.statusCode).toBe(422);
    expect(arabic.json().message).toBe("البريد الإلكتروني أو كلمة المرور غير صحيحة");
  });

  it("matches the email without regard to case or surrounding spaces", async () => {
    const response = await login(t.app, { ...demo, email: "  Demo@Example.COM " });
    expect(response.statusCode).toBe(200);
  });

  it("answers 422 per field for a malformed form", async () => {
    const response = await login(t.app, { email: "not an email" });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      email: ["Enter a valid email address."],
      password: ["This field is required."],
    });
  });

  it("binds the token to the marketplace asked for, joining it if needed", async () => {
    const shopper = await registerShopper(t.app, { company_id: 1 });
    const response = await login(t.app, {
      email: shopper.email,
      password: shopper.password,
      company_id: 2,
    });
    expect(response.statusCode).toBe(200);
    const body = loginResponse.parse(response.json());
    expect(body.user.companies.map((company) => company.id)).toEqual([1, 2]);
    const [session] = await t.database.db
      .select({ companyId: sessions.companyId })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSecretToken(body.access_token.accessToken)));
    expect(session?.companyId).toBe(2);
  });

  it("binds the token to the shopper's first marketplace when none is asked for", async () => {
    const shopper = await registerShopper(t.app, { company_id: 2 });
    const body = loginResponse.parse(
      (await login(t.app, { email: shopper.email, password: shopper.password })).json(),
    );
    const [session] = await t.database.db
      .select({ companyId: sessions.companyId })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSecretToken(body.access_token.accessToken)));
    expect(session?.companyId).toBe(2);
  });

  it("refuses a marketplace that does not exist, and adds no membership", async () => {
    const response = await login(t.app, { ...demo, company_id: 999 });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ company_id: ["This marketplace does not exist."] });
    const memberships = await t.database.db
      .select()
      .from(userCompanies)
      .where(eq(userCompanies.companyId, 999));
    expect(memberships).toEqual([]);
  });

  it("accepts the form as application/x-www-form-urlencoded", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      remoteAddress: freshAddress(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ ...demo, company_id: "1" }).toString(),
    });
    expect(response.statusCode).toBe(200);
    expect(loginResponse.parse(response.json()).user.email).toBe(demoShopper.email);
  });

  it("accepts the form as multipart/form-data", async () => {
    const { payload, headers } = multipartBody({ ...demo, company_id: "1" });
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      remoteAddress: freshAddress(),
      headers,
      payload,
    });
    expect(response.statusCode).toBe(200);
    expect(loginResponse.parse(response.json()).user.email).toBe(demoShopper.email);
  });
});

describe("bearer tokens", () => {
  let token: string;
  let userId: number;
  beforeAll(async () => {
    const body = loginResponse.parse((await login(t.app, demo)).json());
    token = body.access_token.accessToken;
    userId = body.user.id;
  });

  const profile = (id: number | string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url: `/api/auth/profile/${id}`, headers });

  it("asks a caller without a token to sign in, in the request's language", async () => {
    const english = await profile(userId);
    expect(english.statusCode).toBe(401);
    expect(english.json()).toEqual({ message: "Please sign in to continue." });
    const arabic = await profile(userId, { "accept-language": "ar" });
    expect(arabic.statusCode).toBe(401);
    expect(hasArabic(arabic.json().message)).toBe(true);
  });

  it.each([
    ["an unknown token", "Bearer AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"],
    ["another scheme", "Basic ZGVtbzpkZW1vMTIzNA=="],
    ["an empty bearer", "Bearer "],
  ])("refuses %s with 401", async (_label, authorization) => {
    const response = await profile(userId, { authorization });
    expect(response.statusCode).toBe(401);
    expect(Object.keys(response.json())).toEqual(["message"]);
  });

  it("answers 404 for another shopper's profile, never their data", async () => {
    const other = await registerShopper(t.app);
    const response = await profile(other.user.id, bearer(token));
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(other.email);
    expect((await profile(2_000_000, bearer(token))).statusCode).toBe(404);
  });

  it.each(["abc", "0", "1.5", "-3"])("answers 400 for the malformed id %s", async (id) => {
    const response = await profile(id, bearer(token));
    expect(response.statusCode).toBe(400);
  });

  it("stops working once it has expired", async () => {
    const body = loginResponse.parse((await login(t.app, demo)).json());
    const expiring = body.access_token.accessToken;
    expect((await profile(userId, bearer(expiring))).statusCode).toBe(200);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashSecretToken(expiring)));
    const response = await profile(userId, bearer(expiring));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: "Your session has ended. Please sign in again." });
  });
});

describe("POST /api/auth/logout", () => {
  it("revokes the token at once and says so in the request's language", async () => {
    const body = loginResponse.parse((await login(t.app, demo)).json());
    const token = body.access_token.accessToken;
    const other = loginResponse.parse((await login(t.app, demo)).json()).access_token.accessToken;

    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "Logged out successfully" });

    const afterwards = await t.app.inject({
      method: "GET",
      url: `/api/auth/profile/${body.user.id}`,
      headers: bearer(token),
    });
    expect(afterwards.statusCode).toBe(401);
    const again = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: bearer(token),
    });
    expect(again.statusCode).toBe(401);

    // Only that session ends: the shopper's other devices stay signed in.
    const arabic = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { ...bearer(other), "accept-language": "ar" },
    });
    expect(arabic.statusCode).toBe(200);
    expect(arabic.json()).toEqual({ message: "تم تسجيل الخروج بنجاح" });
  });

  it("needs a token", async () => {
    const response = await t.app.inject({ method: "POST", url: "/api/auth/logout" });
    expect(response.statusCode).toBe(401);
  });
});

describe("sign-in limits", () => {
  const wrong = "wrong-password";

  it("answers 429 with Retry-After from the 6th failure for one email, even to the right password", async () => {
    const shopper = await registerShopper(t.app);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await login(t.app, { email: shopper.email, password: wrong });
      expect(response.statusCode).toBe(422);
    }
    const limited = await login(t.app, { email: shopper.email, password: wrong });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      message: "Too many attempts. Please try again in a few minutes.",
    });
    const retryAfter = Number(limited.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);

    const right = await login(
      t.app,
      { email: shopper.email, password: shopper.password },
      { language: "ar" },
    );
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe("محاولات كثيرة جدًا. يرجى المحاولة مرة أخرى بعد بضع دقائق.");
    expect(right.headers["retry-after"]).toBeDefined();

    // Another email is not held back by this one.
    expect((await login(t.app, demo)).statusCode).toBe(200);

    // Once the 15 minutes are over, the right password works again.
    await t.database.db
      .update(loginAttempts)
      .set({ windowStartedAt: new Date(Date.now() - 15 * 60_000 - 1000) })
      .where(eq(loginAttempts.key, `email:${shopper.email}`));
    const later = await login(t.app, { email: shopper.email, password: shopper.password });
    expect(later.statusCode).toBe(200);
  });

  it("counts failures for emails that have no account as well", async () => {
    const email = uniqueEmail("nobody");
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await login(t.app, { email, password: wrong })).statusCode).toBe(422);
    }
    expect((await login(t.app, { email, password: wrong })).statusCode).toBe(429);
  });

  it("forgets an email's failures after a successful sign-in", async () => {
    const shopper = await registerShopper(t.app);
    for (let attempt = 1; attempt <= 4; attempt++) {
      await login(t.app, { email: shopper.email, password: wrong });
    }
    expect(
      (await login(t.app, { email: shopper.email, password: shopper.password })).statusCode,
    ).toBe(200);
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await login(t.app, { email: shopper.email, password: wrong })).statusCode).toBe(422);
    }
  });

  it("answers 429 after 20 failures from one address, whichever emails they used", async () => {
    const address = freshAddress();
    for (let attempt = 1; attempt <= 20; attempt++) {
      const response = await login(
        t.app,
        { email: uniqueEmail("spray"), password: wrong },
        { remoteAddress: address },
      );
      expect(response.statusCode).toBe(422);
    }
    const limited = await login(t.app, demo, { remoteAddress: address });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    // The same shopper from another address is not held back.
    expect((await login(t.app, demo, { remoteAddress: freshAddress() })).statusCode).toBe(200);
  });

  it("takes the address from X-Forwarded-For, as the API runs behind a proxy", async () => {
    const address = "203.0.113.7";
    for (let attempt = 1; attempt <= 20; attempt++) {
      await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        headers: { "x-forwarded-for": address },
        payload: { email: uniqueEmail("proxied"), password: wrong },
      });
    }
    const limited = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "x-forwarded-for": address },
      payload: demo,
    });
    expect(limited.statusCode).toBe(429);
  });
});
