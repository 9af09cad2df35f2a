"use server";

import type { LoginResponse } from "@souq/contract/auth";
import { authEndpoints } from "@souq/contract/endpoints/auth";
import type { Locale } from "@souq/contract/locale";
import { getTranslations } from "next-intl/server";
import { callEndpoint } from "@/lib/api/api-client.server.ts";
import type { ApiResult } from "@/lib/api/api-result.ts";
import { runtimeConfig } from "@/lib/config/runtime-config.server.ts";
import { refusalOf } from "@/lib/forms/api-refusal.ts";
import { errorOccurred } from "@/lib/forms/error-occurred.server.ts";
import type { FormState as AnyFormState } from "@/lib/forms/form-state.ts";
import { localeOf } from "@/lib/forms/locale-of.ts";
import { readTextForm } from "@/lib/forms/parse-form.ts";
import { mergeGuestCart } from "@/lib/session/merge-guest-cart.server.ts";
import {
  deleteSessionCookie,
  readSessionCookie,
  writeSessionCookie,
} from "@/lib/session/session-cookie.server.ts";

/** What an account form shows after its action; what was typed comes back, never passwords. */
export type FormState = AnyFormState<
  Record<string, string>,
  { message?: string; signedIn?: SignedInFacts }
>;

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
  /** A vendor's staff account (ADR 48): without a return address, it lands on its desk. */
  staff: boolean;
}

// The API checks every field of these forms and words its refusal in the shopper's language.
const loginForm = { fields: ["email", "password"], keep: ["email"] } as const;
const registerForm = {
  fields: ["name", "email", "phone", "password", "password_confirmation"],
  keep: ["name", "email", "phone"],
} as const;
const forgotForm = { fields: ["email"], keep: ["email"] } as const;
const confirmSignupForm = { fields: ["token"], keep: [] } as const;
const resetForm = { fields: ["token", "password", "password_confirmation"], keep: [] } as const;

/** Keeps the token of a sign-in or sign-up in the cookie, or gives the form what to fix. */
async function signIn(
  result: ApiResult<LoginResponse>,
  locale: Locale,
  values: Record<string, string>,
  fields: "under-fields" | "none" = "under-fields",
): Promise<FormState> {
  if (!result.ok) {
    return refusalOf(result, { fallback: await errorOccurred(locale), values, fields });
  }
  const { access_token, user } = result.data;
  // Signing in over another session (a shopper signing in as a vendor's staff) ends that one.
  const previous = await readSessionCookie();
  if (previous && previous.token !== access_token.accessToken)
    await callEndpoint(authEndpoints.logout, { locale, token: previous.token });
  await writeSessionCookie({ userId: user.id, token: access_token.accessToken });
  // Staff do not shop: a guest cart stays with the browser for the next shopper's sign-in.
  if (!user.vendor) await mergeGuestCart(access_token.accessToken, locale);
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
      staff: user.vendor !== undefined,
    },
  };
}

export async function login(_previous: FormState, formData: FormData): Promise<FormState> {
  const locale = localeOf(formData);
  const { data, values } = readTextForm(formData, loginForm);
  // The API checks the fields and answers in the shopper's language.
  const result = await callEndpoint(authEndpoints.login, {
    body: { ...data, company_id: runtimeConfig().companyId },
    locale,
  });
  // A failed sign-in has one message for the whole form; it is not repeated under a field.
  return signIn(result, locale, values, "none");
}

/**
 * Starts a sign-up: the API answers "check your email" whether or not the address has an account,
 * and the account is opened from the emailed link (`confirmSignup`).
 */
export async function register(_previous: FormState, formData: FormData): Promise<FormState> {
  const locale = localeOf(formData);
  const { data, values } = readTextForm(formData, registerForm);
  // The API checks every field and answers in the shopper's language.
  const result = await callEndpoint(authEndpoints.register, {
    body: { ...data, company_id: runtimeConfig().companyId },
    locale,
  });
  return result.ok
    ? { status: "success", message: result.data.message }
    : refusalOf(result, { fallback: await errorOccurred(locale), values });
}

/** Finishes a sign-up from the emailed link: opens the account and signs in, as sign-in does. */
export async function confirmSignup(_previous: FormState, formData: FormData): Promise<FormState> {
  const locale = localeOf(formData);
  const { data } = readTextForm(formData, confirmSignupForm);
  const result = await callEndpoint(authEndpoints.confirmSignup, { body: data, locale });
  // A refused link has one message for the whole form: the token is no field to fix.
  return signIn(result, locale, {}, "none");
}

export async function logout(locale: Locale): Promise<FormState> {
  const stored = await readSessionCookie();
  const t = await getTranslations({ locale: localeOf(locale), namespace: "Auth" });
  let message = t("logoutSuccess");
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
  const { data, values } = readTextForm(formData, forgotForm);
  const result = await callEndpoint(authEndpoints.forgotPassword, {
    body: { ...data, locale, company_id: runtimeConfig().companyId },
    locale,
  });
  return result.ok
    ? { status: "success", message: result.data.message }
    : refusalOf(result, { fallback: await errorOccurred(locale), values });
}

export async function resetPassword(_previous: FormState, formData: FormData): Promise<FormState> {
  const locale = localeOf(formData);
  const { data } = readTextForm(formData, resetForm);
  const result = await callEndpoint(authEndpoints.resetPassword, { body: data, locale });
  return result.ok
    ? { status: "success", message: result.data.message }
    : refusalOf(result, { fallback: await errorOccurred(locale) });
}
