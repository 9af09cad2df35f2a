"use server";

import { vendorMessageEndpoints } from "@souq/contract/endpoints/vendor-messages";
import { createVendorMessageRequest } from "@souq/contract/vendor-messages";
import { getTranslations } from "next-intl/server";
import { callEndpoint } from "@/lib/api/api-client.server.ts";
import { refusalOf } from "@/lib/forms/api-refusal.ts";
import type { FormState } from "@/lib/forms/form-state.ts";
import { localeOf } from "@/lib/forms/locale-of.ts";
import { parseForm } from "@/lib/forms/parse-form.ts";
import { getSession } from "@/lib/session/session.server.ts";
import { describeMessageProblem } from "./message-field-errors.ts";

/** What the message form shows after posting: nothing yet, sent (with its thread), or what to fix. */
export type VendorMessageState = FormState<
  { message: string },
  { message: string; threadId: number }
>;

/**
 * Sends the signed-in shopper's message to a vendor, about one of the vendor's products or not:
 * checks the input against the contract and the session, then lets the API decide (the vendor and
 * product must be this marketplace's, and a flood is refused).
 */
export async function sendVendorMessage(
  _previous: VendorMessageState,
  formData: FormData,
): Promise<VendorMessageState> {
  const locale = localeOf(formData);
  const t = await getTranslations({ locale, namespace: "VendorChat" });
  const input = parseForm(formData, {
    schema: createVendorMessageRequest,
    fields: ["vendor_id", "product_id", "message"],
    keep: ["message"],
    describe: describeMessageProblem(t),
  });
  const { values } = input;
  if (!input.ok) {
    // Only the message is typed; anything else wrong is a page out of date.
    if (!input.fields.message) return { status: "error", message: t("errors.failed"), values };
    return { status: "error", message: t("errors.check"), fields: input.fields, values };
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
    return refusalOf(result, {
      fallback: t("errors.failed"),
      byStatus: { 401: t("errors.signedOut") },
      values,
    });
  }
  return { status: "success", message: result.data.message, threadId: result.data.data.id };
}
