import { productStatus } from "@souq/contract/vendor-desk";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/ui/client-messages.tsx";
import { PerRequestPart } from "@/components/ui/per-request-part.tsx";
import { DeskFrame, DeskUnavailable } from "@/features/vendor-desk/components/desk-frame.tsx";
import { ProductList, ProductSearch } from "@/features/vendor-desk/components/product-list.tsx";
import { readDeskProducts } from "@/features/vendor-desk/queries.server.ts";
import { Link, redirect } from "@/i18n/navigation.tsx";
import { pageLocale } from "@/i18n/page-locale.ts";
import { pageHref } from "@/lib/routing/pages.ts";

type Props = PageProps<"/[locale]/[frame]/[query]/vendor/products">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({
    locale: pageLocale((await params).locale),
    namespace: "VendorDesk.products",
  });
  return { title: t("title"), robots: { index: false, follow: false } };
}

async function ProductsContent({ params, searchParams }: Props) {
  const locale = pageLocale((await params).locale);
  const { keyword: askedKeyword, page: askedPage, status: askedStatus } = await searchParams;
  const keyword = typeof askedKeyword === "string" ? askedKeyword.trim().slice(0, 100) : "";
  const chosen = productStatus.safeParse(askedStatus);
  const status = chosen.success ? chosen.data : undefined;
  const page =
    typeof askedPage === "string" && /^[1-9][0-9]{0,4}$/.test(askedPage) ? Number(askedPage) : 1;
  const here = {
    locale,
    path: pageHref.vendorProducts({
      keyword: keyword || undefined,
      status,
      page: page > 1 ? page : undefined,
    }),
  };
  const [products, t] = await Promise.all([
    readDeskProducts(here, { keyword: keyword || undefined, status, page }),
    getTranslations({ locale, namespace: "VendorDesk.products" }),
  ]);
  if (products.ok && page > products.data.meta.last_page) {
    redirect({
      href: pageHref.vendorProducts({
        keyword: keyword || undefined,
        status,
        page: products.data.meta.last_page,
      }),
      locale,
    });
  }
  return (
    <DeskFrame section="products">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        <Link
          href={pageHref.vendorNewProduct()}
          className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          data-testid="new-product"
        >
          {t("newProduct")}
        </Link>
      </div>
      <ProductSearch keyword={keyword} status={status} locale={locale} />
      {products.ok ? (
        <ClientMessages locale={locale} namespaces={["VendorDesk.products"]}>
          <ProductList page={products.data} keyword={keyword} status={status} />
        </ClientMessages>
      ) : (
        <DeskUnavailable message={products.message} />
      )}
    </DeskFrame>
  );
}

/** The vendor's products with their prices and stock to edit: its staff only, per request (ADR 48). */
export default function VendorProductsPage(props: Props) {
  return (
    <PerRequestPart>
      <ProductsContent {...props} />
    </PerRequestPart>
  );
}
