import type { ShipmentStatus } from "@souq/contract/orders";
import { useTranslations } from "next-intl";

const styles: Record<ShipmentStatus, string> = {
  placed: "bg-amber-100 text-amber-900",
  confirmed: "bg-sky-100 text-sky-900",
  shipped: "bg-indigo-100 text-indigo-900",
  delivered: "bg-brand-100 text-brand-800",
  cancelled: "bg-gray-200 text-gray-800",
};

/** A shipment's step as the vendor reads it: new, confirmed, shipped, delivered or cancelled. */
export function ShipmentStatusBadge({ status }: { status: ShipmentStatus }) {
  const t = useTranslations("VendorDesk.status");
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${styles[status]}`}
      data-testid="shipment-status"
      data-status={status}
    >
      {t(status)}
    </span>
  );
}
