import { loginResponse } from "@souq/contract/auth";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pendingSignups, users } from "../../db/schema.ts";
import {
  bearer,
  confirmSignup,
  demoShopper,
  freshAddress,
  hasArabic,
  login,
  mailTo,
  signupTokenOf,
  uniqueEmail,
} from "../../test/accounts.ts";
import { buildTestApp, type TestApp, testStorefrontUrl } from "../../test/test-app.ts";
import { hashSecretToken } from "./secret-tokens.ts";

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

const checkEmail = {
  en: "Check your email: we have sent a message to finish creating your account.",
  ar: "تحقق من بريدك الإلكتروني: أرسلنا إليك رسالة لإكمال إنشاء حسابك.",
};
const invalidLink = {
  en: "This sign-up link is invalid or has expired. Please sign up again.",
  ar: "رابط التسجيل غير صالح أو انتهت صلاحيته. يرجى التسجيل مرة أخرى.",
};

const accountsWith = async (email: string) => {
  const [{ count } = { count: 0 }] = await t.database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return count;
};

const pendingWith = async (email: string) =>
  t.database.db
    .select()
    .from(pendingSignups)
    .where(eq(sql`lower(${pendingSignups.email})`, email.toLowerCase()));

/** Signs up and answers the token of the link the email carries. */
async function signupToken(fields: Record<string, string | number>, language?: string) {
  const response = await register(fields, language);
  expect(response.statusCode).toBe(202);
  const [mail] = await mailTo(t.app, String(fields.email));
  return signupTokenOf(mail?.text);
}

