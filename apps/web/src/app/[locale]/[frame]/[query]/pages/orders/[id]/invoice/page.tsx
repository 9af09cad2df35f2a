import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { PerRequestPart } from "@/components/ui/per-request-part.tsx";
import { InvoiceSheet } from "@/features/orders/components/invoice-sheet.tsx";
import { PrintButton } from "@/features/orders/components/print-button.tsx";
import { getInvoices, getOrder } from "@/features/orders/queries.server.ts";
import { Link } from "@/i18n/navigation.tsx";
import { pageLocale } from "@/i18n/page-locale.ts";
import { pageHref } from "@/lib/routing/pages.ts";
import { signedInShopper } from "@/lib/session/signed-in-shopper.server.ts";

type Props = PageProps<"/[locale]/[frame]/[query]/pages/orders/[id]/invoice">;

// As the order's page: the frame is built once for a placeholder id, the invoices per request.
export function generateStaticParams() {
  return [{ id: "0" }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({
    locale: pageLocale((await params).locale),
    namespace: "Orders",
  });
  return { title: t("invoices"), robots: { index: false } };
}

async function InvoicePageContent({ params }: Props) {
  const { locale: asked, id } = await params;
  const locale = pageLocale(asked);
  const session = await signedInShopper(locale, pageHref.orderInvoice({ id }));
  const orderId = /^[1-9][0-9]{0,9}$/.test(id) ? Number(id) : null;
  const [order, invoices] = orderId
    ? await Promise.all([
        getOrder(locale, session.token, orderId),
        getInvoices(locale, session.token, orderId),
      ])
    : [null, null];
  // Another shopper's order, or none: the not-found page, never a hint that it exists.
  if (!order || !invoices) notFound();
  const t = await getTranslations({ locale, namespace: "Invoices" });
  return (
    <div className="invoice-page mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8">
      <div className="print-hide flex flex-wrap items-center justify-between gap-3">
        <Link
          href={pageHref.order({ id: order.id })}
          className="w-fit text-sm font-semibold text-brand-700 underline"
        >
          {t("backToOrder")}
        </Link>
        {invoices.length > 0 && <PrintButton label={t("print")} />}
      </div>
      <h1 className="print-hide text-2xl font-bold">{t("pageTitle", { number: order.number })}</h1>
      {invoices.length === 0 ? (
        <p data-testid="invoices-none">{t("none")}</p>
      ) : (
        <>
          <p className="print-hide text-sm text-muted">{t("printNote")}</p>
          {invoices.map((invoice) => (
            <InvoiceSheet key={invoice.id} invoice={invoice} locale={locale} />
          ))}
        </>
      )}
    </div>
  );
}

/** The order's simplified tax invoices and credit notes, printable on A4, in both languages. */
export default function InvoicePage(props: Props) {
  return (
    <PerRequestPart>
      <InvoicePageContent {...props} />
    </PerRequestPart>
  );
}
