import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Breadcrumbs } from "@/components/ui/breadcrumbs.tsx";
import { ClientMessages } from "@/components/ui/client-messages.tsx";
import { ComparePageView } from "@/features/compare/components/compare-page-view.tsx";
import { pageLocale } from "@/i18n/page-locale.ts";
import { pageParameters } from "@/lib/routing/page-parameters.ts";
import { pageHref } from "@/lib/routing/pages.ts";
import { pageMetadata } from "@/lib/seo/page-metadata.ts";

type Props = PageProps<"/[locale]/[frame]/[query]/pages/compare">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = pageLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: "ComparePage" });
  // Each browser's own list: nothing for a search engine to index.
  return pageMetadata({
    locale,
    path: pageHref.compare(),
    title: t("title"),
    description: t("description"),
    noIndex: true,
  });
}

/**
 * The compare page: the same cached frame and heading for every shopper; the products come from
 * the browser's own compare list, read through the storefront's `/api/compare` once it opens.
 */
export default async function ComparePage({ params }: Props) {
  const locale = pageLocale((await params).locale);
  await pageParameters(params);
  const [t, tHeader] = await Promise.all([
    getTranslations({ locale, namespace: "ComparePage" }),
    getTranslations({ locale, namespace: "Header" }),
  ]);
  return (
    <div className="mx-auto max-w-shop px-4 py-6">
      <Breadcrumbs
        label={t("breadcrumbs")}
        locale={locale}
        path={pageHref.compare()}
        items={[{ name: tHeader("home"), href: "/" }, { name: t("title") }]}
      />
      <h1 className="mt-2 mb-5 text-2xl font-bold sm:text-3xl">{t("title")}</h1>
      <ClientMessages locale={locale} namespaces={["ComparePage"]}>
        <ComparePageView locale={locale} />
      </ClientMessages>
    </div>
  );
}
