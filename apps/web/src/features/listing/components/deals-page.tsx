import type { Locale } from "@souq/contract/locale";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { type CardActions, ProductCard } from "@/components/catalog/product-card.tsx";
import { Breadcrumbs } from "@/components/ui/breadcrumbs.tsx";
import { getProductPage } from "@/features/listing/queries.server.ts";
import type { ShopQuery } from "@/features/listing/shop-query.ts";
import { Link, redirect } from "@/i18n/navigation.tsx";
import { pageHref } from "@/lib/routing/pages.ts";
import { Pagination } from "./pagination.tsx";

/** The deals page's listing: every product on sale, running deals first, soonest to end first. */
export function dealsQuery(page: number): ShopQuery {
  return {
    colours: [],
    sizes: [],
    on_sale: true,
    in_stock: false,
    sort: "ending_soon",
    view: "grid",
    page,
  };
}

const dealsHref = (page: number) => pageHref.deals(page > 1 ? { page } : undefined);

/**
 * `/pages/deals`: the products on sale as grid cards, each running deal with its countdown (drawn
 * by the browser, so the cached page stays the same for everyone), paged like the shop.
 */
export async function DealsPage({
  locale,
  page,
  cardActions,
}: {
  locale: Locale;
  page: number;
  cardActions?: CardActions;
}) {
  const [t, tHeader, tCommon] = await Promise.all([
    getTranslations({ locale, namespace: "Deals" }),
    getTranslations({ locale, namespace: "Header" }),
    getTranslations({ locale, namespace: "Common" }),
  ]);
  const query = dealsQuery(page);
  const products = await getProductPage(query, locale);
  if (!products.ok && products.status === 404) notFound();
  const heading = (
    <>
      <Breadcrumbs
        label={t("breadcrumbs")}
        locale={locale}
        path={dealsHref(page)}
        items={[{ name: tHeader("home"), href: "/" }, { name: t("title") }]}
      />
      <h1 className="mt-2 text-2xl font-bold sm:text-3xl">{t("title")}</h1>
      <p className="mt-1 mb-5 text-muted">{t("intro")}</p>
    </>
  );
  if (!products.ok) {
    return (
      <div className="mx-auto max-w-shop px-4 py-6">
        {heading}
        <p className="rounded-lg bg-amber-50 p-4 text-sm text-amber-900">
          {tCommon("serviceUnavailable")}
        </p>
      </div>
    );
  }
  const { paging } = products;
  // A page past the last (an old link, an edited address) shows the last page, under its address.
  if (paging.total > 0 && paging.page > paging.lastPage)
    redirect({ href: dealsHref(paging.lastPage), locale });
  return (
    <div className="mx-auto max-w-shop px-4 py-6" data-testid="deals-page">
      {heading}
      {products.data.length === 0 ? (
        <div className="rounded-2xl border border-gray-200 bg-white p-6 text-center">
          <p className="mb-4 text-muted" data-testid="no-deals">
            {t("empty")}
          </p>
          <Link
            href={pageHref.shop()}
            className="inline-block rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
          >
            {t("browse")}
          </Link>
        </div>
      ) : (
        <>
          <p className="mb-4 text-sm text-muted" data-testid="result-count">
            {t("count", { count: paging.total })}
          </p>
          <ul
            className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4"
            data-testid="product-list"
          >
            {products.data.map((product, index) => (
              <li key={product.id}>
                <ProductCard
                  product={product}
                  priority={index < 2}
                  actions={cardActions?.(product)}
                />
              </li>
            ))}
          </ul>
          <Pagination
            query={query}
            basePath={pageHref.deals()}
            lastPage={paging.lastPage}
            hrefOf={dealsHref}
          />
        </>
      )}
    </div>
  );
}
