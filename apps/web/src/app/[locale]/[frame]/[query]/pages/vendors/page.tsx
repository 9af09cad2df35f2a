import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { VendorCard } from "@/components/catalog/vendor-card.tsx";
import { Breadcrumbs } from "@/components/ui/breadcrumbs.tsx";
import { Pagination } from "@/features/listing/components/pagination.tsx";
import { getVendors } from "@/features/listing/queries.server.ts";
import { parseShopQuery } from "@/features/listing/shop-query.ts";
import { pageLocale } from "@/i18n/page-locale.ts";
import { pageParameters } from "@/lib/routing/page-parameters.ts";
import { pageHref } from "@/lib/routing/pages.ts";
import { pageMetadata } from "@/lib/seo/page-metadata.ts";

type Props = PageProps<"/[locale]/[frame]/[query]/pages/vendors">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = pageLocale((await params).locale);
  const { page } = parseShopQuery({ page: (await pageParameters(params)).page });
  const t = await getTranslations({ locale, namespace: "Vendors" });
  return pageMetadata({
    locale,
    path: pageHref.vendors({ page }),
    title: t("title"),
    description: t("description"),
  });
}

export default async function VendorsPage({ params }: Props) {
  const locale = pageLocale((await params).locale);
  const query = parseShopQuery({ page: (await pageParameters(params)).page });
  const t = await getTranslations({ locale, namespace: "Vendors" });
  const tHeader = await getTranslations({ locale, namespace: "Header" });
  const tCommon = await getTranslations({ locale, namespace: "Common" });
  const vendors = await getVendors(query.page, locale);
  return (
    <div className="mx-auto max-w-shop px-4 py-6">
      <Breadcrumbs
        label={t("breadcrumbs")}
        locale={locale}
        path={pageHref.vendors()}
        items={[{ name: tHeader("home"), href: "/" }, { name: t("title") }]}
      />
      <h1 className="mt-2 mb-5 text-2xl font-bold sm:text-3xl">{t("title")}</h1>
      {vendors.ok ? (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="vendor-list">
            {vendors.data.data.map((vendor) => (
              <li key={vendor.id}>
                <VendorCard vendor={vendor} />
              </li>
            ))}
          </ul>
          <Pagination
            query={query}
            basePath={pageHref.vendors()}
            lastPage={vendors.data.meta.last_page}
          />
        </>
      ) : (
        <p className="rounded-lg bg-amber-50 p-4 text-sm text-amber-900">
          {tCommon("serviceUnavailable")}
        </p>
      )}
    </div>
  );
}
