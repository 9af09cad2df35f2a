import type { Locale } from "@souq/contract/locale";
import { type ShipmentStatus, shipmentStatus } from "@souq/contract/orders";
import type { VendorShipmentListResponse } from "@souq/contract/vendor-desk";
import { useTranslations } from "next-intl";
import { PreviousNextPages } from "@/components/ui/previous-next-pages.tsx";
import { Price } from "@/components/ui/price.tsx";
import { formatDate } from "@/i18n/format-date.ts";
import { Link } from "@/i18n/navigation.tsx";
import { pageHref } from "@/lib/routing/pages.ts";
import { ShipmentStatusBadge } from "./shipment-status-badge.tsx";

/**
 * The status filters: every shipment, or those at one step. Links, so the choice is in the
 * address; on a phone the row scrolls sideways within itself.
 */
export function ShipmentFilters({ current }: { current: ShipmentStatus | undefined }) {
  const t = useTranslations("VendorDesk");
  const choices = [undefined, ...shipmentStatus.options];
  return (
    <nav aria-label={t("shipments.filter")} className="-mx-4 overflow-x-auto px-4">
      <ul className="flex min-w-max gap-2" data-testid="shipment-filters">
        {choices.map((status) => (
          <li key={status ?? "all"}>
            <Link
              href={pageHref.vendorShipments({ status })}
              aria-current={status === current ? "page" : undefined}
              className="block whitespace-nowrap rounded-full border border-gray-300 bg-white px-3 py-1.5 text-sm font-semibold hover:border-brand-600 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
              data-testid={`shipment-filter-${status ?? "all"}`}
            >
              {status ? t(`status.${status}`) : t("shipments.all")}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * One page of the vendor's shipments, newest order first: each a card leading to the shipment,
 * with its order number and date, recipient and city, items, total and step.
 */
export function ShipmentList({
  page,
  status,
  locale,
}: {
  page: VendorShipmentListResponse;
  status: ShipmentStatus | undefined;
  locale: Locale;
}) {
  const t = useTranslations("VendorDesk");
  const currency = useTranslations("Common")("currency");
  const { current_page: current, last_page: last } = page.meta;
  if (page.data.length === 0) {
    return (
      <p className="rounded-2xl border border-gray-200 bg-white p-6" data-testid="shipments-empty">
        {t("shipments.empty")}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-3" data-testid="shipment-list">
        {page.data.map((shipment) => {
          const items = shipment.items.reduce((sum, item) => sum + item.qty, 0);
          return (
            <li key={shipment.id} data-testid="shipment-row" data-order={shipment.order_number}>
              <Link
                href={pageHref.vendorShipment({ id: shipment.id })}
                className="grid gap-2 rounded-2xl border border-gray-200 bg-white p-4 hover:border-brand-600 sm:grid-cols-[minmax(0,1.2fr)_minmax(0,1.5fr)_auto_auto] sm:items-center sm:gap-4"
              >
                <span className="flex min-w-0 flex-col">
                  <span className="font-semibold">
                    <bdi>{t("shipment.title", { number: shipment.order_number })}</bdi>
                  </span>
                  <span className="text-sm text-muted">
                    {formatDate(shipment.created_at, locale)}
                  </span>
                </span>
                <span className="flex min-w-0 flex-col text-sm">
                  <span className="truncate font-semibold" data-testid="shipment-recipient">
                    <bdi>{shipment.delivery.recipient}</bdi>
                  </span>
                  <span className="truncate text-muted">
                    <bdi>{shipment.delivery.city}</bdi> ·{" "}
                    {t("shipments.itemCount", { count: items })}
                  </span>
                </span>
                <Price amount={shipment.total} locale={locale} currencyLabel={currency} />
                <span>
                  <ShipmentStatusBadge status={shipment.status} />
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      <PreviousNextPages
        path={pageHref.vendorShipments({ status })}
        current={current}
        last={last}
        labels={{
          navigation: t("shipments.pages"),
          previous: t("pages.previous"),
          next: t("pages.next"),
          pageOf: t("pages.pageOf", { page: current, last }),
        }}
      />
    </div>
  );
}
