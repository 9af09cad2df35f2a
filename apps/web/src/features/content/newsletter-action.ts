"use server";

import { newsletterRequest } from "@souq/contract/auth";
import { newsletterEndpoints } from "@souq/contract/endpoints/newsletter";
import { getTranslations } from "next-intl/server";
import { callEndpoint } from "@/lib/api/api-client.server.ts";
import { firstMessageOf } from "@/lib/forms/api-refusal.ts";
import { errorOccurred } from "@/lib/forms/error-occurred.server.ts";
import type { FormState } from "@/lib/forms/form-state.ts";
import { localeOf } from "@/lib/forms/locale-of.ts";
import { parseForm } from "@/lib/forms/parse-form.ts";

/** The one field's message is the form's own, shown in the line under it. */
export type NewsletterState = FormState<{ email: string }>;

/** Signs an address up for the newsletter; the API stores it (a repeat is not an error). */
export async function subscribeToNewsletter(
  _previous: NewsletterState,
  formData: FormData,
): Promise<NewsletterState> {
  const locale = localeOf(formData);
  const t = await getTranslations({ locale, namespace: "Footer" });
  const input = parseForm(formData, {
    schema: newsletterRequest,
    fields: ["email"],
    keep: ["email"],
    describe: () => undefined,
  });
  const { values } = input;
  if (!input.ok) return { status: "error", message: t("newsletterInvalidEmail"), values };
  const result = await callEndpoint(newsletterEndpoints.subscribe, { body: input.data, locale });
  if (result.ok) return { status: "success", message: result.data.message };
  const message = firstMessageOf(result, await errorOccurred(locale), "email");
  return { status: "error", message, values };
}
