import type { DescribeProblem, Translate } from "@/lib/forms/parse-form.ts";

/** The review form's field messages, worded from `Reviews` in the shopper's language. */
export function describeReviewProblem(t: Translate): DescribeProblem {
  return (problem) => {
    if (problem.field === "rating") return t("errors.rating");
    if (problem.field !== "body") return undefined;
    return problem.kind === "too-long" ? t("errors.bodyTooLong") : t("errors.bodyTooShort");
  };
}
