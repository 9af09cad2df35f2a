import "server-only";
import { cookies } from "next/headers";
import { siteUrl } from "../config/runtime-config.server.ts";
import { sessionCookieOptions } from "./session-cookie-options.ts";

/** The httpOnly cookie that holds a guest's cart token (ADR 21); the browser's scripts never see it. */
const cartCookieName = "souq_cart";

/** A cart token as the API makes them: 32 random bytes, base64url. */
const cartTokenPattern = /^[A-Za-z0-9_-]{43}$/;

export async function readCartTokenCookie(): Promise<string | null> {
  const value = (await cookies()).get(cartCookieName)?.value;
  return value && cartTokenPattern.test(value) ? value : null;
}

/** Kept as long as the guest cart lives after its last change (30 days), like the session cookie. */
export async function writeCartTokenCookie(token: string): Promise<void> {
  (await cookies()).set(cartCookieName, token, sessionCookieOptions(siteUrl()));
}

export async function deleteCartTokenCookie(): Promise<void> {
  (await cookies()).delete(cartCookieName);
}
