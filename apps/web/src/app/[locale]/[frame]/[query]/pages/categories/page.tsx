import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Breadcrumbs } from "@/components/ui/breadcrumbs.tsx";
import { CategoryDirectory } from "@/features/directory/components/category-directory.tsx";
import { getCategories } from "@/features/directory/queries.server.ts";
import { pageLocale } from "@/i18n/page-locale.ts";
import { pageParameters } from "@/lib/routing/page-parameters.ts";
import { pageHref } from "@/lib/routing/pages.ts";
import { pageMetadata } from "@/lib/seo/page-metadata.ts";

type Props = PageProps<"/[locale]/[frame]/[query]/pages/categories">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = pageLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: "Categories" });
  return pageMetadata({
    locale,
    path: pageHref.categories(),
    title: t("title"),
    description: t("description"),
  });
}

export default async function CategoriesPage({ params }: Props) {
  const locale = pageLocale((await params).locale);
  await pageParameters(params);
  const t = await getTranslations({ locale, namespace: "Categories" });
  const tHeader = await getTranslations({ locale, namespace: "Header" });
  const tCommon = await getTranslations({ locale, namespace: "Common" });
  const categories = await getCategories(locale);
  return (
    <div className="mx-auto max-w-shop px-4 py-6">
      <Breadcrumbs
        label={t("breadcrumbs")}
        locale={locale}
        path={pageHref.categories()}
        items={[{ name: tHeader("home"), href: "/" }, { name: t("title") }]}
      />
      <h1 className="mt-2 mb-5 text-2xl font-bold sm:text-3xl">{t("title")}</h1>
      {categories.ok ? (
        <CategoryDirectory categories={categories.data.categories} />
      ) : (
        <p className="rounded-lg bg-amber-50 p-4 text-sm text-amber-900">
          {tCommon("serviceUnavailable")}
        </p>
      )}
    </div>
  );
}
