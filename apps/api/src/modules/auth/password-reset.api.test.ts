import { loginResponse, resetTokenStatus } from "@souq/contract/auth";
import { mailOutboxResponse, type OutboxMessage } from "@souq/contract/mail-outbox";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passwordResetTokens } from "../../db/schema.ts";
import { readOutbox } from "../../mail/outbox.ts";
import {
  bearer,
  demoShopper,
  freshAddress,
  hasArabic,
  login,
  mailTo,
  registerShopper,
  type TestShopper,
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

const pick = (headers: Record<string, unknown>, names: string[]) =>
  Object.fromEntries(names.map((name) => [name, headers[name]]));

const sentMessage =
  "If an account exists for this email, we have sent a link to reset the password.";
const invalidLink = "The action link is invalid";

function forgotPassword(payload: Record<string, string>, language?: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/auth/forgot-password",
    remoteAddress: freshAddress(),
    headers: language ? { "accept-language": language } : {},
    payload,
  });
}

function resetPassword(payload: Record<string, string>, language?: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/auth/reset-password",
    headers: language ? { "accept-language": language } : {},
    payload,
  });
}

const checkToken = (token: string) =>
  t.app.inject({ method: "GET", url: `/api/auth/reset-password/${encodeURIComponent(token)}` });

async function outbox(): Promise<OutboxMessage[]> {
  const response = await t.app.inject({ method: "GET", url: "/api/dev/mail-outbox" });
  expect(response.statusCode).toBe(200);
  return mailOutboxResponse.parse(response.json()).messages;
}

function tokenOf(message: OutboxMessage | undefined): string {
  const match = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(message?.text ?? "");
  if (!match?.[1]) throw new Error("no reset link in the message");
  return match[1];
}

/** Asks for a link for the shopper and answers the token from the newest email. */
async function resetTokenFor(shopper: TestShopper): Promise<string> {
  expect((await forgotPassword({ email: shopper.email })).statusCode).toBe(200);
  const [latest] = await outbox();
  expect(latest?.to).toBe(shopper.email);
  return tokenOf(latest);
}

describe("POST /api/auth/forgot-password", () => {
  it("answers the same for known and unknown emails and mails only the known one", async () => {
    const shopper = await registerShopper(t.app);
    await t.settled();
    const before = (await readOutbox(t.outboxDir, 100)).length;

    const unknown = await forgotPassword({ email: uniqueEmail("nobody") });
    const known = await forgotPassword({ email: shopper.email.toUpperCase() });
    for (const response of [unknown, known]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: sentMessage });
    }
    expect(known.headers).toMatchObject(pick(unknown.headers, ["content-type", "content-length"]));

    await t.settled();
    const after = await readOutbox(t.outboxDir, 100);
    expect(after.length - before).toBe(1);
    const [message] = after;
    expect(message).toMatchObject({
      to: shopper.email,
      subject: "Reset your Souq password",
    });
    expect(message?.text).toContain(`${testStorefrontUrl}/pages/reset-password?token=`);
    expect(message?.html).toContain(`href="${testStorefrontUrl}/pages/reset-password?token=`);
    expect(message?.html).toContain('dir="ltr"');
  });

  it("keeps only a hash of the link's token, valid for one hour", async () => {
    const shopper = await registerShopper(t.app);
    const token = await resetTokenFor(shopper);
    expect(
      await t.database.db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.tokenHash, token)),
    ).toEqual([]);
    const [stored] = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, hashSecretToken(token)));
    const minutes = ((stored?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it("writes the email in the language asked for, linking to the Arabic storefront", async () => {
    const shopper = await registerShopper(t.app);
    const response = await forgotPassword({ email: shopper.email, locale: "ar" });
    expect(response.json()).toEqual({ message: sentMessage });
    const [message] = await outbox();
    expect(message?.to).toBe(shopper.email);
    expect(hasArabic(message?.subject ?? "")).toBe(true);
    expect(message?.text).toContain(`${testStorefrontUrl}/ar/pages/reset-password?token=`);
    expect(message?.html).toContain('dir="rtl"');
  });

  it("uses the request's language when none is given, for the answer and the email", async () => {
    const shopper = await registerShopper(t.app);
    const response = await forgotPassword({ email: shopper.email }, "ar");
    expect(response.json().message).toBe(
      "إذا كان هناك حساب مرتبط بهذا البريد الإلكتروني، فقد أرسلنا إليه رابطًا لإعادة تعيين كلمة المرور.",
    );
    const [message] = await outbox();
    expect(message?.text).toContain("/ar/pages/reset-password?token=");
  });

  it("escapes the shopper's name in the HTML email", async () => {
    const shopper = await registerShopper(t.app, { name: "<b>Sara</b> & co" });
    await forgotPassword({ email: shopper.email });
    const [message] = await outbox();
    expect(message?.html).toContain("&lt;b&gt;Sara&lt;/b&gt; &amp; co");
    expect(message?.text).toContain("<b>Sara</b> & co");
  });

  it("sends at most 3 links to one address an hour, answering the same all the same", async () => {
    const shopper = await registerShopper(t.app);
    const before = (await mailTo(t.app, shopper.email)).length;
    for (let request = 1; request <= 5; request++) {
      const response = await forgotPassword({ email: shopper.email });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: sentMessage });
    }
    expect((await mailTo(t.app, shopper.email)).length - before).toBe(3);
  });

  it("asks for a valid email", async () => {
    const response = await forgotPassword({ email: "not-an-email" });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: ["Enter a valid email address."] });
  });
});

