"use client";

import type { Locale } from "@souq/contract/locale";
import { useTranslations } from "next-intl";
import { type ReactNode, useEffect, useId, useState, useSyncExternalStore } from "react";
import { PriceDisplay } from "@/components/catalog/price-display.tsx";
import { CloseIcon } from "@/components/ui/icons.tsx";
import { RatingStars } from "@/components/ui/rating-stars.tsx";
import { ResponsivePicture } from "@/components/ui/responsive-picture.tsx";
import type { CompareProduct, compareEndpoint } from "@/features/compare/compare-endpoint.ts";
import { compareIdsOf, compareLimit } from "@/features/compare/compare-list.ts";
import { type CompareRow, compareRows, type FixedRow } from "@/features/compare/compare-rows.ts";
import { useCompare } from "@/features/compare/use-compare.ts";
import { Link } from "@/i18n/navigation.tsx";
import { updateStore } from "@/lib/client-store/persisted-store.ts";
import { pageHref } from "@/lib/routing/pages.ts";
import { requestStorefront } from "@/lib/storefront-endpoints/request-storefront.ts";
import { storefrontPaths } from "@/lib/storefront-endpoints/storefront-paths.ts";

const noChange = () => () => {};

/** True once the page runs in the browser, where the compare list is (the server has none). */
function useInBrowser(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}

type Loaded = { status: "idle" | "loading" | "failed"; products: Map<number, CompareProduct> };

/**
 * Reads the products of the compare list from the storefront's compare call, only those it does
 * not have yet (removing one asks for nothing). Products the catalog no longer has leave the list.
 */
function useCompareProducts(ids: number[], locale: Locale, attempt: number): Loaded {
  const [loaded, setLoaded] = useState<Loaded>({ status: "idle", products: new Map() });
  const wanted = ids.filter((id) => !loaded.products.has(id)).join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt asks again after a failure
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    setLoaded((state) => ({ ...state, status: "loading" }));
    requestStorefront<typeof compareEndpoint>(storefrontPaths.compare, {
      query: { ids: wanted, locale },
    })
      .then((answer) => (answer.ok ? answer.data : Promise.reject(answer.status)))
      .then((body) => {
        if (!current) return;
        setLoaded((state) => {
          const products = new Map(state.products);
          for (const product of body.data) products.set(product.id, product);
          return { status: "idle", products };
        });
        const names = new Map(body.data.map((product) => [product.id, product.name]));
        updateStore((state) => ({
          ...state,
          compare: state.compare
            .filter((item) => !body.missing.includes(item.id))
            // The header's list shows the names in the language the shopper reads now.
            .map((item) => ({ ...item, name: names.get(item.id) ?? item.name })),
        }));
      })
      .catch(() => {
        if (current) setLoaded((state) => ({ ...state, status: "failed" }));
      });
    return () => {
      current = false;
    };
  }, [wanted, locale, attempt]);
  return loaded;
}

/**
 * The compare list side by side: a table with a column per product (picture, name, remove) and a
 * row per feature, then one per specification any of them lists. Rows whose values differ are
 * marked with a word in their heading (so screen readers hear it) and a tint; a switch shows only
 * those. On a phone the table scrolls sideways under its first column, which stays in place.
 */
