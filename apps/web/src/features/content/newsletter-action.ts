"use server";

import { newsletterRequest } from "@souq/contract/auth";
import { newsletterEndpoints } from "@souq/contract/endpoints/newsletter";
import { localeSchema } from "@souq/contract/locale";
import { callEndpoint } from "@/lib/api/api-client.server.ts";

export type NewsletterState =
  | { status: "idle" }
  | { status: "success"; message: string }
  /** `email` is what was typed, kept in the field after the error. */
  | { status: "error"; message: string; email: string };

/** Signs an address up for the newsletter; the API stores it (a repeat is not an error). */
export async function subscribeToNewsletter(
  _previous: NewsletterState,
  formData: FormData,
): Promise<NewsletterState> {
  const parsedLocale = localeSchema.safeParse(formData.get("locale"));
  const locale = parsedLocale.success ? parsedLocale.data : "en";
  const typed = String(formData.get("email") ?? "");
  const parsed = newsletterRequest.safeParse({ email: typed });
  if (!parsed.success) {
    return {
      status: "error",
      email: typed,
      message:
        locale === "ar" ? "يرجى إدخال بريد إلكتروني صحيح" : "Please enter a valid email address",
    };
  }
  const result = await callEndpoint(newsletterEndpoints.subscribe, { body: parsed.data, locale });
  if (result.ok) return { status: "success", message: result.data.message };
  return {
    status: "error",
    email: typed,
    message:
      result.errors?.email?.[0] ??
      result.message ??
      (locale === "ar" ? "حدث خطأ" : "An Error Occurred"),
  };
}