describe("resetting the password with the link", () => {
  it("works once: the new password signs in, the old does not, every session ends", async () => {
    const shopper = await registerShopper(t.app);
    const second = loginResponse.parse(
      (await login(t.app, { email: shopper.email, password: shopper.password })).json(),
    );
    const token = await resetTokenFor(shopper);

    const status = await checkToken(token);
    expect(status.statusCode).toBe(200);
    expect(resetTokenStatus.parse(status.json())).toEqual({ valid: true, email: shopper.email });

    const newPassword = "a brand new secret";
    const response = await resetPassword({
      token,
      password: newPassword,
      password_confirmation: newPassword,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: "Your password has been changed. You can sign in now.",
    });

    for (const sessionToken of [shopper.token, second.access_token.accessToken]) {
      const profile = await t.app.inject({
        method: "GET",
        url: `/api/auth/profile/${shopper.user.id}`,
        headers: bearer(sessionToken),
      });
      expect(profile.statusCode).toBe(401);
    }
    expect(
      (await login(t.app, { email: shopper.email, password: shopper.password })).statusCode,
    ).toBe(422);
    expect((await login(t.app, { email: shopper.email, password: newPassword })).statusCode).toBe(
      200,
    );

    const reused = await resetPassword({
      token,
      password: "yet another secret",
      password_confirmation: "yet another secret",
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({ message: invalidLink, errors: { token: [invalidLink] } });
    const recheck = await checkToken(token);
    expect(recheck.statusCode).toBe(422);
    expect(recheck.json().message).toBe(invalidLink);
  });

  it("retires the account's other links once the password has changed", async () => {
    const shopper = await registerShopper(t.app);
    const first = await resetTokenFor(shopper);
    const second = await resetTokenFor(shopper);
    expect(first).not.toBe(second);
    const changed = await resetPassword({
      token: second,
      password: "changed secret",
      password_confirmation: "changed secret",
    });
    expect(changed.statusCode).toBe(200);
    expect((await checkToken(first)).statusCode).toBe(422);
  });

  it("refuses an expired link", async () => {
    const shopper = await registerShopper(t.app);
    const token = await resetTokenFor(shopper);
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, hashSecretToken(token)));
    expect((await checkToken(token)).statusCode).toBe(422);
    const response = await resetPassword({
      token,
      password: "too late now",
      password_confirmation: "too late now",
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(invalidLink);
    expect(
      (await login(t.app, { email: shopper.email, password: "too late now" })).statusCode,
    ).toBe(422);
  });

  it("refuses a made-up link, in the request's language", async () => {
    const madeUp = "x".repeat(43);
    const english = await checkToken(madeUp);
    expect(english.statusCode).toBe(422);
    expect(english.json().message).toBe(invalidLink);
    const arabic = await resetPassword(
      { token: madeUp, password: "whatever it is", password_confirmation: "whatever it is" },
      "ar",
    );
    expect(arabic.statusCode).toBe(422);
    expect(arabic.json().message).toBe("رابط الإجراء غير صالح");
  });

  it("keeps the link usable when the new password is not accepted", async () => {
    const shopper = await registerShopper(t.app);
    const token = await resetTokenFor(shopper);
    const mismatch = await resetPassword({
      token,
      password: "first version",
      password_confirmation: "second version",
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual({
      password_confirmation: ["The passwords do not match."],
    });
    expect((await checkToken(token)).statusCode).toBe(200);
  });

  it("lets the mailbox's owner sign in at once even while the email was being guessed", async () => {
    const shopper = await registerShopper(t.app);
    for (let attempt = 1; attempt <= 6; attempt++) {
      await login(t.app, { email: shopper.email, password: "a wrong guess" });
    }
    expect(
      (await login(t.app, { email: shopper.email, password: shopper.password })).statusCode,
    ).toBe(429);
    const token = await resetTokenFor(shopper);
    await resetPassword({ token, password: "fresh secret", password_confirmation: "fresh secret" });
    expect(
      (await login(t.app, { email: shopper.email, password: "fresh secret" })).statusCode,
    ).toBe(200);
  });
});

describe("GET /api/dev/mail-outbox", () => {
  it("lists the latest 20 messages, newest first", async () => {
    const shoppers = await Promise.all([registerShopper(t.app), registerShopper(t.app)]);
    // Each reset email is written after its answer: the second is asked for once the first is out.
    for (const shopper of shoppers) {
      await forgotPassword({ email: shopper.email });
      await t.settled();
    }
    const messages = await outbox();
    expect(messages.length).toBeLessThanOrEqual(20);
    expect(messages.slice(0, 2).map((message) => message.to)).toEqual(
      shoppers.map((shopper) => shopper.email).reverse(),
    );
    const times = messages.map((message) => Date.parse(message.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it("is not served unless MAIL_OUTBOX_ROUTE is on", async () => {
    const off = await buildTestApp({ mailOutboxRoute: false });
    try {
      const response = await off.app.inject({ method: "GET", url: "/api/dev/mail-outbox" });
      expect(response.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });

  it("answers only a client on this machine that did not come through a proxy", async () => {
    expect((await forgotPassword({ email: demoShopper.email })).statusCode).toBe(200);
    const url = "/api/dev/mail-outbox";
    const local = await t.app.inject({ method: "GET", url, remoteAddress: "127.0.0.1" });
    expect(local.statusCode).toBe(200);
    expect(mailOutboxResponse.parse(local.json()).messages.length).toBeGreaterThan(0);
    for (const outside of [
      { remoteAddress: "203.0.113.9" },
      { remoteAddress: "2001:db8::9" },
      // A proxy on this machine (the storefront, a web server) passing a stranger's request on.
      { remoteAddress: "127.0.0.1", headers: { "x-forwarded-for": "203.0.113.9" } },
      { remoteAddress: "127.0.0.1", headers: { "x-forwarded-for": "127.0.0.1" } },
      { remoteAddress: "::1", headers: { forwarded: "for=203.0.113.9" } },
      { remoteAddress: "127.0.0.1", headers: { "x-real-ip": "203.0.113.9" } },
    ]) {
      const response = await t.app.inject({ method: "GET", url, ...outside });
      expect(response.statusCode, JSON.stringify(outside)).toBe(404);
      expect(response.body).not.toContain("reset-password");
    }
  });
});
