"use server";

import { blogCommentHoneypotField, createBlogCommentRequest } from "@souq/contract/blog";
import { blogEndpoints } from "@souq/contract/endpoints/blog";
import { updateTag } from "next/cache";
import { getTranslations } from "next-intl/server";
import { callEndpoint } from "@/lib/api/api-client.server.ts";
import { refusalOf } from "@/lib/forms/api-refusal.ts";
import type { FormState } from "@/lib/forms/form-state.ts";
import { localeOf } from "@/lib/forms/locale-of.ts";
import { formText, parseForm } from "@/lib/forms/parse-form.ts";
import { getSession } from "@/lib/session/session.server.ts";
import { describeCommentProblem } from "./comment-field-errors.ts";
import { blogCommentsTag, blogSlugOf, blogTag } from "./queries.server.ts";

/** What the comment form shows after posting: nothing yet, thanks, or what to fix. */
export type CommentFormState = FormState<{ body: string }>;

/**
 * Posts the signed-in shopper's comment on a post: checked against the contract first (the API
 * applies the same rules and its limits), then written by the API; the post's comments and the
 * list's counts are refreshed at once, so the comment shows when the page is drawn again. The
 * hidden trap field goes to the API as it was filled.
 */
export async function postBlogComment(
  _previous: CommentFormState,
  formData: FormData,
): Promise<CommentFormState> {
  const locale = localeOf(formData);
  const t = await getTranslations({ locale, namespace: "Blog.errors" });
  const input = parseForm(formData, {
    schema: createBlogCommentRequest,
    fields: ["body", blogCommentHoneypotField],
    keep: ["body"],
    describe: describeCommentProblem(t),
  });
  const { values } = input;
  const slug = blogSlugOf(formText(formData, "slug"));
  if (!slug) return { status: "error", message: t("failed"), values };
  if (!input.ok) return { status: "error", message: t("check"), fields: input.fields, values };
  const session = await getSession(locale);
  if (session.status !== "signed-in") return { status: "error", message: t("signedOut"), values };
  const result = await callEndpoint(blogEndpoints.comment, {
    params: { slug },
    body: input.data,
    locale,
    token: session.token,
  });
  if (!result.ok) {
    const wait = result.retryAfterSeconds
      ? t("wait", { minutes: String(Math.max(1, Math.ceil(result.retryAfterSeconds / 60))) })
      : undefined;
    return refusalOf(result, {
      fallback: t("failed"),
      byStatus: { 401: t("signedOut"), 429: wait },
      values,
    });
  }
  updateTag(blogCommentsTag(slug));
  updateTag(blogTag);
  return { status: "success", message: result.data.message };
}
