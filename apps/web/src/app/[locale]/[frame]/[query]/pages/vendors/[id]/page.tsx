import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { Breadcrumbs } from "@/components/ui/breadcrumbs.tsx";
import { VendorHeader } from "@/features/directory/components/vendor-header.tsx";
import { ProductListing } from "@/features/listing/components/product-listing.tsx";
import { getVendor } from "@/features/listing/queries.server.ts";
import { parseShopQuery, shopSearchParams } from "@/features/listing/shop-query.ts";
import { VendorChat } from "@/features/messages/components/vendor-chat.tsx";
import { pageLocale } from "@/i18n/page-locale.ts";
import { pageParameters } from "@/lib/routing/page-parameters.ts";
import { pageHref } from "@/lib/routing/pages.ts";
import { pageMetadata } from "@/lib/seo/page-metadata.ts";
import { cardActions } from "@/shell/card-actions.tsx";

type Props = PageProps<"/[locale]/[frame]/[query]/pages/vendors/[id]">;

/** The vendor of the address, or a 404 for an id that is malformed, unknown or another marketplace's. */
async function loadVendor({ params }: Props) {
  const { locale: raw, id } = await params;
  const locale = pageLocale(raw);
  if (!/^[1-9][0-9]{0,9}$/.test(id)) notFound();
  const vendor = await getVendor(Number(id), locale);
  if (!vendor.ok && vendor.status === 404) notFound();
  return { locale, vendor };
}

/** Pages are made on first request; this placeholder (never a real id) only lets the build check the route. */
export function generateStaticParams() {
  return [{ id: "0" }];
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, vendor } = await loadVendor(props);
  const t = await getTranslations({ locale, namespace: "Vendors" });
  if (!vendor.ok) return { title: t("title") };
  const store = vendor.data.data;
  const query = parseShopQuery(await pageParameters(props.params));
  return pageMetadata({
    locale,
    path: pageHref.vendor({ id: store.id }, shopSearchParams(query)),
    title: store.name,
    description: t("storeDescription", { name: store.name, city: store.city }),
    image: store.logo,
  });
}

export default async function VendorStorePage(props: Props) {
  const { locale, vendor } = await loadVendor(props);
  const t = await getTranslations({ locale, namespace: "Vendors" });
  const tHeader = await getTranslations({ locale, namespace: "Header" });
  const tCommon = await getTranslations({ locale, namespace: "Common" });
  if (!vendor.ok) {
    return (
      <div className="mx-auto max-w-shop px-4 py-6">
        <p className="rounded-lg bg-amber-50 p-4 text-sm text-amber-900">
          {tCommon("serviceUnavailable")}
        </p>
      </div>
    );
  }
  const store = vendor.data.data;
  const query = parseShopQuery(await pageParameters(props.params));
  const basePath = pageHref.vendor({ id: store.id });
  return (
    <div className="mx-auto flex max-w-shop flex-col gap-6 px-4 py-6">
      <Breadcrumbs
        label={t("breadcrumbs")}
        locale={locale}
        path={basePath}
        items={[
          { name: tHeader("home"), href: "/" },
          { name: t("title"), href: pageHref.vendors() },
          { name: store.name },
        ]}
      />
      <VendorHeader
        vendor={store}
        locale={locale}
        chat={
          <VendorChat locale={locale} vendor={{ id: store.id, name: store.name }} path={basePath} />
        }
      />
      <section aria-labelledby="vendor-products">
        <h2 id="vendor-products" className="mb-4 text-xl font-bold">
          {t("productsOf", { name: store.name })}
        </h2>
        <ProductListing
          cardActions={cardActions}
          locale={locale}
          query={{ ...query, vendor_id: undefined }}
          basePath={basePath}
          scope={{ vendor_id: store.id }}
        />
      </section>
    </div>
  );
}
