import { randomBytes } from "node:crypto";
import { type LoginResponse, loginResponse } from "@souq/contract/auth";
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

/** Opens an account through the API and answers its first token. */
export async function registerShopper(
  app: FastifyInstance,
  fields: Record<string, string | number> = {},
): Promise<TestShopper> {
  const email = uniqueEmail();
  const password = "correct horse battery";
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/register",
    remoteAddress: freshAddress(),
    payload: {
      name: "Test Shopper",
      email,
      phone: "+966500000000",
      password,
      password_confirmation: password,
      ...fields,
    },
  });
  if (response.statusCode !== 201) throw new Error(`register answered ${response.body}`);
  const body = loginResponse.parse(response.json());
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
