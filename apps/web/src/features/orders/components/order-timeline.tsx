import type { Locale } from "@souq/contract/locale";
import { type OrderDetail, shipmentSteps } from "@souq/contract/orders";
import { useTranslations } from "next-intl";
import { formatDateTime } from "@/i18n/format-date.ts";

type Shipment = OrderDetail["shipments"][number];

/**
 * One shipment's steps, in order: those reached with their date, the rest still to come. A
 * cancelled shipment shows the steps it reached, then the cancellation.
 */
export function OrderTimeline({ shipment, locale }: { shipment: Shipment; locale: Locale }) {
  const t = useTranslations("Orders");
  const reached = new Map(shipment.steps.map((step) => [step.step, step.at]));
  const cancelled = shipment.status === "cancelled";
  const shown = cancelled
    ? [...shipmentSteps.filter((step) => reached.has(step)), "cancelled" as const]
    : shipmentSteps;
  return (
    <ol className="flex flex-col gap-0" data-testid="order-timeline">
      {shown.map((step, index) => {
        const at = reached.get(step);
        const last = index === shown.length - 1;
        return (
          <li
            key={step}
            className="relative flex gap-3 pb-4 last:pb-0"
            data-testid="timeline-step"
            data-step={step}
            data-reached={at ? "true" : "false"}
          >
            {!last && (
              <span
                aria-hidden="true"
                className={`absolute start-[0.4375rem] top-4 h-full w-0.5 ${at ? "bg-brand-600" : "bg-gray-300"}`}
              />
            )}
            <span
              aria-hidden="true"
              className={`relative mt-1 h-4 w-4 shrink-0 rounded-full border-2 ${
                step === "cancelled"
                  ? "border-sale bg-sale"
                  : at
                    ? "border-brand-600 bg-brand-600"
                    : "border-gray-400 bg-white"
              }`}
            />
            <div className="min-w-0">
              <p className={`text-sm font-semibold ${at ? "text-ink" : "text-muted"}`}>
                {t(`step.${step}`)}
              </p>
              <p className="text-xs text-muted">
                {at ? <time dateTime={at}>{formatDateTime(at, locale)}</time> : t("pending")}
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
