import { vendorMessageMaxLength, vendorMessageMinLength } from "@souq/contract/message-rules";
import type { DescribeProblem, Translate } from "@/lib/forms/parse-form.ts";

/** The answer form's one typed field, worded from `VendorDesk.messages.errors`. */
export function describeReplyProblem(t: Translate): DescribeProblem {
  return (problem) => {
    if (problem.field !== "message") return undefined;
    return problem.kind === "too-long"
      ? t("errors.tooLong", { max: vendorMessageMaxLength })
      : t("errors.tooShort", { min: vendorMessageMinLength });
  };
}
