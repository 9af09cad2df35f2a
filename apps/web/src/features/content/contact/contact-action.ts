"use server";

import { addressCheckMessages } from "@souq/contract/addresses";
import { type ContactInput, contactHoneypotField, contactRequest } from "@souq/contract/contact";
import { contactEndpoints } from "@souq/contract/endpoints/contact";
import type { Locale } from "@souq/contract/locale";
import { getTranslations } from "next-intl/server";
import type { z } from "zod";
import { callEndpoint } from "@/lib/api/api-client.server.ts";
import { type FormOutcome, formText, localeOrEnglish } from "@/lib/forms/form-values.ts";

export type ContactState = FormOutcome;

const contactFields = [
  "name",
  "email",
  "phone",
  "subject",
  "message",
] as const satisfies readonly (keyof ContactInput)[];

/** One message per field for input the contract refuses, in the shopper's language. */
async function fieldErrors(
  error: z.ZodError,
  values: Record<string, string>,
  locale: Locale,
): Promise<Record<string, string[]>> {
  const t = await getTranslations({ locale, namespace: "Contact.errors" });
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    if (fields[field]) continue;
    let message: string;
    // An empty field is missing, whatever check it failed first (as the API words it).
    if ((values[field] ?? "").trim() === "") message = t("required");
    else if (issue.code === "custom" && issue.message === addressCheckMessages.phone)
      message = t("phone");
    else if (issue.code === "too_big") message = t("tooLong", { maximum: String(issue.maximum) });
    else if (issue.code === "invalid_format" && field === "email") message = t("email");
    else if (issue.code === "too_small")
      message = t("tooShort", { minimum: String(issue.minimum) });
    else message = t("required");
    fields[field] = [message];
  }
  return fields;
}

/**
 * Sends the contact form: checked against the contract first (the API applies the same rules),
 * then stored and mailed by the API, which also keeps its flood limits. What was typed comes back
 * with any error, so the form keeps it.
 */
export async function sendContactMessage(
  _previous: ContactState,
  formData: FormData,
): Promise<ContactState> {
  const locale = localeOrEnglish(formData.get("locale"));
  const t = await getTranslations({ locale, namespace: "Contact.errors" });
  const values = Object.fromEntries(contactFields.map((name) => [name, formText(formData, name)]));
  const input = contactRequest.safeParse({
    ...values,
    [contactHoneypotField]: formText(formData, contactHoneypotField),
  });
  if (!input.success) {
    return {
      status: "error",
      message: t("check"),
      fields: await fieldErrors(input.error, values, locale),
      values,
    };
  }
  const result = await callEndpoint(contactEndpoints.send, { body: input.data, locale });
  if (result.ok) return { status: "success", message: result.data.message };
  const message =
    result.status === 429 && result.retryAfterSeconds
      ? t("wait", { minutes: String(Math.max(1, Math.ceil(result.retryAfterSeconds / 60))) })
      : (result.message ?? t("failed"));
  return { status: "error", message, fields: result.errors, values };
}
