import { vendorDeskCheckMessages } from "@souq/contract/vendor-desk";
import type { DescribeProblem, Translate } from "@/lib/forms/parse-form.ts";

/**
 * The step form's field messages (ship: carrier and tracking number; cancel: the reason), from
 * `VendorDesk.shipment.errors` in the vendor's language. The step itself is a button's, not typed,
 * so a problem there has no field message.
 */
export function describeAdvanceProblem(t: Translate): DescribeProblem {
  return (problem) => {
    const ruled = problem.kind === "rule" ? problem.rule : null;
    // Only spaces typed is nothing typed.
    const blank = problem.kind === "missing" || problem.typed.trim() === "";
    switch (problem.field) {
      case "carrier":
        if (ruled === vendorDeskCheckMessages.carrierRequired || blank)
          return t("errors.carrierMissing");
        return ruled ? t("errors.oneLine") : t("errors.carrierLength");
      case "tracking_number":
        if (ruled === vendorDeskCheckMessages.trackingRequired || blank)
          return t("errors.trackingMissing");
        return t("errors.trackingFormat");
      case "reason":
        if (ruled === vendorDeskCheckMessages.reasonRequired || blank)
          return t("errors.reasonMissing");
        return ruled ? t("errors.oneLine") : t("errors.reasonLength");
      default:
        return undefined;
    }
  };
}
