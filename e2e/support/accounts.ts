import { type APIRequestContext, type BrowserContext, expect, type Page } from "@playwright/test";
import { sessionCookieName } from "../../apps/web/src/lib/session/session-cookie-name.ts";
import { loginResponse } from "../../packages/contract/src/auth.ts";
import { mailOutboxResponse, type OutboxMessage } from "../../packages/contract/src/mail-outbox.ts";
import { apiUrl, webUrl } from "./languages.ts";

export const demo = {
  email: "demo@example.com",
  password: "demo1234",
  name: "Sara Al-Qahtani",
  phone: "+966501234567",
};

/**
 * A shopper of its own for one test, made through the API, so tests never share a password: the
 * sign-up, then the link from the email it sends (read from the development outbox). The suite
 * stands where the storefront stands (on this host, a proxy the API trusts) and names an address
 * of its own per shopper, so the per-address sign-up limit is not shared between tests.
 */
export async function newShopper(request: APIRequestContext, locale: "en" | "ar" = "en") {
  const email = `shopper-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = "correct-horse-42";
  const address = `10.${Array.from({ length: 3 }, () => Math.floor(Math.random() * 256)).join(".")}`;
  const response = await request.post(`${apiUrl}/api/auth/register`, {
    headers: { "Accept-Language": locale, "X-Forwarded-For": address },
    form: {
      name: "Noura Test",
      email,
      phone: "+966512345678",
      password,
      password_confirmation: password,
      company_id: 1,
    },
  });
  expect(response.status()).toBe(202);
  const confirmed = await request.post(`${apiUrl}/api/auth/register/confirm`, {
    headers: { "Accept-Language": locale },
    form: { token: signupTokenOf(await latestMailTo(request, email)) },
  });
  expect(confirmed.status()).toBe(201);
  // Confirming signs in at once: the session the storefront would keep for them.
  const { access_token, user } = loginResponse.parse(await confirmed.json());
  return { email, password, name: "Noura Test", session: `${user.id}.${access_token.accessToken}` };
}

/** The token of the sign-up link in an email. */
export function signupTokenOf(message: OutboxMessage): string {
  const token = /\/pages\/confirm-signup\?token=([A-Za-z0-9_-]+)/.exec(message.text)?.[1];
  if (!token) throw new Error(`no sign-up link in the mail to ${message.to}`);
  return token;
}

/**
 * Signs a new shopper in as the sign-in form leaves them (the API's token in the storefront's
 * httpOnly session cookie), without going through the form: for tests of what a signed-in shopper
 * does. Tests of signing in itself use the form (fillLogin). Opens `landing` afterwards.
 */
export async function signInNewShopper(
  page: Page,
  request: APIRequestContext,
  locale: "en" | "ar",
  landing: string,
) {
  const shopper = await newShopper(request, locale);
  await startSession(page.context(), shopper.session);
  await page.goto(landing);
  return shopper;
}

/** Puts a session (from newShopper) in the browser's cookie jar for the storefront. */
export async function startSession(context: BrowserContext, session: string) {
  await context.addCookies([
    { name: sessionCookieName, value: session, url: webUrl, httpOnly: true, sameSite: "Lax" },
  ]);
}

/** The newest email the development outbox holds for an address. */
export async function latestMailTo(request: APIRequestContext, to: string): Promise<OutboxMessage> {
  const url = `${apiUrl}/api/dev/mail-outbox?to=${encodeURIComponent(to)}`;
  const read = async () => mailOutboxResponse.parse(await (await request.get(url)).json()).messages;
  await expect.poll(async () => (await read()).some((message) => message.to === to)).toBe(true);
  const message = (await read()).find((candidate) => candidate.to === to);
  if (!message) throw new Error(`no mail to ${to}`);
  return message;
}

/** Signs in through the given login form (the one on screen, should a hidden copy be present). */
export async function fillLogin(
  loginForm: ReturnType<Page["getByTestId"]>,
  email: string,
  password: string,
) {
  const form = loginForm.filter({ visible: true });
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="password"]').fill(password);
  await form.getByRole("button", { name: /Sign in|تسجيل الدخول/ }).click();
}
