import type { Locale } from "@souq/contract/locale";
import type { OrderListResponse } from "@souq/contract/orders";
import { useTranslations } from "next-intl";
import { PreviousNextPages } from "@/components/ui/previous-next-pages.tsx";
import { Price } from "@/components/ui/price.tsx";
import { formatDate } from "@/i18n/format-date.ts";
import { Link } from "@/i18n/navigation.tsx";
import { pageHref } from "@/lib/routing/pages.ts";
import { PaidCard, PaymentStatusBadge } from "./order-payment.tsx";
import { OrderStatusBadge } from "./order-status-badge.tsx";

/** One page of the shopper's orders with their status, and links to the other pages. */
export function OrderList({ page, locale }: { page: OrderListResponse; locale: Locale }) {
  const t = useTranslations("Orders");
  const currency = useTranslations("Common")("currency");
  const tCheckout = useTranslations("Checkout");
  const { current_page: current, last_page: last } = page.meta;
  if (page.data.length === 0) {
    return (
      <div className="rounded-2xl border border-gray-200 bg-white p-6" data-testid="orders-empty">
        <p className="mb-4">{t("empty")}</p>
        <Link href={pageHref.shop()} className="font-semibold text-brand-700 underline">
          {tCheckout("backToShop")}
        </Link>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-3" data-testid="order-list">
        {page.data.map((order) => (
          <li key={order.id} data-testid="order-row" data-number={order.number}>
            <Link
              href={pageHref.order({ id: order.id })}
              className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-gray-200 bg-white p-4 hover:border-brand-600"
            >
              <span className="flex min-w-0 flex-col gap-1">
                <span className="font-semibold">
                  <bdi>{t("number", { number: order.number })}</bdi>
                </span>
                <span className="text-sm text-muted">
                  {t("placedOn", { date: formatDate(order.created_at, locale) })} ·{" "}
                  {t("items", { count: order.item_count })}
                </span>
                <span
                  className="flex flex-wrap items-center gap-x-2 text-sm"
                  data-testid="order-row-payment"
                >
                  <span>{t(`paymentMethod.${order.payment.method}`)}</span>
                  <PaidCard payment={order.payment} />
                </span>
              </span>
              <span className="flex flex-wrap items-center gap-3">
                <PaymentStatusBadge status={order.payment.status} />
                <OrderStatusBadge status={order.status} />
                <Price amount={order.total} locale={locale} currencyLabel={currency} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <PreviousNextPages
        path={pageHref.orders()}
        current={current}
        last={last}
        labels={{
          navigation: t("pages"),
          previous: t("previous"),
          next: t("next"),
          pageOf: t("pageOf", { page: current, last }),
        }}
      />
    </div>
  );
}
