import type { Metadata } from "next";
import {
  ContactPageView,
  contactPageSummary,
} from "@/features/content/components/contact-page-view.tsx";
import { pageLocale } from "@/i18n/page-locale.ts";
import { pageHref } from "@/lib/routing/pages.ts";
import { pageMetadata } from "@/lib/seo/page-metadata.ts";

type Props = PageProps<"/[locale]/[frame]/[query]/pages/contact">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = pageLocale((await params).locale);
  return pageMetadata({ locale, path: pageHref.contact(), ...contactPageSummary(locale) });
}

/** The marketplace's address, phone, email, hours, map and contact form. */
export default async function ContactPage({ params }: Props) {
  return <ContactPageView locale={pageLocale((await params).locale)} />;
}
