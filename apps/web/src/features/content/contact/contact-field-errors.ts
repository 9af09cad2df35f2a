import { addressCheckMessages } from "@souq/contract/addresses";
import type { DescribeProblem, Translate } from "@/lib/forms/parse-form.ts";

/** The contact form's field messages, from `Contact.errors` in the shopper's language. */
export function describeContactProblem(t: Translate): DescribeProblem {
  return (problem) => {
    // An empty field is missing, whatever check it failed first (as the API words it).
    if (problem.typed.trim() === "") return t("required");
    switch (problem.kind) {
      case "rule":
        return problem.rule === addressCheckMessages.phone ? t("phone") : t("required");
      case "too-long":
        return t("tooLong", { maximum: String(problem.maximum) });
      case "format":
        return problem.field === "email" ? t("email") : t("required");
      case "too-short":
        return t("tooShort", { minimum: String(problem.minimum) });
      default:
        return t("required");
    }
  };
}
