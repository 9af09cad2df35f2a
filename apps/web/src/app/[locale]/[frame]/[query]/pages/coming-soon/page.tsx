import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ComingSoonPage } from "@/features/content/components/coming-soon-page.tsx";
import { pageLocale } from "@/i18n/page-locale.ts";
import { comingSoonAt } from "@/lib/config/runtime-config.server.ts";
import { pageHref } from "@/lib/routing/pages.ts";
import { pageMetadata } from "@/lib/seo/page-metadata.ts";

type Props = PageProps<"/[locale]/[frame]/[query]/pages/coming-soon">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = pageLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: "ComingSoon" });
  // A page for a while only: once open, it has nothing a search should lead to.
  return pageMetadata({
    locale,
    path: pageHref.comingSoon(),
    title: t("title"),
    description: t("description"),
    noIndex: true,
  });
}

/** /pages/coming-soon: the countdown to the date COMING_SOON_AT sets. */
export default async function ComingSoonRoute({ params }: Props) {
  const locale = pageLocale((await params).locale);
  return <ComingSoonPage locale={locale} opensAt={comingSoonAt()} />;
}
