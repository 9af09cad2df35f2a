import type { Locale } from "@souq/contract/locale";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { type CardActions, ProductCard } from "@/components/catalog/product-card.tsx";
import { ClientMessages } from "@/components/ui/client-messages.tsx";
import { getProductFacets, getProductPage } from "@/features/listing/queries.server.ts";
import {
  countFilters,
  type ShopQuery,
  shopHref,
  withChanges,
  withoutFilters,
} from "@/features/listing/shop-query.ts";
import { shownFacets } from "@/features/listing/shown-facets.ts";
import { redirect } from "@/i18n/navigation.tsx";
import { ActiveFilters } from "./active-filters.tsx";
import { DesktopFilters } from "./desktop-filters.tsx";
import { EmptyListing } from "./empty-listing.tsx";
import { FilterDrawer } from "./filter-drawer.tsx";
import { FilterSidebar } from "./filter-sidebar.tsx";
import { KeywordNotice } from "./keyword-notice.tsx";
import { ListingNavigationProvider, ListingResults } from "./listing-navigation.tsx";
import { Pagination } from "./pagination.tsx";
import { SortSelect } from "./sort-select.tsx";
import { ViewSwitch } from "./view-switch.tsx";

const layouts = {
  grid: "grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3",
  list: "flex flex-col gap-4",
  small: "grid gap-3 sm:grid-cols-2",
} as const;

const aboveTheFold = { grid: 2, list: 1, small: 4 } as const;

/** The strings the listing's browser code reads: the filters and the sort menu. */
const listingClientMessages = ["Shop.filters", "Shop.sortBy", "Shop.sorts"];

interface ProductListingProps {
  locale: Locale;
  query: ShopQuery;
  /** The listing's own path without the language prefix: /pages/shop or a vendor's store. */
  basePath: string;
  /** Filters the page itself implies (a vendor's store), sent to the API but not written in links. */
  scope?: Pick<Partial<ShopQuery>, "vendor_id">;
  /** The buttons each card carries, from the composing page. */
  cardActions?: CardActions;
}

/**
 * A listing of products with its filter sidebar (a drawer on phones), sort, views and pages. Every
 * choice is in the address; an unknown category or vendor is a 404.
 */
export async function ProductListing({
  locale,
  query,
  basePath,
  scope,
  cardActions,
}: ProductListingProps) {
  const t = await getTranslations("Shop");
  const scoped = { ...query, ...scope };
  const [products, facets] = await Promise.all([
    getProductPage(scoped, locale),
    getProductFacets(scoped, locale),
  ]);
  if (!products.ok && products.status === 404) notFound();
  if (!products.ok) {
    return (
      <p className="rounded-lg bg-amber-50 p-4 text-sm text-amber-900">
        {(await getTranslations("Common"))("serviceUnavailable")}
      </p>
    );
  }
  const { paging } = products;
  // A page past the last (an old link, an edited address) shows the last page, under its address.
  if (paging.total > 0 && paging.page > paging.lastPage)
    redirect({ href: shopHref(basePath, withChanges(query, { page: paging.lastPage })), locale });
  const from = paging.total === 0 ? 0 : (paging.page - 1) * paging.perPage + 1;
  const to = Math.min(paging.total, paging.page * paging.perPage);
  const clearHref = shopHref(basePath, withoutFilters(query));
  const sidebar = facets.ok ? (
    <FilterSidebar
      query={query}
      facets={shownFacets(facets.data, query)}
      locale={locale}
      basePath={basePath}
    />
  ) : null;
  return (
    <ClientMessages locale={locale} namespaces={listingClientMessages}>
      <ListingNavigationProvider>
        <div className="flex gap-6">
          {sidebar && (
            <aside
              aria-label={t("filters.title")}
              className="hidden w-[280px] shrink-0 lg:block xl:w-[350px]"
              data-testid="filter-sidebar"
            >
              <DesktopFilters>{sidebar}</DesktopFilters>
            </aside>
          )}
          <div className="min-w-0 flex-1">
            <div className="mb-4 flex flex-wrap items-center gap-3">
              {sidebar && <FilterDrawer count={countFilters(query)}>{sidebar}</FilterDrawer>}
              <p
                className="me-auto text-sm text-muted"
                data-testid="result-count"
                aria-live="polite"
              >
                {t("showing", { from, to, total: paging.total })}
              </p>
              <SortSelect query={query} />
              <ViewSwitch query={query} basePath={basePath} />
            </div>
            {products.data.length > 0 && (
              <KeywordNotice
                query={query}
                basePath={basePath}
                locale={locale}
                partial={products.partial}
                answer={products.answer}
              />
            )}
            <ActiveFilters
              query={query}
              facets={facets.ok ? facets.data : null}
              basePath={basePath}
              locale={locale}
            />
            {/* Cards carry h3 titles; this keeps the outline h1 → h2 → h3 for screen readers. */}
            <h2 className="sr-only">{t("results")}</h2>
            <ListingResults>
              {products.data.length === 0 ? (
                <EmptyListing query={query} clearHref={clearHref} />
              ) : (
                <ul
                  className={layouts[query.view]}
                  data-testid="product-list"
                  data-view={query.view}
                >
                  {products.data.map((product, index) => (
                    <li key={product.id}>
                      <ProductCard
                        product={product}
                        view={query.view}
                        priority={index < aboveTheFold[query.view]}
                        actions={cardActions?.(product)}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </ListingResults>
            <Pagination query={query} basePath={basePath} lastPage={paging.lastPage} />
          </div>
        </div>
      </ListingNavigationProvider>
    </ClientMessages>
  );
}
