import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/ui/client-messages.tsx";
import { PerRequestPart } from "@/components/ui/per-request-part.tsx";
import { DeskFrame, DeskUnavailable } from "@/features/vendor-desk/components/desk-frame.tsx";
import { ShipmentView } from "@/features/vendor-desk/components/shipment-view.tsx";
import { readDeskShipment } from "@/features/vendor-desk/queries.server.ts";
import { Link } from "@/i18n/navigation.tsx";
import { pageLocale } from "@/i18n/page-locale.ts";
import { pageHref } from "@/lib/routing/pages.ts";

type Props = PageProps<"/[locale]/[frame]/[query]/vendor/shipments/[id]">;

// The frame around the page is built once for a placeholder id; the shipment itself renders per
// request inside the Suspense boundary below.
export function generateStaticParams() {
  return [{ id: "0" }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({
    locale: pageLocale((await params).locale),
    namespace: "VendorDesk.shipments",
  });
  return { title: t("title"), robots: { index: false, follow: false } };
}

async function ShipmentContent({ params }: Props) {
  const { locale: asked, id } = await params;
  const locale = pageLocale(asked);
  if (!/^[1-9][0-9]{0,9}$/.test(id)) notFound();
  // Another vendor's shipment, or none, is the not-found page (queries.server.ts).
  const shipment = await readDeskShipment(
    { locale, path: pageHref.vendorShipment({ id }) },
    Number(id),
  );
  const t = await getTranslations({ locale, namespace: "VendorDesk.shipment" });
  return (
    <DeskFrame section="shipments" inside>
      <Link
        href={pageHref.vendorShipments()}
        className="w-fit text-sm font-semibold text-brand-700 underline"
      >
        {t("back")}
      </Link>
      {shipment.ok ? (
        <ClientMessages locale={locale} namespaces={["VendorDesk.shipment"]}>
          <ShipmentView shipment={shipment.data.data} locale={locale} />
        </ClientMessages>
      ) : (
        <DeskUnavailable message={shipment.message} />
      )}
    </DeskFrame>
  );
}

/** One of the vendor's shipments and its next step: its staff only, rendered per request (ADR 48). */
export default function VendorShipmentPage(props: Props) {
  return (
    <PerRequestPart>
      <ShipmentContent {...props} />
    </PerRequestPart>
  );
}