export function ComparePageView({ locale }: { locale: Locale }) {
  const t = useTranslations("ComparePage");
  const tHeader = useTranslations("Header");
  const tProduct = useTranslations("Product");
  const inBrowser = useInBrowser();
  const { list, remove, clear } = useCompare();
  const ids = compareIdsOf(list);
  const [attempt, setAttempt] = useState(0);
  const loaded = useCompareProducts(ids, locale, attempt);
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const captionId = useId();
  const hintId = useId();

  if (!inBrowser) return <div className="min-h-64" aria-busy="true" />;
  if (ids.length === 0) {
    return (
      <div
        className="flex flex-col items-center gap-3 rounded-xl border border-gray-200 px-4 py-12 text-center"
        data-testid="compare-page-empty"
      >
        <p className="text-lg font-semibold">{t("empty")}</p>
        <p className="text-sm text-muted">{t("emptyHint")}</p>
        <Link
          href={pageHref.shop()}
          className="mt-2 rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          {t("goToShop")}
        </Link>
      </div>
    );
  }

  const products = ids.flatMap((id) => {
    const product = loaded.products.get(id);
    return product ? [product] : [];
  });
  if (products.length < ids.length) {
    return loaded.status === "failed" ? (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-lg bg-amber-50 p-4">
        <p className="text-sm text-amber-900">{t("failed")}</p>
        <button
          type="button"
          onClick={() => setAttempt((count) => count + 1)}
          className="rounded-lg border border-gray-300 bg-white px-4 py-2 text-sm font-semibold"
        >
          {t("retry")}
        </button>
      </div>
    ) : (
      <p role="status" className="min-h-64 text-muted" aria-busy="true">
        {t("loading")}
      </p>
    );
  }

  const rows = compareRows(products);
  const shownRows = onlyDifferences ? rows.filter((row) => row.differs) : rows;
  const fixedCell = (kind: FixedRow, product: CompareProduct): ReactNode => {
    switch (kind) {
      case "price":
        return <PriceDisplay view={product.price} locale={locale} size="md" />;
      case "rating":
        return (
          <span className="flex flex-wrap items-center gap-1.5">
            <RatingStars
              rating={product.rating}
              label={tProduct("rating", { rating: product.rating.toFixed(1) })}
            />
            <span className="whitespace-nowrap text-xs text-muted">
              ({tProduct("reviews", { count: product.reviews })})
            </span>
          </span>
        );
      case "vendor":
        return (
          <Link
            href={pageHref.vendor({ id: product.vendor.id })}
            className="font-semibold text-brand-700 hover:underline"
          >
            {product.vendor.name}
          </Link>
        );
      case "category":
        return (
          <Link
            href={pageHref.shop({ category_id: product.category.id })}
            className="font-semibold text-brand-700 hover:underline"
          >
            {product.category.name}
          </Link>
        );
      case "colours":
        return product.colours.length ? (
          <ul className="flex flex-col gap-1">
            {product.colours.map(([hex, name]) => (
              <li key={hex} className="flex items-center gap-1.5">
                <span
                  aria-hidden="true"
                  className="h-3.5 w-3.5 shrink-0 rounded-full border border-gray-300"
                  style={{ backgroundColor: hex }}
                />
                {name}
              </li>
            ))}
          </ul>
        ) : (
          <span className="text-muted">{t("none")}</span>
        );
      case "sizes":
        return product.sizes.length ? (
          product.sizes.join(locale === "ar" ? "، " : ", ")
        ) : (
          <span className="text-muted">{t("none")}</span>
        );
      case "stock":
        return product.stock > 0 ? (
          <span className="font-semibold text-brand-700">
            {t("inStock", { count: product.stock })}
          </span>
        ) : (
          <span className="font-semibold text-sale">{t("outOfStock")}</span>
        );
    }
  };
  const rowHeading = (row: CompareRow) => (
    <th
      scope="row"
      className={`sticky start-0 z-10 w-24 border-e border-b border-gray-200 p-2 text-start align-top font-semibold sm:w-44 sm:p-3 ${row.differs ? "bg-amber-50" : "bg-gray-50"}`}
    >
      <span className="block">{row.kind === "specification" ? row.label : t(row.kind)}</span>
      {row.differs && (
        <span className="mt-1 inline-block rounded bg-amber-200 px-1.5 py-0.5 text-xs font-semibold text-amber-950">
          {t("differs")}
        </span>
      )}
    </th>
  );
  const cellStyle = (row: CompareRow) =>
    `border-b border-gray-200 p-2 align-top sm:p-3 ${row.differs ? "bg-amber-50/60" : ""}`;

  return (
    <div className="flex flex-col gap-4" data-testid="compare-page">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted">
          {t("intro", { count: products.length, limit: compareLimit })}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          {products.length > 1 && (
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={onlyDifferences}
                onChange={(event) => setOnlyDifferences(event.target.checked)}
                className="h-4 w-4 accent-brand-700"
              />
              {t("onlyDifferences")}
            </label>
          )}
          <button
            type="button"
            onClick={clear}
            className="rounded-lg border border-gray-300 px-4 py-2 text-sm font-semibold hover:bg-gray-50"
            data-testid="compare-clear"
          >
            {tHeader("clearAll")}
          </button>
        </div>
      </div>
      <p id={hintId} className="text-xs text-muted sm:hidden">
        {t("scrollHint")}
      </p>
      {/* A scrolling region takes focus, so that a keyboard can scroll it. It is positioned, so the
          screen-reader-only words inside it are clipped with it rather than widening the page. */}
      <section
        aria-labelledby={captionId}
        aria-describedby={hintId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus
        tabIndex={0}
        className="relative overflow-x-auto rounded-xl border border-gray-200 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <table
          className="w-full min-w-max border-separate border-spacing-0 text-sm"
          data-testid="compare-table"
        >
          <caption id={captionId} className="sr-only">
            {t("table")}
          </caption>
          <thead>
            <tr>
              <td className="sticky start-0 z-10 w-24 border-e border-b border-gray-200 bg-white sm:w-44" />
              {products.map((product) => (
                <th
                  key={product.id}
                  scope="col"
                  className="w-[7.5rem] border-b border-gray-200 p-2 text-start align-top font-normal sm:w-56 sm:p-3"
                  data-testid="compare-product"
                >
                  <div className="flex flex-col gap-2">
                    <div className="aspect-square w-full overflow-hidden rounded-lg border border-gray-100 bg-white">
                      {product.picture && (
                        <ResponsivePicture
                          picture={product.picture}
                          alt=""
                          sizes="(min-width: 640px) 200px, 104px"
                          className="h-full w-full object-contain"
                        />
                      )}
                    </div>
                    <Link
                      href={pageHref.product({ id: product.id })}
                      className="line-clamp-3 font-semibold text-ink hover:text-brand-700 hover:underline"
                    >
                      {product.name}
                    </Link>
                    <button
                      type="button"
                      onClick={() => remove(product.id)}
                      aria-label={t("remove", { name: product.name })}
                      className="inline-flex items-center gap-1 self-start rounded px-1 py-0.5 text-xs font-semibold text-muted hover:bg-gray-100 hover:text-sale"
                      data-testid="compare-remove"
                    >
                      <CloseIcon className="h-3.5 w-3.5" />
                      {t("removeShort")}
                    </button>
                  </div>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shownRows.map((row, index) => {
              const first =
                row.kind === "specification" && shownRows[index - 1]?.kind !== "specification";
              return (
                <RowGroup
                  key={row.kind === "specification" ? `spec-${row.label}` : row.kind}
                  heading={first ? t("specifications") : null}
                  span={products.length + 1}
                >
                  <tr data-differs={row.differs} data-testid="compare-row">
                    {rowHeading(row)}
                    {products.map((product, column) => (
                      <td key={product.id} className={cellStyle(row)}>
                        {row.kind === "specification"
                          ? (row.values[column] ?? (
                              <span className="text-muted">{t("notListed")}</span>
                            ))
                          : fixedCell(row.kind, product)}
                      </td>
                    ))}
                  </tr>
                </RowGroup>
              );
            })}
          </tbody>
        </table>
      </section>
    </div>
  );
}

/** A row, after the specifications' heading row when it is the first of them. */
function RowGroup({
  heading,
  span,
  children,
}: {
  heading: string | null;
  span: number;
  children: ReactNode;
}) {
  return (
    <>
      {heading && (
        <tr>
          <th
            scope="colgroup"
            colSpan={span}
            className="border-b border-gray-200 bg-white p-2 text-start text-base font-bold sm:p-3"
          >
            <span className="sticky start-2">{heading}</span>
          </th>
        </tr>
      )}
      {children}
    </>
  );
}
