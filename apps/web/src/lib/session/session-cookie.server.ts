import "server-only";
import { cookies } from "next/headers";
import { siteUrl } from "../config/runtime-config.server.ts";
import { sessionCookieName as cookieName } from "./session-cookie-name.ts";
import { sessionCookieOptions } from "./session-cookie-options.ts";

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
  (await cookies()).set(
    cookieName,
    `${session.userId}.${session.token}`,
    sessionCookieOptions(siteUrl()),
  );
}

export async function deleteSessionCookie(): Promise<void> {
  (await cookies()).delete(cookieName);
}
