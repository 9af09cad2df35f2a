import type { Locale } from "@souq/contract/locale";
import type { VendorDeskSummary } from "@souq/contract/vendor-desk";
import { useTranslations } from "next-intl";
import { Price } from "@/components/ui/price.tsx";
import { Link } from "@/i18n/navigation.tsx";
import { pageHref } from "@/lib/routing/pages.ts";

const card = "flex flex-col gap-2 rounded-2xl border border-gray-200 bg-white p-4 sm:p-6";
const figure = "text-3xl font-bold tabular-nums";
const link = "w-fit text-sm font-semibold text-brand-700 underline";

/**
 * The vendor's day at a glance: shipments of orders placed today, what waits for each of the
 * vendor's steps (each a link to those shipments), the last 30 days' sales in riyals and the
 * conversations waiting for an answer.
 */
export function DeskDashboard({ summary, locale }: { summary: VendorDeskSummary; locale: Locale }) {
  const t = useTranslations("VendorDesk");
  const currency = useTranslations("Common")("currency");
  const waiting = [
    { key: "toConfirm", count: summary.waiting.to_confirm, status: "placed" },
    { key: "toShip", count: summary.waiting.to_ship, status: "confirmed" },
    { key: "toDeliver", count: summary.waiting.to_deliver, status: "shipped" },
  ] as const;
  return (
    <div className="flex flex-col gap-6" data-testid="desk-dashboard">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        <p className="text-sm text-muted" data-testid="desk-vendor">
          {t("store", { vendor: summary.vendor.name })}
        </p>
      </header>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <section className={card} aria-labelledby="desk-today" data-testid="desk-today">
          <h2 id="desk-today" className="text-sm font-semibold text-muted">
            {t("dashboard.today")}
          </h2>
          <p className={figure}>{summary.today_new_shipments}</p>
          <Link href={pageHref.vendorShipments()} className={link}>
            {t("dashboard.seeShipments")}
          </Link>
        </section>
        <section className={card} aria-labelledby="desk-sales" data-testid="desk-sales">
          <h2 id="desk-sales" className="text-sm font-semibold text-muted">
            {t("dashboard.sales")}
          </h2>
          <p className={figure}>
            <Price amount={summary.last_30_days.sales} locale={locale} currencyLabel={currency} />
          </p>
          <p className="text-sm text-muted">
            {t("dashboard.orders", { count: summary.last_30_days.orders })}
          </p>
        </section>
        <section className={card} aria-labelledby="desk-replies" data-testid="desk-awaiting-reply">
          <h2 id="desk-replies" className="text-sm font-semibold text-muted">
            {t("dashboard.awaitingReply")}
          </h2>
          <p className={figure}>{summary.awaiting_reply}</p>
          <Link href={pageHref.vendorMessages()} className={link}>
            {t("dashboard.seeMessages")}
          </Link>
        </section>
      </div>
      <section className={card} aria-labelledby="desk-waiting">
        <h2 id="desk-waiting" className="text-lg font-bold">
          {t("dashboard.waiting")}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-3">
          {waiting.map(({ key, count, status }) => (
            <li key={key}>
              <Link
                href={pageHref.vendorShipments({ status })}
                className="flex items-center justify-between gap-3 rounded-xl border border-gray-200 p-4 hover:border-brand-600"
                data-testid={`desk-waiting-${status}`}
              >
                <span className="font-semibold">{t(`dashboard.${key}`)}</span>
                <span className="text-2xl font-bold tabular-nums">{count}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
