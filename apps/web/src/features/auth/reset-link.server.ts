import "server-only";
import { resetTokenStatus } from "@souq/contract/auth";
import type { Locale } from "@souq/contract/locale";
import { callApi } from "@/lib/api/api-client.server.ts";

const tokenShape = /^[A-Za-z0-9_-]{16,200}$/;

/** Whether a password-reset link still works; anything malformed is simply invalid. */
export async function checkResetLink(token: unknown, locale: Locale): Promise<boolean> {
  if (typeof token !== "string" || !tokenShape.test(token)) return false;
  const result = await callApi({
    host: "auth",
    path: `/api/auth/reset-password/${token}`,
    schema: resetTokenStatus,
    locale,
  });
  return result.ok;
}
