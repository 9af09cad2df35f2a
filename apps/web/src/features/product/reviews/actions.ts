"use server";

import { reviewEndpoints } from "@souq/contract/endpoints/reviews";
import { createReviewRequest } from "@souq/contract/reviews";
import { updateTag } from "next/cache";
import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { callEndpoint } from "@/lib/api/api-client.server.ts";
import { productTag } from "@/lib/api/catalog-cache.server.ts";
import { refusalOf } from "@/lib/forms/api-refusal.ts";
import type { FormState } from "@/lib/forms/form-state.ts";
import { localeOf } from "@/lib/forms/locale-of.ts";
import { formText, parseForm } from "@/lib/forms/parse-form.ts";
import { getSession } from "@/lib/session/session.server.ts";
import { reviewsTag } from "./queries.server.ts";
import { describeReviewProblem } from "./review-field-errors.ts";

/** What the review form shows after posting: nothing yet, thanks, or what to fix. */
export type ReviewFormState = FormState<{ rating: string; body: string }>;

const productIdField = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * Posts the signed-in shopper's review of a product: checks the input against the contract and
 * the session, then lets the API decide (one review per shopper and product). On success the
 * product's reads are refreshed so its rating, summary and list show the review at once.
 */
export async function createReview(
  _previous: ReviewFormState,
  formData: FormData,
): Promise<ReviewFormState> {
  const locale = localeOf(formData);
  const t = await getTranslations({ locale, namespace: "Reviews" });
  const input = parseForm(formData, {
    schema: createReviewRequest,
    fields: ["rating", "body"],
    keep: ["rating", "body"],
    describe: describeReviewProblem(t),
    // No star chosen is no rating, not a rating of "".
    input: ({ rating, body }) => ({ rating: rating || undefined, body }),
  });
  const { values } = input;
  const productId = productIdField.safeParse(formText(formData, "product_id"));
  if (!productId.success) return { status: "error", message: t("errors.failed"), values };
  if (!input.ok)
    return { status: "error", message: t("errors.check"), fields: input.fields, values };
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
    return refusalOf(result, {
      fallback: t("errors.failed"),
      byStatus: { 401: t("errors.signedOut"), 409: t("alreadyReviewed") },
      values,
    });
  }
  updateTag(productTag(productId.data));
  updateTag(reviewsTag(productId.data));
  return { status: "success", message: result.data.message };
}
