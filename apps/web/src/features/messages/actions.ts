"use server";

import { vendorMessageEndpoints } from "@souq/contract/endpoints/vendor-messages";
import type { Locale } from "@souq/contract/locale";
import {
  createVendorMessageRequest,
  vendorMessageMaxLength,
  vendorMessageMinLength,
} from "@souq/contract/vendor-messages";
import { getTranslations } from "next-intl/server";
import type { z } from "zod";
import { callEndpoint } from "@/lib/api/api-client.server.ts";
import { type FormOutcome, formText, localeOrEnglish } from "@/lib/forms/form-values.ts";
import { getSession } from "@/lib/session/session.server.ts";

/** What the message form shows after posting: nothing yet, sent (with its thread), or what to fix. */
export type VendorMessageState =
  | Exclude<FormOutcome<{ message: string }>, { status: "success" }>
  | { status: "success"; message: string; threadId: number };

/** Field messages for input the contract refuses, in the shopper's language. */
async function fieldErrors(error: z.ZodError, locale: Locale): Promise<Record<string, string[]>> {
  const t = await getTranslations({ locale, namespace: "VendorChat" });
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    if (issue.path[0] !== "message" || fields.message) continue;
    fields.message = [
      issue.code === "too_big"
        ? t("errors.tooLong", { max: vendorMessageMaxLength })
        : t("errors.tooShort", { min: vendorMessageMinLength }),
    ];
  }
  return fields;
}

/**
 * Sends the signed-in shopper's message to a vendor, about one of the vendor's products or not:
 * checks the input against the contract and the session, then lets the API decide (the vendor and
 * product must be this marketplace's, and a flood is refused).
 */
export async function sendVendorMessage(
  _previous: VendorMessageState,
  formData: FormData,
): Promise<VendorMessageState> {
  const locale = localeOrEnglish(formData.get("locale"));
  const t = await getTranslations({ locale, namespace: "VendorChat" });
  const values = { message: formText(formData, "message") };
  const input = createVendorMessageRequest.safeParse({
    vendor_id: formText(formData, "vendor_id"),
    product_id: formText(formData, "product_id"),
    message: values.message,
  });
  if (!input.success) {
    const fields = await fieldErrors(input.error, locale);
    // Only the message is typed; anything else wrong is a page out of date.
    if (!fields.message) return { status: "error", message: t("errors.failed"), values };
    return { status: "error", message: t("errors.check"), fields, values };
  }
  const session = await getSession(locale);
  if (session.status !== "signed-in") {
    return { status: "error", message: t("errors.signedOut"), values };
  }
  const result = await callEndpoint(vendorMessageEndpoints.send, {
    body: input.data,
    locale,
    token: session.token,
  });
  if (!result.ok) {
    const message =
      result.status === 401 ? t("errors.signedOut") : (result.message ?? t("errors.failed"));
    return { status: "error", message, fields: result.errors, values };
  }
  return { status: "success", message: result.data.message, threadId: result.data.data.id };
}
