import { randomBytes } from "node:crypto";
import { type LoginResponse, loginResponse } from "@souq/contract/auth";
import { mailOutboxResponse, type OutboxMessage } from "@souq/contract/mail-outbox";
import { demoShopper } from "@souq/demo-seed";
import type { FastifyInstance } from "fastify";

export { demoShopper };

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A unique address per call, so tests never share a sign-in limit by accident. */
let addressCounter = 0;
export function freshAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

export function uniqueEmail(label = "shopper"): string {
  return `${label}-${randomBytes(4).toString("hex")}@example.com`;
}

export interface TestShopper {
  email: string;
  password: string;
  token: string;
  user: LoginResponse["user"];
}

/** The messages to one address in the development outbox, newest first (once answered work is done). */
export async function mailTo(app: FastifyInstance, to: string): Promise<OutboxMessage[]> {
  const response = await app.inject({
    method: "GET",
    url: `/api/dev/mail-outbox?to=${encodeURIComponent(to)}`,
  });
  if (response.statusCode !== 200) throw new Error(`the outbox answered ${response.statusCode}`);
  return mailOutboxResponse.parse(response.json()).messages;
}

/** The token of a sign-up link in an email's text. */
export function signupTokenOf(text: string | undefined): string {
  const match = /\/pages\/confirm-signup\?token=([A-Za-z0-9_-]+)/.exec(text ?? "");
  if (!match?.[1]) throw new Error("no sign-up link in the message");
  return match[1];
}

/** POST /api/auth/register/confirm with a sign-up link's token. */
export function confirmSignup(app: FastifyInstance, token: string, language?: string) {
  return app.inject({
    method: "POST",
    url: "/api/auth/register/confirm",
    headers: language ? { "accept-language": language } : {},
    payload: { token },
  });
}

/**
 * Signs up as a shopper does: the sign-up form, then the link from the email. Answers what the
 * confirmation answered (the login shape).
 */
export async function signUp(
  app: FastifyInstance,
  payload: Record<string, string | number>,
  options: { remoteAddress?: string; language?: string } = {},
): Promise<LoginResponse> {
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/register",
    remoteAddress: options.remoteAddress ?? freshAddress(),
    headers: options.language ? { "accept-language": options.language } : {},
    payload,
  });
  if (response.statusCode !== 202) throw new Error(`register answered ${response.body}`);
  const [mail] = await mailTo(app, String(payload.email));
  const confirmed = await confirmSignup(app, signupTokenOf(mail?.text), options.language);
  if (confirmed.statusCode !== 201) throw new Error(`confirm answered ${confirmed.body}`);
  return loginResponse.parse(confirmed.json());
}

/** Opens an account through the API (sign-up and its emailed link) and answers its first token. */
export async function registerShopper(
  app: FastifyInstance,
  fields: Record<string, string | number> = {},
): Promise<TestShopper> {
  const email = uniqueEmail();
  const password = "correct horse battery";
  const body = await signUp(app, {
    name: "Test Shopper",
    email,
    phone: "+966500000000",
    password,
    password_confirmation: password,
    ...fields,
  });
  return { email, password, token: body.access_token.accessToken, user: body.user };
}

/** POST /api/auth/login as JSON from an address of its own unless one is given. */
export function login(
  app: FastifyInstance,
  body: Record<string, string | number>,
  options: { remoteAddress?: string; language?: string } = {},
) {
  return app.inject({
    method: "POST",
    url: "/api/auth/login",
    remoteAddress: options.remoteAddress ?? freshAddress(),
    headers: options.language ? { "accept-language": options.language } : {},
    payload: body,
  });
}

/** A multipart/form-data body written out by hand, as a browser would send it. */
export function multipartBody(fields: Record<string, string>): {
  payload: string;
  headers: Record<string, string>;
} {
  const boundary = `----souq${randomBytes(8).toString("hex")}`;
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    payload: `${parts.join("")}--${boundary}--\r\n`,
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

export const hasArabic = (text: string) => /[\u0600-\u06FF]/.test(text);

/** A new shopper of company 1 with one address in Riyadh, for tests that check out. */
export async function shopperWithAddress(
  app: FastifyInstance,
): Promise<TestShopper & { addressId: number }> {
  const shopper = await registerShopper(app, { company_id: 1 });
  const response = await app.inject({
    method: "POST",
    url: "/1/api/marketplace/addresses",
    headers: bearer(shopper.token),
    payload: {
      phone: "0512345678",
      address: "Olaya Street 5",
      city_name: "Riyadh",
      country_name: "SA",
      zip_code: "12211",
      state: "Riyadh Province",
    },
  });
  if (response.statusCode !== 201) throw new Error(`address answered ${response.body}`);
  return { ...shopper, addressId: response.json().data.id };
}
