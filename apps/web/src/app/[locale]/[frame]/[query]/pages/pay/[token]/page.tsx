import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/ui/client-messages.tsx";
import { PerRequestPart } from "@/components/ui/per-request-part.tsx";
import { SandboxPaymentPage } from "@/features/orders/components/sandbox-payment-page.tsx";
import { getSandboxPayment } from "@/features/orders/queries.server.ts";
import { pageLocale } from "@/i18n/page-locale.ts";

type Props = PageProps<"/[locale]/[frame]/[query]/pages/pay/[token]">;

// The frame around the page is built once for a placeholder token; the payment itself renders
// per request inside the Suspense boundary below, and is never cached or indexed.
export function generateStaticParams() {
  return [{ token: "-" }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: pageLocale((await params).locale), namespace: "Pay" });
  return { title: t("title"), robots: { index: false, follow: false } };
}

async function PayPageContent({ params }: Props) {
  const { locale: asked, token } = await params;
  const locale = pageLocale(asked);
  const payment = /^[A-Za-z0-9_-]{16,128}$/.test(token)
    ? await getSandboxPayment(locale, token)
    : "missing";
  // An unknown token: the not-found page, as for any address no payment has.
  if (payment === "missing") notFound();
  if (payment === "unavailable") {
    const tCommon = await getTranslations({ locale, namespace: "Common" });
    return (
      <p className="mx-auto max-w-xl px-4 py-8">
        <span className="block rounded-lg bg-amber-50 p-4 text-sm text-amber-900">
          {tCommon("serviceUnavailable")}
        </span>
      </p>
    );
  }
  return (
    <ClientMessages locale={locale} namespaces={["Pay", "Orders"]}>
      <SandboxPaymentPage payment={payment} token={token} locale={locale} />
    </ClientMessages>
  );
}

/** The sandbox card provider's hosted page (test mode): rendered for each request (ADR 16). */
export default function PayPage(props: Props) {
  return (
    <PerRequestPart>
      <PayPageContent {...props} />
    </PerRequestPart>
  );
}
