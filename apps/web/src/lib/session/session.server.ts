import "server-only";
import type { ProfileResponse } from "@souq/contract/auth";
import { authEndpoints } from "@souq/contract/endpoints/auth";
import type { Locale } from "@souq/contract/locale";
import { cache } from "react";
import { callEndpoint } from "../api/api-client.server.ts";
import { readSessionCookie } from "./session-cookie.server.ts";

export type ShopperProfile = ProfileResponse["item"];

export type Session =
  | { status: "signed-out" }
  /** The cookie's token no longer works (expired or revoked): the page signs out cleanly. */
  | { status: "expired" }
  | { status: "signed-in"; user: ShopperProfile; token: string }
  /** The API could not say (down, or past its deadline): treated as not signed in; the header says so. */
  | { status: "unavailable" };

/** Who is shopping, once per request: the cookie's token checked against the profile call. */
export const getSession = cache(async (locale: Locale): Promise<Session> => {
  const stored = await readSessionCookie();
  if (!stored) return { status: "signed-out" };
  const result = await callEndpoint(authEndpoints.profile, {
    params: { id: stored.userId },
    locale,
    token: stored.token,
  });
  if (result.ok) return { status: "signed-in", user: result.data.item, token: stored.token };
  if (result.status === 401 || result.status === 404) return { status: "expired" };
  // The API is unreachable: show the page without the account rather than fail it; the cookie stays.
  if (result.status >= 500) return { status: "unavailable" };
  return { status: "signed-out" };
});
