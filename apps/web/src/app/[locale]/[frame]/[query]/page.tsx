import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ArrowIcon } from "@/components/ui/icons.tsx";
import {
  PopularCategories,
  ProductSection,
  VendorSection,
} from "@/features/content/components/home-sections.tsx";
import { RecentlyViewedSection } from "@/features/product/recently-viewed/components/recently-viewed-section.tsx";
import { Link } from "@/i18n/navigation.tsx";
import { pageLocale } from "@/i18n/page-locale.ts";
import { pageParameters } from "@/lib/routing/page-parameters.ts";
import { pageHref } from "@/lib/routing/pages.ts";
import { JsonLd } from "@/lib/seo/json-ld.tsx";
import { absoluteUrl, pageMetadata } from "@/lib/seo/page-metadata.ts";
import { logoUrl, organizationJsonLd, websiteJsonLd } from "@/lib/seo/structured-data.ts";
import { cardActions } from "@/shell/card-actions.tsx";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/[frame]/[query]">): Promise<Metadata> {
  const locale = pageLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: "Metadata" });
  return pageMetadata({
    locale,
    path: "/",
    title: { absolute: t("homeTitle") },
    description: t("homeDescription"),
  });
}

export default async function HomePage({ params }: PageProps<"/[locale]/[frame]/[query]">) {
  const locale = pageLocale((await params).locale);
  await pageParameters(params);
  const t = await getTranslations({ locale, namespace: "Home" });
  const seo = await getTranslations({ locale, namespace: "Seo" });
  const tDeals = await getTranslations({ locale, namespace: "Deals" });
  return (
    <div className="mx-auto flex max-w-shop flex-col gap-12 px-4 py-6">
      <JsonLd
        data={[
          organizationJsonLd({
            name: seo("organizationName"),
            url: absoluteUrl(locale, "/"),
            logo: logoUrl(),
          }),
          websiteJsonLd({ name: seo("organizationName"), locale }),
        ]}
      />
      <section className="rounded-2xl bg-brand-700 px-6 py-8 text-white sm:px-10 sm:py-12">
        <h1 className="max-w-2xl text-2xl font-bold sm:text-4xl">{t("heroTitle")}</h1>
        <p className="mt-3 max-w-xl text-brand-100">{t("heroText")}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link
            href={pageHref.shop()}
            className="inline-flex items-center gap-2 rounded-lg bg-accent-500 px-5 py-2.5 font-semibold text-ink hover:bg-accent-600 hover:text-white"
          >
            {t("heroCta")}
            <ArrowIcon />
          </Link>
          <Link
            href={pageHref.deals()}
            className="inline-flex items-center gap-2 rounded-lg border border-white/60 px-5 py-2.5 font-semibold text-white hover:bg-white hover:text-brand-700"
            data-testid="home-deals-link"
          >
            {tDeals("link")}
          </Link>
        </div>
      </section>
      <ProductSection
        locale={locale}
        section="new_arrival"
        titleKey="newArrivals"
        priority
        cardActions={cardActions}
      />
      <PopularCategories locale={locale} />
      <ProductSection
        locale={locale}
        section="recommended_items"
        titleKey="recommended"
        cardActions={cardActions}
      />
      <VendorSection locale={locale} />
      <RecentlyViewedSection locale={locale} />
    </div>
  );
}
