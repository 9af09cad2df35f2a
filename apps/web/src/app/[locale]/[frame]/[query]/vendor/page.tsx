import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PerRequestPart } from "@/components/ui/per-request-part.tsx";
import { DeskDashboard } from "@/features/vendor-desk/components/dashboard.tsx";
import { DeskFrame, DeskUnavailable } from "@/features/vendor-desk/components/desk-frame.tsx";
import { readDeskSummary } from "@/features/vendor-desk/queries.server.ts";
import { pageLocale } from "@/i18n/page-locale.ts";
import { pageHref } from "@/lib/routing/pages.ts";

type Props = PageProps<"/[locale]/[frame]/[query]/vendor">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({
    locale: pageLocale((await params).locale),
    namespace: "VendorDesk",
  });
  return { title: t("title"), robots: { index: false, follow: false } };
}

async function DashboardContent({ params }: Props) {
  const locale = pageLocale((await params).locale);
  const summary = await readDeskSummary({ locale, path: pageHref.vendorDashboard() });
  return (
    <DeskFrame section="dashboard">
      {summary.ok ? (
        <DeskDashboard summary={summary.data.data} locale={locale} />
      ) : (
        <DeskUnavailable message={summary.message} />
      )}
    </DeskFrame>
  );
}

/** The vendor's dashboard: its staff only, rendered for each request and never cached (ADR 48). */
export default function VendorDashboardPage(props: Props) {
  return (
    <PerRequestPart>
      <DashboardContent {...props} />
    </PerRequestPart>
  );
}
