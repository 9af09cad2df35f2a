import "server-only";
import { authEndpoints } from "@souq/contract/endpoints/auth";
import type { Locale } from "@souq/contract/locale";
import { callEndpoint } from "@/lib/api/api-client.server.ts";

const tokenShape = /^[A-Za-z0-9_-]{16,200}$/;

/** Whether a password-reset link still works; anything malformed is simply invalid. */
export async function checkResetLink(token: unknown, locale: Locale): Promise<boolean> {
  if (typeof token !== "string" || !tokenShape.test(token)) return false;
  const result = await callEndpoint(authEndpoints.resetTokenStatus, { params: { token }, locale });
  return result.ok;
}
