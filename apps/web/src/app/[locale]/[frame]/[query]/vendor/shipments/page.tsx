import { type ShipmentStatus, shipmentStatus } from "@souq/contract/orders";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PerRequestPart } from "@/components/ui/per-request-part.tsx";
import { DeskFrame, DeskUnavailable } from "@/features/vendor-desk/components/desk-frame.tsx";
import { ShipmentFilters, ShipmentList } from "@/features/vendor-desk/components/shipment-list.tsx";
import { readDeskShipments } from "@/features/vendor-desk/queries.server.ts";
import { redirect } from "@/i18n/navigation.tsx";
import { pageLocale } from "@/i18n/page-locale.ts";
import { pageHref } from "@/lib/routing/pages.ts";

type Props = PageProps<"/[locale]/[frame]/[query]/vendor/shipments">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({
    locale: pageLocale((await params).locale),
    namespace: "VendorDesk.shipments",
  });
  return { title: t("title"), robots: { index: false, follow: false } };
}

async function ShipmentsContent({ params, searchParams }: Props) {
  const locale = pageLocale((await params).locale);
  const { status: askedStatus, page: askedPage } = await searchParams;
  const parsed = shipmentStatus.safeParse(askedStatus);
  const status: ShipmentStatus | undefined = parsed.success ? parsed.data : undefined;
  const page =
    typeof askedPage === "string" && /^[1-9][0-9]{0,4}$/.test(askedPage) ? Number(askedPage) : 1;
  const here = {
    locale,
    path: pageHref.vendorShipments({ status, page: page > 1 ? page : undefined }),
  };
  const [shipments, t] = await Promise.all([
    readDeskShipments(here, { status, page }),
    getTranslations({ locale, namespace: "VendorDesk.shipments" }),
  ]);
  // A page past the last (the list got shorter): the last page.
  if (shipments.ok && page > shipments.data.meta.last_page) {
    redirect({
      href: pageHref.vendorShipments({ status, page: shipments.data.meta.last_page }),
      locale,
    });
  }
  return (
    <DeskFrame section="shipments">
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <ShipmentFilters current={status} />
      {shipments.ok ? (
        <ShipmentList page={shipments.data} status={status} locale={locale} />
      ) : (
        <DeskUnavailable message={shipments.message} />
      )}
    </DeskFrame>
  );
}

/** The vendor's shipments, by step, 20 a page: its staff only, rendered for each request (ADR 48). */
export default function VendorShipmentsPage(props: Props) {
  return (
    <PerRequestPart>
      <ShipmentsContent {...props} />
    </PerRequestPart>
  );
}