describe("POST /api/auth/register", () => {
  it("answers 202 and mails a new address the link that finishes the sign-up; no account yet", async () => {
    const fields = form();
    const response = await register(fields);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: checkEmail.en });
    expect(await accountsWith(String(fields.email))).toBe(0);

    const [mail, ...others] = await mailTo(t.app, String(fields.email));
    expect(others).toEqual([]);
    expect(mail?.subject).toBe("Confirm your email to finish your Souq account");
    expect(mail?.text).toContain(`${testStorefrontUrl}/pages/confirm-signup?token=`);
    expect(mail?.html).toContain(`href="${testStorefrontUrl}/pages/confirm-signup?token=`);
    expect(mail?.html).toContain('dir="ltr"');
    // Nothing typed in the form reaches the mailbox it names.
    expect(mail?.text).not.toContain(String(fields.name));
    expect(mail?.html).not.toContain(String(fields.name));

    // Only a hash of the token and of the password is kept, for a day.
    const token = signupTokenOf(mail?.text);
    const [pending] = await pendingWith(String(fields.email));
    expect(pending?.tokenHash).toBe(hashSecretToken(token));
    expect(pending?.passwordHash).toMatch(/^\$argon2id\$/);
    const hours = ((pending?.expiresAt.getTime() ?? 0) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
  });

  it("opens the account from the link and signs it in (201, the login shape), in English", async () => {
    const fields = form();
    const token = await signupToken(fields);
    const response = await confirmSignup(t.app, token);
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
    expect(await pendingWith(String(fields.email))).toEqual([]);

    const again = await login(t.app, { email: String(fields.email), password: "a long secret" });
    expect(again.statusCode).toBe(200);
  });

  it("takes a phone as the address book does (spaces, brackets, Arabic-Indic digits) and keeps it in E.164", async () => {
    for (const typed of ["055 123 4567", "(055) 123-4567", "+966 55 123 4567", "٠٥٥١٢٣٤٥٦٧"]) {
      const fields = form({ phone: typed });
      const response = await confirmSignup(t.app, await signupToken(fields));
      expect(response.statusCode, typed).toBe(201);
      expect(loginResponse.parse(response.json()).user.phone).toBe("+966551234567");
    }
    // A number outside the Gulf is refused in the address book's words, in Arabic too.
    const refused = await register(form({ phone: "+1 202 555 0100" }), "ar");
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.phone).toEqual([
      "أدخل رقم جوال سعوديًا (05XXXXXXXX) أو رقمًا خليجيًا مع رمز الدولة (\u2066+971\u2069 أو \u2066+965\u2069 أو \u2066+973\u2069 أو \u2066+974\u2069 أو \u2066+968\u2069).",
    ]);
  });

  it("writes an Arabic sign-up's email in Arabic and gives the account Arabic names", async () => {
    const fields = form({ company_id: 2 });
    const response = await register(fields, "ar");
    expect(response.json()).toEqual({ message: checkEmail.ar });
    const [mail] = await mailTo(t.app, String(fields.email));
    expect(hasArabic(mail?.subject ?? "")).toBe(true);
    expect(mail?.text).toContain(`${testStorefrontUrl}/ar/pages/confirm-signup?token=`);
    expect(mail?.html).toContain('dir="rtl"');

    const confirmed = await confirmSignup(t.app, signupTokenOf(mail?.text), "ar");
    expect(confirmed.statusCode).toBe(201);
    const body = loginResponse.parse(confirmed.json());
    expect(body.user.locale).toBe("ar-SA");
    expect(body.user.companies).toEqual([{ id: 2, name: expect.any(String), image_url: null }]);
    expect(body.user.companies[0]?.name).toMatch(/[\u0600-\u06FF]/);
  });

  it("joins the first marketplace when none is given", async () => {
    const { company_id: _ignored, ...fields } = form();
    const response = await confirmSignup(t.app, await signupToken(fields));
    expect(response.statusCode).toBe(201);
    expect(loginResponse.parse(response.json()).user.companies.map((c) => c.id)).toEqual([1]);
  });

  it("answers an email that already has an account exactly as a new one, and mails the account a notice", async () => {
    for (const language of ["en", "ar"] as const) {
      const known = demoShopper.email.toUpperCase();
      const before = (await mailTo(t.app, demoShopper.email)).length;
      const fresh = await register(form(), language);
      const taken = await register(form({ email: known }), language);
      expect(taken.statusCode).toBe(fresh.statusCode);
      expect(taken.json()).toEqual(fresh.json());
      expect(taken.json()).toEqual({ message: checkEmail[language] });
      expect(taken.headers["content-length"]).toBe(fresh.headers["content-length"]);

      const notices = await mailTo(t.app, demoShopper.email);
      expect(notices.length - before).toBe(1);
      const [notice] = notices;
      const prefix = `${testStorefrontUrl}${language === "ar" ? "/ar" : ""}/pages`;
      expect(notice?.subject).toBe(
        language === "en"
          ? "Someone tried to sign up with your Souq email"
          : "حاول أحدهم التسجيل ببريدك في سوق",
      );
      expect(notice?.text).toContain(demoShopper.name);
      expect(notice?.text).toContain(`${prefix}/login`);
      expect(notice?.text).toContain(`${prefix}/forgot-password`);
      expect(notice?.html).toContain(`href="${prefix}/forgot-password"`);
      expect(notice?.text).not.toContain("confirm-signup");
      // What the sign-up form was given does not reach the account's mailbox.
      expect(notice?.text).not.toContain("Noura");
    }
    expect(await accountsWith(demoShopper.email)).toBe(1);
    expect(await pendingWith(demoShopper.email)).toEqual([]);
  });

  it("refuses a name with a line break or another control character, so none reaches an email", async () => {
    for (const name of ["Noura\r\nBcc: x@example.com", "Noura\u0007", "Noura\u2028Al-Harbi"]) {
      const fields = form({ name });
      const response = await register(fields);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        name: ["Write this on one line, without line breaks or control characters."],
      });
      expect(await pendingWith(String(fields.email))).toEqual([]);
      expect(await mailTo(t.app, String(fields.email))).toEqual([]);
    }
  });

  it("refuses a used, unknown or expired link in the request's language, and opens no account", async () => {
    const fields = form();
    const token = await signupToken(fields);
    expect((await confirmSignup(t.app, token)).statusCode).toBe(201);
    for (const [used, language] of [
      [token, "en"],
      [token, "ar"],
      ["x".repeat(43), "en"],
    ] as const) {
      const response = await confirmSignup(t.app, used, language);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: invalidLink[language],
        errors: { token: [invalidLink[language]] },
      });
    }

    const late = form();
    const lateToken = await signupToken(late);
    await t.database.db
      .update(pendingSignups)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(pendingSignups.tokenHash, hashSecretToken(lateToken)));
    const expired = await confirmSignup(t.app, lateToken);
    expect(expired.statusCode).toBe(422);
    expect(expired.json().message).toBe(invalidLink.en);
    expect(await accountsWith(String(late.email))).toBe(0);
    // The next sign-up drops what has expired, so waiting sign-ups cannot pile up.
    await signupToken(form());
    expect(await pendingWith(String(late.email))).toEqual([]);
  });

  it("lets only one of two sign-ups with one email open the account", async () => {
    const fields = form();
    const answers = await Promise.all([register(fields), register(fields)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202]);
    const tokens = (await mailTo(t.app, String(fields.email))).map((mail) =>
      signupTokenOf(mail.text),
    );
    expect(tokens).toHaveLength(2);
    const confirmed = await Promise.all(tokens.map((token) => confirmSignup(t.app, token)));
    expect(confirmed.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
    expect(await accountsWith(String(fields.email))).toBe(1);
    expect(await pendingWith(String(fields.email))).toEqual([]);
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
      phone: [
        "Enter a Saudi mobile number (05XXXXXXXX) or a Gulf number with its country code (+971, +965, +973, +974, +968).",
      ],
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
