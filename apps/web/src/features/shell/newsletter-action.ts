"use server";

import { messageResponse, newsletterRequest } from "@souq/contract/auth";
import { localeSchema } from "@souq/contract/locale";
import { callApi } from "@/lib/api/api-client.server.ts";

export type NewsletterState = { status: "idle" } | { status: "success" | "error"; message: string };

/** Signs an address up for the newsletter; the API stores it (a repeat is not an error). */
export async function subscribeToNewsletter(
  _previous: NewsletterState,
  formData: FormData,
): Promise<NewsletterState> {
  const parsedLocale = localeSchema.safeParse(formData.get("locale"));
  const locale = parsedLocale.success ? parsedLocale.data : "en";
  const parsed = newsletterRequest.safeParse({ email: formData.get("email") });
  if (!parsed.success) {
    return {
      status: "error",
      message:
        locale === "ar" ? "يرجى إدخال بريد إلكتروني صحيح" : "Please enter a valid email address",
    };
  }
  const result = await callApi({
    path: "newsletter",
    body: parsed.data,
    schema: messageResponse,
    locale,
  });
  if (result.ok) return { status: "success", message: result.data.message };
  return {
    status: "error",
    message:
      result.errors?.email?.[0] ??
      result.message ??
      (locale === "ar" ? "حدث خطأ" : "An Error Occurred"),
  };
}
