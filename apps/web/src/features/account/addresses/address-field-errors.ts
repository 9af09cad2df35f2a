import { addressCheckMessages } from "@souq/contract/addresses";
import type { DescribeProblem, Translate } from "@/lib/forms/parse-form.ts";

/** The `Addresses.errors` key of each rule of the contract's address check. */
const ruleKeys: Record<string, string> = {
  [addressCheckMessages.phone]: "phone",
  [addressCheckMessages.country]: "country",
  [addressCheckMessages.zipCode]: "zipCode",
};

/** The address form's field messages, from `Addresses.errors` in the shopper's language. */
export function describeAddressProblem(t: Translate): DescribeProblem {
  return (problem) => {
    switch (problem.kind) {
      case "rule":
        return t(ruleKeys[problem.rule] ?? "check");
      case "too-long":
        return t("tooLong", { maximum: String(problem.maximum) });
      case "too-short":
        return t("tooShort", { minimum: String(problem.minimum) });
      default:
        return t("required");
    }
  };
}
