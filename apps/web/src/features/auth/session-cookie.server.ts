import "server-only";
import { cookies, headers } from "next/headers";
import { sessionCookieName as cookieName } from "./session-cookie-name.ts";

const maxAgeSeconds = 30 * 24 * 60 * 60;

export interface StoredSession {
  userId: number;
  token: string;
}

export async function readSessionCookie(): Promise<StoredSession | null> {
  const value = (await cookies()).get(cookieName)?.value;
  const match = value ? /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{16,200})$/.exec(value) : null;
  return match?.[1] && match[2] ? { userId: Number(match[1]), token: match[2] } : null;
}

export async function writeSessionCookie(session: StoredSession): Promise<void> {
  const requestHeaders = await headers();
  const secure =
    requestHeaders.get("x-forwarded-proto") === "https" ||
    requestHeaders.get("origin")?.startsWith("https:");
  (await cookies()).set(cookieName, `${session.userId}.${session.token}`, {
    httpOnly: true,
    sameSite: "lax",
    secure: Boolean(secure),
    path: "/",
    maxAge: maxAgeSeconds,
  });
}

export async function deleteSessionCookie(): Promise<void> {
  (await cookies()).delete(cookieName);
}
