import { deliveryOption } from "@souq/contract/orders";
import { recordId } from "@souq/contract/params";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/ui/client-messages.tsx";
import { PerRequestPart } from "@/components/ui/per-request-part.tsx";
import { CheckoutForm } from "@/features/orders/components/checkout-form.tsx";
import { getAddresses, getCheckoutSummary } from "@/features/orders/queries.server.ts";
import { Link } from "@/i18n/navigation.tsx";
import { pageLocale } from "@/i18n/page-locale.ts";
import { pageHref } from "@/lib/routing/pages.ts";
import { signedInShopper } from "@/lib/session/signed-in-shopper.server.ts";

type Props = PageProps<"/[locale]/[frame]/[query]/shop/checkout">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({
    locale: pageLocale((await params).locale),
    namespace: "Checkout",
  });
  return { title: t("title"), robots: { index: false } };
}

async function CheckoutPageContent({ params, searchParams }: Props) {
  const locale = pageLocale((await params).locale);
  const { delivery, address } = await searchParams;
  const chosen = deliveryOption.safeParse(delivery);
  // The address the delivery dates are for; the API dates another shopper's as the default.
  const chosenAddress = recordId.safeParse(address);
  const addressId = chosenAddress.success ? chosenAddress.data : null;
  const session = await signedInShopper(
    locale,
    pageHref.checkout({
      delivery: chosen.success ? chosen.data : undefined,
      address: addressId ?? undefined,
    }),
  );
  const [summary, addresses, t, tCommon] = await Promise.all([
    getCheckoutSummary(locale, session.token, chosen.success ? chosen.data : "standard", addressId),
    getAddresses(locale, session.token),
    getTranslations({ locale, namespace: "Checkout" }),
    getTranslations({ locale, namespace: "Common" }),
  ]);
  return (
    <div className="mx-auto max-w-shop px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold">{t("title")}</h1>
      {!summary ? (
        <p className="rounded-lg bg-amber-50 p-4 text-sm text-amber-900">
          {tCommon("serviceUnavailable")}
        </p>
      ) : summary.items.length === 0 ? (
        <div
          className="rounded-2xl border border-gray-200 bg-white p-6"
          data-testid="checkout-empty"
        >
          <p className="mb-4">{t("emptyCart")}</p>
          <Link href={pageHref.shop()} className="font-semibold text-brand-700 underline">
            {t("backToShop")}
          </Link>
        </div>
      ) : (
        <ClientMessages locale={locale} namespaces={["Checkout", "Delivery"]}>
          <CheckoutForm
            addresses={addresses}
            summary={summary}
            addressId={addressId}
            locale={locale}
          />
        </ClientMessages>
      )}
    </div>
  );
}

/** The shopper's checkout: rendered for each request inside the cached frame (ADR 16). */
export default function CheckoutPage(props: Props) {
  return (
    <PerRequestPart>
      <CheckoutPageContent {...props} />
    </PerRequestPart>
  );
}
