import type { Metadata } from "next";
import {
  ContentPageView,
  contentPageSummary,
} from "@/features/content/components/content-page-view.tsx";
import { pageLocale } from "@/i18n/page-locale.ts";
import { pageHref } from "@/lib/routing/pages.ts";
import { pageMetadata } from "@/lib/seo/page-metadata.ts";

type Props = PageProps<"/[locale]/[frame]/[query]/pages/about">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = pageLocale((await params).locale);
  return pageMetadata({ locale, path: pageHref.about(), ...contentPageSummary("about", locale) });
}

/** The store's page, drawn from apps/web/content/{en,ar}/about.json. */
export default async function AboutPage({ params }: Props) {
  return <ContentPageView slug="about" locale={pageLocale((await params).locale)} />;
}
