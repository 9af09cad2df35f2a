import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PerRequestPart } from "@/components/ui/per-request-part.tsx";
import { OrderList } from "@/features/orders/components/order-list.tsx";
import { getOrderPage } from "@/features/orders/queries.server.ts";
import { redirect } from "@/i18n/navigation.tsx";
import { pageLocale } from "@/i18n/page-locale.ts";
import { pageHref } from "@/lib/routing/pages.ts";
import { signedInShopper } from "@/lib/session/signed-in-shopper.server.ts";

type Props = PageProps<"/[locale]/[frame]/[query]/pages/orders">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({
    locale: pageLocale((await params).locale),
    namespace: "Orders",
  });
  return { title: t("title"), robots: { index: false } };
}

async function OrdersPageContent({ params, searchParams }: Props) {
  const locale = pageLocale((await params).locale);
  const { page: asked } = await searchParams;
  const page = typeof asked === "string" && /^[1-9][0-9]{0,4}$/.test(asked) ? Number(asked) : 1;
  const session = await signedInShopper(
    locale,
    pageHref.orders({ page: page > 1 ? page : undefined }),
  );
  const [orders, t, tCommon] = await Promise.all([
    getOrderPage(locale, session.token, page),
    getTranslations({ locale, namespace: "Orders" }),
    getTranslations({ locale, namespace: "Common" }),
  ]);
  // A page past the last (orders cancelled or a hand-made address) goes to the last.
  if (orders && page > orders.meta.last_page) {
    redirect({ href: pageHref.orders({ page: orders.meta.last_page }), locale });
  }
  return (
    <div className="mx-auto max-w-shop px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold">{t("title")}</h1>
      {orders ? (
        <OrderList page={orders} locale={locale} />
      ) : (
        <p className="rounded-lg bg-amber-50 p-4 text-sm text-amber-900">
          {tCommon("serviceUnavailable")}
        </p>
      )}
    </div>
  );
}

/** The shopper's orders: rendered for each request inside the cached frame (ADR 16). */
export default function OrdersPage(props: Props) {
  return (
    <PerRequestPart>
      <OrdersPageContent {...props} />
    </PerRequestPart>
  );
}
