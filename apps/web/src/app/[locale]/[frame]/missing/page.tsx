import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { NotFoundView } from "@/features/content/components/not-found-view.tsx";
import { pageLocale } from "@/i18n/page-locale.ts";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/[frame]/missing">): Promise<Metadata> {
  const locale = pageLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: "NotFound" });
  return { title: t("title"), robots: { index: false } };
}

/**
 * The not-found page inside the shop frame, one static page per language (ADR 51): the proxy
 * rewrites every address no page claims (and /pages/404) here with status 404, and the
 * storefront's server answers it for a page that found nothing to show (an unknown product,
 * vendor, category or order), always at the address the shopper asked.
 */
export default async function MissingPage({ params }: PageProps<"/[locale]/[frame]/missing">) {
  pageLocale((await params).locale);
  return <NotFoundView />;
}
