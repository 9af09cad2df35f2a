"use server";

import { reviewEndpoints } from "@souq/contract/endpoints/reviews";
import type { Locale } from "@souq/contract/locale";
import { createReviewRequest } from "@souq/contract/reviews";
import { updateTag } from "next/cache";
import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { callEndpoint } from "@/lib/api/api-client.server.ts";
import { productTag } from "@/lib/api/catalog-cache.server.ts";
import { type FormOutcome, formText, localeOrEnglish } from "@/lib/forms/form-values.ts";
import { getSession } from "@/lib/session/session.server.ts";
import { reviewsTag } from "./queries.server.ts";

/** What the review form shows after posting: nothing yet, thanks, or what to fix. */
export type ReviewFormState = FormOutcome<{ rating: string; body: string }>;

const productIdField = z.coerce.number().int().positive().max(2_147_483_647);

/** Field messages for input the contract refuses, in the shopper's language. */
async function fieldErrors(error: z.ZodError, locale: Locale): Promise<Record<string, string[]>> {
  const t = await getTranslations({ locale, namespace: "Reviews" });
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    if (fields[field]) continue;
    if (field === "rating") fields.rating = [t("errors.rating")];
    else if (field === "body")
      fields.body = [issue.code === "too_big" ? t("errors.bodyTooLong") : t("errors.bodyTooShort")];
  }
  return fields;
}

/**
 * Posts the signed-in shopper's review of a product: checks the input against the contract and
 * the session, then lets the API decide (one review per shopper and product). On success the
 * product's reads are refreshed so its rating, summary and list show the review at once.
 */
export async function createReview(
  _previous: ReviewFormState,
  formData: FormData,
): Promise<ReviewFormState> {
  const locale = localeOrEnglish(formData.get("locale"));
  const t = await getTranslations({ locale, namespace: "Reviews" });
  const values = { rating: formText(formData, "rating"), body: formText(formData, "body") };
  const productId = productIdField.safeParse(formData.get("product_id"));
  if (!productId.success) return { status: "error", message: t("errors.failed"), values };
  const input = createReviewRequest.safeParse({
    rating: values.rating || undefined,
    body: values.body,
  });
  if (!input.success) {
    return {
      status: "error",
      message: t("errors.check"),
      fields: await fieldErrors(input.error, locale),
      values,
    };
  }
  const session = await getSession(locale);
  if (session.status !== "signed-in") {
    return { status: "error", message: t("errors.signedOut"), values };
  }
  const result = await callEndpoint(reviewEndpoints.create, {
    params: { id: productId.data },
    body: input.data,
    locale,
    token: session.token,
  });
  if (!result.ok) {
    if (result.status === 409) updateTag(reviewsTag(productId.data));
    const message =
      result.status === 401
        ? t("errors.signedOut")
        : result.status === 409
          ? t("alreadyReviewed")
          : (result.message ?? t("errors.failed"));
    return { status: "error", message, fields: result.errors, values };
  }
  updateTag(productTag(productId.data));
  updateTag(reviewsTag(productId.data));
  return { status: "success", message: result.data.message };
}
