import type { Locale } from "@souq/contract/locale";
import type { OrderDetail } from "@souq/contract/orders";
import { useTranslations } from "next-intl";
import { PostalAddress } from "@/components/address/postal-address.tsx";
import { TruckIcon } from "@/components/ui/icons.tsx";
import { formatDate } from "@/i18n/format-date.ts";
import { formatDeliveryDay } from "@/i18n/format-delivery-date.ts";
import { Link } from "@/i18n/navigation.tsx";
import { pageHref } from "@/lib/routing/pages.ts";
import { BuyAgainButton } from "./buy-again-button.tsx";
import { CancelOrderButton } from "./cancel-order-button.tsx";
import { OrderLineList } from "./order-line-list.tsx";
import { OrderPaymentView } from "./order-payment.tsx";
import { OrderStatusBadge } from "./order-status-badge.tsx";
import { OrderTimeline } from "./order-timeline.tsx";
import { OrderTotals } from "./order-totals.tsx";

const card = "rounded-2xl border border-gray-200 bg-white p-4 sm:p-6";

/**
 * Who carries a shipment and its tracking number, once the vendor has shipped it; why the vendor
 * cancelled it, when it did.
 */
function ShipmentCarrier({ shipment }: { shipment: OrderDetail["shipments"][number] }) {
  const t = useTranslations("Orders");
  return (
    <>
      {(shipment.carrier || shipment.tracking_number) && (
        <dl
          className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 rounded-lg bg-gray-50 p-3 text-sm"
          data-testid="shipment-carrier-info"
        >
          {shipment.carrier && (
            <>
              <dt className="text-muted">{t("carrier")}</dt>
              <dd className="break-words font-semibold" data-testid="shipment-carrier">
                <bdi>{shipment.carrier}</bdi>
              </dd>
            </>
          )}
          {shipment.tracking_number && (
            <>
              <dt className="text-muted">{t("trackingNumber")}</dt>
              <dd className="break-all font-semibold" data-testid="shipment-tracking">
                <bdi dir="ltr">{shipment.tracking_number}</bdi>
              </dd>
            </>
          )}
        </dl>
      )}
      {shipment.status === "cancelled" && shipment.cancel_reason && (
        <p className="mt-4 rounded-lg bg-red-50 p-3 text-sm" data-testid="shipment-cancel-reason">
          {t("cancelledByVendor", { reason: shipment.cancel_reason })}
        </p>
      )}
    </>
  );
}

/** The steps after which a shipment is still on its way, so its promised day still matters. */
const onItsWay = new Set(["placed", "confirmed", "shipped"]);

/** One order: its shipments (lines and tracking per vendor), address, payment and totals. */
export function OrderDetailView({
  order,
  locale,
  now,
}: {
  order: OrderDetail;
  locale: Locale;
  /** When the page is drawn (a payment's hold still lasts if it ends after it). */
  now: number;
}) {
  const t = useTranslations("Orders");
  const tCheckout = useTranslations("Checkout");
  const tDelivery = useTranslations("Delivery");
  const currency = useTranslations("Common")("currency");
  const { address } = order;
  return (
    <div className="flex flex-col gap-6" data-testid="order-detail" data-number={order.number}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold">
            <bdi>{t("number", { number: order.number })}</bdi>
          </h1>
          <p className="text-sm text-muted">
            {t("placedOn", { date: formatDate(order.created_at, locale) })}
          </p>
        </div>
        <div className="flex items-center gap-3">
          <OrderStatusBadge status={order.status} />
          <Link
            href={pageHref.orderInvoice({ id: order.id })}
            className="text-sm font-semibold text-brand-700 underline"
            data-testid="order-invoices-link"
          >
            {t("invoices")}
          </Link>
          {order.cancellable && <CancelOrderButton orderId={order.id} number={order.number} />}
        </div>
      </div>
      <BuyAgainButton orderId={order.id} />
      <div className="grid gap-6 lg:grid-cols-[7fr_3fr]">
        <div className="flex min-w-0 flex-col gap-4">
          {order.shipments.map((shipment) => (
            <section
              key={shipment.id}
              aria-labelledby={`shipment-${shipment.id}`}
              className={card}
              data-testid="order-shipment"
              data-vendor={shipment.vendor_id}
            >
              <h2 id={`shipment-${shipment.id}`} className="mb-1 text-lg font-bold">
                {t("shipment", { vendor: shipment.vendor })}
              </h2>
              {shipment.estimated_delivery &&
              order.status !== "Cancelled" &&
              onItsWay.has(shipment.status) ? (
                <p
                  className="mb-4 flex items-center gap-1.5 text-sm font-semibold text-brand-800"
                  data-testid="shipment-delivery-date"
                >
                  <TruckIcon className="h-4 w-4 shrink-0" />
                  {tDelivery("arrivingBy", {
                    date: formatDeliveryDay(shipment.estimated_delivery.latest, locale),
                  })}
                </p>
              ) : (
                <div className="mb-3" />
              )}
              <div className="grid gap-6 sm:grid-cols-2">
                <OrderLineList items={shipment.items} locale={locale} currencyLabel={currency} />
                <div>
                  <h3 className="mb-3 text-sm font-bold">{t("tracking")}</h3>
                  <OrderTimeline shipment={shipment} locale={locale} />
                  <ShipmentCarrier shipment={shipment} />
                </div>
              </div>
            </section>
          ))}
        </div>
        <aside className="flex h-fit flex-col gap-4">
          <section className={card} aria-labelledby="order-address">
            <h2 id="order-address" className="mb-2 font-bold">
              {t("address")}
            </h2>
            <div className="text-sm">
              <PostalAddress
                address={address}
                locale={locale}
                shortCodeLabel={tDelivery("shortCode", { code: "{code}" })}
                testId="order-address"
              />
            </div>
          </section>
          <section className={card} aria-labelledby="order-payment">
            <h2 id="order-payment" className="mb-2 font-bold">
              {t("payment")}
            </h2>
            <p className="mb-1 text-sm">{tCheckout(`delivery.${order.delivery_option}`)}</p>
            <OrderPaymentView
              orderId={order.id}
              payment={order.payment}
              locale={locale}
              cancelled={order.status === "Cancelled"}
              now={now}
            />
            <OrderTotals totals={order} locale={locale} />
          </section>
        </aside>
      </div>
    </div>
  );
}
