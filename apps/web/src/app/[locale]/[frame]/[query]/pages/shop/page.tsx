import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Breadcrumbs } from "@/components/ui/breadcrumbs.tsx";
import { findCategoryPath } from "@/features/directory/category-path.ts";
import { getCategories } from "@/features/directory/queries.server.ts";
import { ProductListing } from "@/features/listing/components/product-listing.tsx";
import { parseShopQuery, shopSearchParams } from "@/features/listing/shop-query.ts";
import { pageLocale } from "@/i18n/page-locale.ts";
import { pageParameters } from "@/lib/routing/page-parameters.ts";
import { pageHref } from "@/lib/routing/pages.ts";
import { pageMetadata } from "@/lib/seo/page-metadata.ts";
import { cardActions } from "@/shell/card-actions.tsx";

type Props = PageProps<"/[locale]/[frame]/[query]/pages/shop">;

async function describe({ params }: Props) {
  const locale = pageLocale((await params).locale);
  const query = parseShopQuery(await pageParameters(params));
  const categories = await getCategories(locale);
  const path =
    query.category_id && categories.ok
      ? findCategoryPath(categories.data.categories, query.category_id)
      : [];
  return { locale, query, path };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, query, path } = await describe(props);
  const t = await getTranslations({ locale, namespace: "Shop" });
  const category = path.at(-1);
  const title = query.keyword
    ? t("titleKeyword", { keyword: query.keyword })
    : category
      ? category.name
      : t("title");
  return pageMetadata({
    locale,
    path: pageHref.shop(shopSearchParams(query)),
    title,
    description: category
      ? t("descriptionCategory", { category: category.name })
      : t("description"),
    // Search results are for the shopper who asked; the listings themselves are what to index.
    noIndex: Boolean(query.keyword),
  });
}

export default async function ShopPage(props: Props) {
  const { locale, query, path } = await describe(props);
  const t = await getTranslations({ locale, namespace: "Shop" });
  const tHeader = await getTranslations({ locale, namespace: "Header" });
  const category = path.at(-1);
  const title = query.keyword
    ? t("titleKeyword", { keyword: query.keyword })
    : (category?.name ?? t("title"));
  return (
    <div className="mx-auto max-w-shop px-4 py-6">
      <Breadcrumbs
        label={t("breadcrumbs")}
        locale={locale}
        path={pageHref.shop(shopSearchParams(query))}
        items={[
          { name: tHeader("home"), href: "/" },
          { name: t("title"), href: pageHref.shop() },
          ...path.map((item) => ({
            name: item.name,
            href: pageHref.shop({ category_id: item.id }),
          })),
        ]}
      />
      <h1 className="mt-2 mb-5 text-2xl font-bold sm:text-3xl">{title}</h1>
      <ProductListing
        locale={locale}
        query={query}
        basePath={pageHref.shop()}
        cardActions={cardActions}
      />
    </div>
  );
}
