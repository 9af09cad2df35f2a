"use server";

import type { LoginResponse } from "@souq/contract/auth";
import { authEndpoints } from "@souq/contract/endpoints/auth";
import { type Locale, localeSchema } from "@souq/contract/locale";
import { callEndpoint } from "@/lib/api/api-client.server.ts";
import type { ApiResult } from "@/lib/api/api-result.ts";
import { runtimeConfig } from "@/lib/config/runtime-config.server.ts";
import { mergeGuestCart } from "@/lib/session/merge-guest-cart.server.ts";
import {
  deleteSessionCookie,
  readSessionCookie,
  writeSessionCookie,
} from "@/lib/session/session-cookie.server.ts";

/** What a form shows after a server action: nothing yet, success, or messages to fix. */
export type FormState =
  | { status: "idle" }
  | {
      status: "error";
      message: string;
      fields?: Record<string, string[]>;
      /** What was typed (never passwords), so the form keeps it after the error. */
      values?: Record<string, string>;
    }
  | { status: "success"; message?: string; signedIn?: SignedInFacts };

/** The non-secret facts the browser keeps after signing in (the spec's storage keys). */
export interface SignedInFacts {
  lang: Locale;
  companyID: number;
  userID: number;
  name: string;
  images: string | null;
  email: string;
  phone: string | null;
  companyName: string;
}

function localeOf(formData: FormData): Locale {
  const parsed = localeSchema.safeParse(formData.get("locale"));
  return parsed.success ? parsed.data : "en";
}

function text(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === "string" ? value : "";
}

const unreachable = { en: "An Error Occurred", ar: "حدث خطأ" } as const;

/** Keeps the token of a sign-in or sign-up in the cookie, or gives the form what to fix. */
async function signIn(
  result: ApiResult<LoginResponse>,
  locale: Locale,
  values: Record<string, string>,
): Promise<FormState> {
  if (!result.ok) {
    return {
      values,
      status: "error",
      message: result.message ?? unreachable[locale],
      fields: result.errors,
    };
  }
  const { access_token, user } = result.data;
  await writeSessionCookie({ userId: user.id, token: access_token.accessToken });
  await mergeGuestCart(access_token.accessToken, locale);
  const { companyId } = runtimeConfig();
  const company =
    user.companies.find((candidate) => candidate.id === companyId) ?? user.companies[0];
  return {
    status: "success",
    signedIn: {
      lang: user.locale === "en-GB" ? "en" : "ar",
      companyID: company?.id ?? companyId,
      userID: user.id,
      name: user.name,
      images: user.image_url,
      email: user.email,
      phone: user.phone,
      companyName: company?.name ?? "",
    },
  };
}

export async function login(_previous: FormState, formData: FormData): Promise<FormState> {
  const locale = localeOf(formData);
  const email = text(formData, "email");
  // The API checks the fields and answers in the shopper's language.
  const result = await callEndpoint(authEndpoints.login, {
    body: { email, password: text(formData, "password"), company_id: runtimeConfig().companyId },
    locale,
  });
  const state = await signIn(result, locale, { email });
  // A failed sign-in has one message for the whole form; it is not repeated under a field.
  return state.status === "error" ? { ...state, fields: undefined } : state;
}

export async function register(_previous: FormState, formData: FormData): Promise<FormState> {
  const locale = localeOf(formData);
  const input = {
    name: text(formData, "name"),
    email: text(formData, "email"),
    phone: text(formData, "phone"),
    password: text(formData, "password"),
    password_confirmation: text(formData, "password_confirmation"),
  };
  // The API checks every field and answers in the shopper's language.
  const result = await callEndpoint(authEndpoints.register, {
    body: { ...input, company_id: runtimeConfig().companyId },
    locale,
  });
  return signIn(result, locale, { name: input.name, email: input.email, phone: input.phone });
}

export async function logout(locale: Locale): Promise<FormState> {
  const stored = await readSessionCookie();
  let message = locale === "ar" ? "تم تسجيل الخروج بنجاح" : "Logged out successfully";
  if (stored) {
    const result = await callEndpoint(authEndpoints.logout, { locale, token: stored.token });
    if (result.ok) message = result.data.message;
  }
  await deleteSessionCookie();
  return { status: "success", message };
}

/** Clears a cookie whose token stopped working, so the shopper is cleanly signed out. */
export async function forgetExpiredSession(): Promise<void> {
  await deleteSessionCookie();
}

export async function requestPasswordReset(
  _previous: FormState,
  formData: FormData,
): Promise<FormState> {
  const locale = localeOf(formData);
  const email = text(formData, "email");
  const result = await callEndpoint(authEndpoints.forgotPassword, {
    body: { email, locale, company_id: runtimeConfig().companyId },
    locale,
  });
  return result.ok
    ? { status: "success", message: result.data.message }
    : {
        status: "error",
        message: result.message ?? unreachable[locale],
        fields: result.errors,
        values: { email },
      };
}

export async function resetPassword(_previous: FormState, formData: FormData): Promise<FormState> {
  const locale = localeOf(formData);
  const result = await callEndpoint(authEndpoints.resetPassword, {
    body: {
      token: text(formData, "token"),
      password: text(formData, "password"),
      password_confirmation: text(formData, "password_confirmation"),
    },
    locale,
  });
  return result.ok
    ? { status: "success", message: result.data.message }
    : { status: "error", message: result.message ?? unreachable[locale], fields: result.errors };
}
