"use server";

import { type ContactInput, contactHoneypotField, contactRequest } from "@souq/contract/contact";
import { contactEndpoints } from "@souq/contract/endpoints/contact";
import { getTranslations } from "next-intl/server";
import { callEndpoint } from "@/lib/api/api-client.server.ts";
import { refusalOf } from "@/lib/forms/api-refusal.ts";
import type { FormState } from "@/lib/forms/form-state.ts";
import { localeOf } from "@/lib/forms/locale-of.ts";
import { parseForm } from "@/lib/forms/parse-form.ts";
import { describeContactProblem } from "./contact-field-errors.ts";

export type ContactState = FormState;

const contactFields = [
  "name",
  "email",
  "phone",
  "subject",
  "message",
] as const satisfies readonly (keyof ContactInput)[];

/**
 * Sends the contact form: checked against the contract first (the API applies the same rules),
 * then stored and mailed by the API, which also keeps its flood limits. What was typed comes back
 * with any error, so the form keeps it.
 */
export async function sendContactMessage(
  _previous: ContactState,
  formData: FormData,
): Promise<ContactState> {
  const locale = localeOf(formData);
  const t = await getTranslations({ locale, namespace: "Contact.errors" });
  const input = parseForm(formData, {
    schema: contactRequest,
    // The hidden honeypot is read with the fields but never sent back.
    fields: [...contactFields, contactHoneypotField],
    keep: contactFields,
    describe: describeContactProblem(t),
  });
  const { values } = input;
  if (!input.ok) return { status: "error", message: t("check"), fields: input.fields, values };
  const result = await callEndpoint(contactEndpoints.send, { body: input.data, locale });
  if (result.ok) return { status: "success", message: result.data.message };
  const wait = result.retryAfterSeconds
    ? t("wait", { minutes: Math.max(1, Math.ceil(result.retryAfterSeconds / 60)) })
    : undefined;
  return refusalOf(result, { fallback: t("failed"), byStatus: { 429: wait }, values });
}
