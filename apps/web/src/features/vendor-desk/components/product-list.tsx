import type { Locale } from "@souq/contract/locale";
import {
  type ProductStatus,
  productStatuses,
  type VendorProductListResponse,
} from "@souq/contract/vendor-desk";
import { useTranslations } from "next-intl";
import { PreviousNextPages } from "@/components/ui/previous-next-pages.tsx";
import { ResponsivePicture } from "@/components/ui/responsive-picture.tsx";
import { getPathname, Link } from "@/i18n/navigation.tsx";
import { pageHref } from "@/lib/routing/pages.ts";
import { ProductEditor } from "./product-editor.tsx";

/** A status's badge: a draft is quiet, a published product green, an archived one grey. */
const statusClass: Record<ProductStatus, string> = {
  draft: "bg-amber-100 text-amber-900",
  published: "bg-green-100 text-green-900",
  archived: "bg-gray-200 text-gray-800",
};

/** The search over the vendor's products: a GET form to this page, so the keyword is in the address. */
export function ProductSearch({
  keyword,
  status,
  locale,
}: {
  keyword: string;
  status: ProductStatus | undefined;
  locale: Locale;
}) {
  const t = useTranslations("VendorDesk.products");
  return (
    <form
      action={getPathname({ href: pageHref.vendorProducts(), locale })}
      className="flex flex-wrap items-end gap-2"
      data-testid="product-search"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor="desk-product-keyword" className="text-sm font-semibold">
          {t("search")}
        </label>
        <input
          id="desk-product-keyword"
          type="search"
          name="keyword"
          defaultValue={keyword}
          maxLength={100}
          className="w-full min-w-0 rounded-lg border border-gray-300 bg-white px-3 py-2 outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-100"
        />
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor="desk-product-status" className="text-sm font-semibold">
          {t("statusFilter")}
        </label>
        <select
          id="desk-product-status"
          name="status"
          defaultValue={status ?? ""}
          className="rounded-lg border border-gray-300 bg-white px-3 py-2 outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-100"
          data-testid="status-filter"
        >
          <option value="">{t("allStatuses")}</option>
          {productStatuses.map((value) => (
            <option key={value} value={value}>
              {t(`status.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
      >
        {t("searchButton")}
      </button>
      {(keyword || status) && (
        <Link
          href={pageHref.vendorProducts()}
          className="px-2 py-2 text-sm font-semibold text-brand-700 underline"
        >
          {t("showAll")}
        </Link>
      )}
    </form>
  );
}

/** One page of the vendor's products, each with its prices and stock to edit in place. */
export function ProductList({
  page,
  keyword,
  status,
}: {
  page: VendorProductListResponse;
  keyword: string;
  status: ProductStatus | undefined;
}) {
  const t = useTranslations("VendorDesk");
  const { current_page: current, last_page: last, total } = page.meta;
  if (page.data.length === 0) {
    return (
      <p className="rounded-2xl border border-gray-200 bg-white p-6" data-testid="products-empty">
        {keyword ? t("products.noMatch", { keyword }) : t("products.empty")}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted" role="status">
        {t("products.found", { count: total })}
      </p>
      <ul className="flex flex-col gap-4" data-testid="desk-product-list">
        {page.data.map((product) => (
          <li key={product.id}>
            <article
              aria-labelledby={`desk-product-${product.id}`}
              className="flex flex-col gap-4 rounded-2xl border border-gray-200 bg-white p-4 sm:p-6"
              data-testid="desk-product"
              data-product={product.id}
            >
              <header className="flex items-center gap-3">
                {product.picture ? (
                  <ResponsivePicture
                    picture={product.picture}
                    alt=""
                    sizes="56px"
                    className="h-14 w-14 shrink-0 rounded-lg bg-gray-100 object-cover"
                  />
                ) : (
                  <span aria-hidden="true" className="h-14 w-14 shrink-0 rounded-lg bg-gray-100" />
                )}
                <div className="flex min-w-0 flex-col gap-0.5">
                  <h2 id={`desk-product-${product.id}`} className="line-clamp-2 font-bold">
                    {product.name}
                  </h2>
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                    <span
                      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusClass[product.status]}`}
                      data-testid="product-status"
                      data-status={product.status}
                    >
                      {t(`products.status.${product.status}`)}
                    </span>
                    <Link
                      href={pageHref.vendorProduct({ id: product.id })}
                      aria-label={t("products.editProduct", { product: product.name })}
                      className="w-fit font-semibold text-brand-700 underline"
                      data-testid="edit-product"
                    >
                      {t("products.edit")}
                    </Link>
                    {product.status === "published" && (
                      <Link
                        href={pageHref.product({ id: product.id })}
                        className="w-fit font-semibold text-brand-700 underline"
                      >
                        {t("products.view")}
                      </Link>
                    )}
                  </div>
                </div>
              </header>
              <ProductEditor product={product} />
            </article>
          </li>
        ))}
      </ul>
      <PreviousNextPages
        path={pageHref.vendorProducts({ keyword: keyword || undefined, status })}
        current={current}
        last={last}
        labels={{
          navigation: t("products.pages"),
          previous: t("pages.previous"),
          next: t("pages.next"),
          pageOf: t("pages.pageOf", { page: current, last }),
        }}
      />
    </div>
  );
}
