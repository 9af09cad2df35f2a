import type { Metadata } from "next";
import {
  ContentPageView,
  contentPageSummary,
} from "@/features/content/components/content-page-view.tsx";
import { pageLocale } from "@/i18n/page-locale.ts";
import { pageHref } from "@/lib/routing/pages.ts";
import { pageMetadata } from "@/lib/seo/page-metadata.ts";

type Props = PageProps<"/[locale]/[frame]/[query]/pages/terms">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = pageLocale((await params).locale);
  return pageMetadata({ locale, path: pageHref.terms(), ...contentPageSummary("terms", locale) });
}

/** The store's page, drawn from apps/web/content/{en,ar}/terms.json. */
export default async function TermsPage({ params }: Props) {
  return <ContentPageView slug="terms" locale={pageLocale((await params).locale)} />;
}
