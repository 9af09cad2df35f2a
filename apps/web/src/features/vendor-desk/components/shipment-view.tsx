import type { Locale } from "@souq/contract/locale";
import { shipmentSteps } from "@souq/contract/orders";
import type { VendorShipment } from "@souq/contract/vendor-desk";
import { useTranslations } from "next-intl";
import { Price } from "@/components/ui/price.tsx";
import { formatDate, formatDateTime } from "@/i18n/format-date.ts";
import { ShipmentStatusBadge } from "./shipment-status-badge.tsx";
import { ShipmentSteps } from "./shipment-steps.tsx";

const card = "rounded-2xl border border-gray-200 bg-white p-4 sm:p-6";

/**
 * One of the vendor's shipments: its lines, its steps so far (with the carrier and tracking
 * number once shipped, the reason once cancelled), where it goes, and the next step's controls.
 */
export function ShipmentView({ shipment, locale }: { shipment: VendorShipment; locale: Locale }) {
  const t = useTranslations("VendorDesk");
  const currency = useTranslations("Common")("currency");
  const reached = new Map(shipment.steps.map((step) => [step.step, step.at]));
  const steps =
    shipment.status === "cancelled"
      ? [...shipmentSteps.filter((step) => reached.has(step)), "cancelled" as const]
      : shipmentSteps;
  return (
    <div className="flex flex-col gap-6" data-testid="shipment-view" data-status={shipment.status}>
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold">
            <bdi>{t("shipment.title", { number: shipment.order_number })}</bdi>
          </h1>
          <p className="text-sm text-muted">
            {t("shipment.placedOn", { date: formatDate(shipment.created_at, locale) })}
          </p>
        </div>
        <ShipmentStatusBadge status={shipment.status} />
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,4fr)]">
        <div className="flex min-w-0 flex-col gap-6">
          <section className={card} aria-labelledby="shipment-lines">
            <h2 id="shipment-lines" className="mb-3 text-lg font-bold">
              {t("shipment.lines")}
            </h2>
            <ul
              className="flex flex-col divide-y divide-gray-200 text-sm"
              data-testid="shipment-lines"
            >
              {shipment.items.map((item) => (
                <li
                  key={`${item.product_id ?? 0}-${item.variant_id ?? 0}-${item.name}`}
                  className="flex items-center gap-3 py-2"
                >
                  {item.picture ? (
                    // biome-ignore lint/performance/noImgElement: the API serves the small picture as it is
                    <img
                      src={item.picture}
                      alt=""
                      width={48}
                      height={48}
                      loading="lazy"
                      className="h-12 w-12 shrink-0 rounded-lg bg-gray-100 object-cover"
                    />
                  ) : (
                    <span
                      aria-hidden="true"
                      className="h-12 w-12 shrink-0 rounded-lg bg-gray-100"
                    />
                  )}
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="line-clamp-2 font-semibold">{item.name}</span>
                    <span className="text-muted">
                      {item.variant ? <bdi>{item.variant}</bdi> : null}
                      {item.variant ? " · " : null}
                      {t("shipment.qty", { qty: item.qty })}
                    </span>
                  </span>
                  <Price amount={item.line_total} locale={locale} currencyLabel={currency} />
                </li>
              ))}
            </ul>
            <p className="mt-3 flex justify-between gap-3 border-t border-gray-200 pt-3 font-bold">
              <span>{t("shipment.total")}</span>
              <Price amount={shipment.total} locale={locale} currencyLabel={currency} />
            </p>
          </section>
          <section className={card} aria-labelledby="shipment-progress">
            <h2 id="shipment-progress" className="mb-3 text-lg font-bold">
              {t("shipment.progress")}
            </h2>
            <ol className="flex flex-col gap-3" data-testid="shipment-timeline">
              {steps.map((step) => {
                const at = reached.get(step);
                return (
                  <li
                    key={step}
                    className="flex items-start gap-3"
                    data-testid="shipment-step"
                    data-step={step}
                    data-reached={at ? "true" : "false"}
                  >
                    <span
                      aria-hidden="true"
                      className={`mt-1 h-3.5 w-3.5 shrink-0 rounded-full border-2 ${
                        step === "cancelled"
                          ? "border-sale bg-sale"
                          : at
                            ? "border-brand-600 bg-brand-600"
                            : "border-gray-400 bg-white"
                      }`}
                    />
                    <span className="flex flex-col">
                      <span className={`text-sm font-semibold ${at ? "" : "text-muted"}`}>
                        {t(`status.${step}`)}
                      </span>
                      <span className="text-xs text-muted">
                        {at ? (
                          <time dateTime={at}>{formatDateTime(at, locale)}</time>
                        ) : (
                          t("shipment.pending")
                        )}
                      </span>
                    </span>
                  </li>
                );
              })}
            </ol>
            {(shipment.carrier || shipment.tracking_number || shipment.cancel_reason) && (
              <dl className="mt-4 grid gap-x-4 gap-y-1 border-t border-gray-200 pt-4 text-sm sm:grid-cols-[auto_1fr]">
                {shipment.carrier && (
                  <>
                    <dt className="text-muted">{t("shipment.carrier")}</dt>
                    <dd className="font-semibold" data-testid="shipment-carrier">
                      <bdi>{shipment.carrier}</bdi>
                    </dd>
                  </>
                )}
                {shipment.tracking_number && (
                  <>
                    <dt className="text-muted">{t("shipment.trackingNumber")}</dt>
                    <dd className="font-semibold" dir="ltr" data-testid="shipment-tracking">
                      <bdi>{shipment.tracking_number}</bdi>
                    </dd>
                  </>
                )}
                {shipment.cancel_reason && (
                  <>
                    <dt className="text-muted">{t("shipment.cancelReason")}</dt>
                    <dd data-testid="shipment-cancel-reason">
                      <bdi>{shipment.cancel_reason}</bdi>
                    </dd>
                  </>
                )}
              </dl>
            )}
          </section>
        </div>
        <aside className="flex h-fit min-w-0 flex-col gap-6">
          <section className={card} aria-labelledby="shipment-next">
            <h2 id="shipment-next" className="mb-3 text-lg font-bold">
              {t("shipment.nextStep")}
            </h2>
            <ShipmentSteps
              shipmentId={shipment.id}
              status={shipment.status}
              orderNumber={shipment.order_number}
              nextSteps={shipment.next_steps}
              finished={
                shipment.status === "delivered" || shipment.status === "cancelled"
                  ? shipment.status
                  : null
              }
            />
          </section>
          <section className={card} aria-labelledby="shipment-delivery">
            <h2 id="shipment-delivery" className="mb-3 text-lg font-bold">
              {t("shipment.delivery")}
            </h2>
            <dl
              className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm"
              data-testid="shipment-delivery"
            >
              <dt className="text-muted">{t("shipment.recipient")}</dt>
              <dd className="min-w-0 break-words font-semibold">
                <bdi>{shipment.delivery.recipient}</bdi>
              </dd>
              <dt className="text-muted">{t("shipment.phone")}</dt>
              <dd>
                <bdi dir="ltr">{shipment.delivery.phone}</bdi>
              </dd>
              <dt className="text-muted">{t("shipment.city")}</dt>
              <dd>
                <bdi>{shipment.delivery.city}</bdi>
              </dd>
              <dt className="text-muted">{t("shipment.payment")}</dt>
              <dd>{t(`shipment.paymentMethod.${shipment.payment_method}`)}</dd>
            </dl>
          </section>
        </aside>
      </div>
    </div>
  );
}
