import { vendorMessageMaxLength, vendorMessageMinLength } from "@souq/contract/vendor-messages";
import type { DescribeProblem, Translate } from "@/lib/forms/parse-form.ts";

/**
 * The message form's one typed field, worded from `VendorChat` in the shopper's language; the
 * other fields are the page's own, so a problem there has no field message.
 */
export function describeMessageProblem(t: Translate): DescribeProblem {
  return (problem) => {
    if (problem.field !== "message") return undefined;
    return problem.kind === "too-long"
      ? t("errors.tooLong", { max: vendorMessageMaxLength })
      : t("errors.tooShort", { min: vendorMessageMinLength });
  };
}
