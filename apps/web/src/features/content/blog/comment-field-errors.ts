import type { DescribeProblem, Translate } from "@/lib/forms/parse-form.ts";

/** The comment form's field message, worded from `Blog.errors` in the shopper's language. */
export function describeCommentProblem(t: Translate): DescribeProblem {
  return (problem) => {
    if (problem.field !== "body") return undefined;
    return problem.kind === "too-long" ? t("tooLong") : t("tooShort");
  };
}
