import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/ui/client-messages.tsx";
import { PerRequestPart } from "@/components/ui/per-request-part.tsx";
import { OrderDetailView } from "@/features/orders/components/order-detail.tsx";
import { confirmReturnedPayment, getOrder } from "@/features/orders/queries.server.ts";
import { Link } from "@/i18n/navigation.tsx";
import { pageLocale } from "@/i18n/page-locale.ts";
import { pageHref } from "@/lib/routing/pages.ts";
import { signedInShopper } from "@/lib/session/signed-in-shopper.server.ts";
import { ShopperRefresh } from "@/lib/shopper/shopper-refresh.tsx";

type Props = PageProps<"/[locale]/[frame]/[query]/pages/orders/[id]">;

// The frame around the page is built once for a placeholder id; the order itself renders per
// request inside the Suspense boundary below.
export function generateStaticParams() {
  return [{ id: "0" }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({
    locale: pageLocale((await params).locale),
    namespace: "Orders",
  });
  return { title: t("title"), robots: { index: false } };
}

async function OrderPageContent({ params, searchParams }: Props) {
  const { locale: asked, id } = await params;
  const locale = pageLocale(asked);
  const { placed, payment } = await searchParams;
  const session = await signedInShopper(locale, pageHref.order({ id }, { payment }));
  const orderId = /^[1-9][0-9]{0,9}$/.test(id) ? Number(id) : null;
  // Back from the payment page: the API asks the provider how the payment went (never this
  // address), and only then is the order read, with the payment's state in it.
  const returned =
    orderId !== null && typeof payment === "string"
      ? await confirmReturnedPayment(locale, session.token, payment)
      : null;
  const order = orderId === null ? null : await getOrder(locale, session.token, orderId);
  // Another shopper's order, or none: the not-found page, never a hint that it exists.
  if (!order) notFound();
  const t = await getTranslations({ locale, namespace: "Orders" });
  const notice = returned?.ok ? returned.payment.status : null;
  return (
    <div className="mx-auto flex max-w-shop flex-col gap-6 px-4 py-8">
      {/* Checkout emptied the cart: the header's cart, read before, is read again. */}
      {(placed === "1" || returned) && <ShopperRefresh />}
      <Link
        href={pageHref.orders()}
        className="w-fit text-sm font-semibold text-brand-700 underline"
      >
        {t("backToOrders")}
      </Link>
      {placed === "1" && (
        <div
          role="status"
          className="rounded-2xl border border-brand-600 bg-brand-50 p-4 sm:p-6"
          data-testid="order-placed"
        >
          <p className="text-lg font-bold">{t("placedTitle")}</p>
          <p className="text-sm">{t("placedText", { number: order.number })}</p>
        </div>
      )}
      {returned && !returned.ok && (
        <p
          role="alert"
          className="rounded-2xl bg-red-50 p-4 font-semibold text-sale"
          data-testid="payment-notice"
        >
          {returned.message}
        </p>
      )}
      {notice && notice !== "due_on_delivery" && (
        <div
          role="status"
          className={`rounded-2xl border p-4 sm:p-6 ${notice === "paid" ? "border-brand-600 bg-brand-50" : "border-amber-500 bg-amber-50"}`}
          data-testid="payment-notice"
          data-status={notice}
        >
          <p className="font-bold">{t(`paymentNotice.${notice}`)}</p>
          {notice === "paid" && (
            <p className="text-sm">{t("placedText", { number: order.number })}</p>
          )}
        </div>
      )}
      {/* Buy again names a line's colour and size as checkout does. */}
      <ClientMessages
        locale={locale}
        namespaces={["Orders", "Checkout.variantColour", "Checkout.variantSize"]}
      >
        <OrderDetailView order={order} locale={locale} now={Date.now()} />
      </ClientMessages>
    </div>
  );
}

/** One of the shopper's orders: rendered for each request inside the cached frame (ADR 16). */
export default function OrderPage(props: Props) {
  return (
    <PerRequestPart>
      <OrderPageContent {...props} />
    </PerRequestPart>
  );
}
