import { addressCheckMessages, saudiAddressRequired } from "@souq/contract/addresses";
import type { FieldErrors } from "@/lib/forms/form-state.ts";
import type { DescribeProblem, Translate } from "@/lib/forms/parse-form.ts";

/** The `Addresses.errors` key of each rule of the contract's address check. */
const ruleKeys: Record<string, string> = {
  [addressCheckMessages.phone]: "phone",
  [addressCheckMessages.country]: "country",
  [addressCheckMessages.zipCode]: "zipCode",
  [addressCheckMessages.buildingNumber]: "buildingNumber",
  [addressCheckMessages.shortCode]: "shortCode",
  [addressCheckMessages.shortCodeSaudi]: "shortCodeSaudi",
};

/** The address form's field messages, from `Addresses.errors` in the shopper's language. */
export function describeAddressProblem(t: Translate): DescribeProblem {
  return (problem) => {
    // A part a Saudi address needs, left empty, is asked for by its length: it is missing.
    if (isSaudiPart(problem.field) && problem.typed.trim() === "") return t("required");
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

const isSaudiPart = (field: string) => (saudiAddressRequired as readonly string[]).includes(field);

/**
 * The parts a Saudi address needs that were left empty, added to a refusal's field messages: the
 * contract checks them only once no field has failed outright (an empty phone stops it), and the
 * form should name every field to fix at once.
 */
export function withMissingParts(
  fields: FieldErrors,
  typed: Readonly<Record<string, string>>,
  required: string,
): FieldErrors {
  const missing = saudiAddressRequired.filter(
    (name) => !fields[name] && (typed[name] ?? "").trim() === "",
  );
  return { ...fields, ...Object.fromEntries(missing.map((name) => [name, [required]])) };
}
