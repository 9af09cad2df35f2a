"use client";

import type { ProductFacets } from "@souq/contract/catalog";
import type { Locale } from "@souq/contract/locale";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { RatingStars } from "@/components/ui/rating-stars.tsx";
import {
  defaultSortFor,
  parseShopQuery,
  type ShopQuery,
  shopHref,
  shopSearchParams,
  withChanges,
} from "@/features/listing/shop-query.ts";
import {
  groupSizes,
  type SizeKind,
  sizesShownAtFirst,
  startsFolded,
} from "@/features/listing/size-kinds.ts";
import { formatAmount } from "@/i18n/format-money.ts";
import { Link } from "@/i18n/navigation.tsx";
import { useListingNavigation } from "./listing-navigation.tsx";

interface FilterSidebarProps {
  query: ShopQuery;
  facets: ProductFacets;
  locale: Locale;
  /** The listing's path without the language prefix, for links. */
  basePath: string;
}

function Section({
  title,
  children,
  testId,
}: {
  title: string;
  children: React.ReactNode;
  testId: string;
}) {
  return (
    // Styled by the `.fs` rules of globals.css (a listing's filters are many small rows).
    <details open className="fs" data-testid={testId}>
      <summary>{title}</summary>
      <div className="pt-2">{children}</div>
    </details>
  );
}

function priceBounds(facets: ProductFacets) {
  const floor = Math.floor(facets.price.min);
  return { floor, ceiling: Math.max(Math.ceil(facets.price.max), floor + 1) };
}

/** Everything the form holds, read as the address would carry it. */
function readForm(form: HTMLFormElement): ShopQuery {
  const raw: Record<string, string[]> = {};
  for (const [key, value] of new FormData(form)) {
    if (value === "") continue;
    raw[key] = [...(raw[key] ?? []), String(value)];
  }
  return parseShopQuery(raw);
}

/**
 * The filters of a listing (the values of shownFacets) as one GET form, drawn in the browser
 * (DesktopFilters, FilterDrawer): every tick or choice becomes a new address at once, and the
 * price waits for Apply.
 */
export function FilterSidebar({ query, facets, locale, basePath }: FilterSidebarProps) {
  const t = useTranslations("Shop");
  const tProduct = useTranslations("Product");
  const action = usePathname();
  const { go } = useListingNavigation();
  const id = useId();
  const bounds = priceBounds(facets);
  // The listing passes only what it holds or the shopper chose (see shownFacets).
  const { colours, sizes } = facets;
  const apply = (form: HTMLFormElement) => {
    const next = readForm(form);
    // Handles left at the ends of the track filter nothing, so they stay out of the address.
    if (next.min_price !== undefined && next.min_price <= bounds.floor) next.min_price = undefined;
    if (next.max_price !== undefined && next.max_price >= bounds.ceiling)
      next.max_price = undefined;
    go(shopSearchParams({ ...next, page: 1 }).toString());
  };

  const childrenOf = (parent: number | null) =>
    facets.categories.filter((category) => category.parent_id === parent);
  const renderCategories = (parent: number | null, depth: number): React.ReactNode => {
    const list = childrenOf(parent);
    if (!list.length) return null;
    return (
      <ul className={depth ? "fs-sub" : undefined}>
        {list.map((category) => {
          const current = query.category_id === category.id;
          return (
            <li key={category.id}>
              <Link
                href={shopHref(basePath, withChanges(query, { category_id: category.id }))}
                aria-current={current ? "page" : undefined}
                className="fo"
              >
                {category.name}
                <small>{category.count}</small>
              </Link>
              {renderCategories(category.id, depth + 1)}
            </li>
          );
        })}
      </ul>
    );
  };

  return (
    <form
      key={shopSearchParams(query).toString()}
      method="get"
      action={action}
      data-testid="filters"
      onChange={(event) => {
        const target: EventTarget = event.target;
        if (!(target instanceof HTMLInputElement)) return;
        // The price waits for Apply, so dragging a handle does not load a page per step.
        if (target.name === "min_price" || target.name === "max_price" || target.type === "range")
          return;
        apply(event.currentTarget);
      }}
      onSubmit={(event) => {
        event.preventDefault();
        apply(event.currentTarget);
      }}
      className="text-ink"
    >
      {query.keyword && <input type="hidden" name="keyword" value={query.keyword} />}
      {query.category_id && <input type="hidden" name="category_id" value={query.category_id} />}
      {query.vendor_id && <input type="hidden" name="vendor_id" value={query.vendor_id} />}
      {query.sort !== defaultSortFor(query.keyword) && (
        <input type="hidden" name="sort" value={query.sort} />
      )}
      {query.view !== "grid" && <input type="hidden" name="view" value={query.view} />}

      {facets.categories.length > 0 && (
        <Section title={t("filters.categories")} testId="filter-categories">
          <Link
            href={shopHref(basePath, withChanges(query, { category_id: undefined }))}
            aria-current={query.category_id ? undefined : "page"}
            className="fo"
          >
            {t("filters.allCategories")}
          </Link>
          {renderCategories(null, 0)}
        </Section>
      )}

      <Section title={t("filters.price")} testId="filter-price">
        <PriceRange query={query} facets={facets} locale={locale} idPrefix={id} />
      </Section>

      {colours.length > 0 && (
        <Section title={t("filters.colours")} testId="filter-colours">
          <ul className="grid grid-cols-2 gap-1">
            {colours.map((colour) => (
              <li key={colour.key}>
                <label className="fo">
                  <input
                    type="checkbox"
                    name="colours"
                    value={colour.key}
                    defaultChecked={query.colours.includes(colour.key)}
                  />
                  <i style={{ background: colour.hex }} />
                  <span>{colour.name}</span>
                  <small>{colour.count}</small>
                </label>
              </li>
            ))}
          </ul>
        </Section>
      )}

      {sizes.length > 0 && (
        <Section title={t("filters.sizes")} testId="filter-sizes">
          {groupSizes(sizes).map(([kind, group]) => (
            <SizeKindGroup key={kind} kind={kind} sizes={group} chosen={query.sizes} />
          ))}
        </Section>
      )}

      <Section title={t("filters.rating")} testId="filter-rating">
        <fieldset>
          <legend className="sr-only">{t("filters.rating")}</legend>
          <ul className="flex flex-col gap-0.5">
            {facets.ratings.map(({ rating, count }) => (
              <li key={rating}>
                <label className="fo">
                  <input
                    type="radio"
                    name="rating"
                    value={rating}
                    defaultChecked={query.rating === rating}
                  />
                  <RatingStars rating={rating} label={tProduct("rating", { rating })} />
                  <span>{t("filters.andUp")}</span>
                  <small>{count}</small>
                </label>
              </li>
            ))}
            <li>
              <label className="fo">
                <input type="radio" name="rating" value="" defaultChecked={!query.rating} />
                {t("filters.anyRating")}
              </label>
            </li>
          </ul>
        </fieldset>
      </Section>

      <Section title={t("filters.availability")} testId="filter-availability">
        <ul className="flex flex-col gap-0.5">
          {(
            [
              ["in_stock", query.in_stock, facets.in_stock],
              ["on_sale", query.on_sale, facets.on_sale],
            ] as const
          ).map(([name, checked, count]) => (
            <li key={name}>
              <label className="fo">
                <input type="checkbox" name={name} value="1" defaultChecked={checked} />
                <span>{t(`filters.${name === "in_stock" ? "inStock" : "onSale"}`)}</span>
                <small>{count}</small>
              </label>
            </li>
          ))}
        </ul>
      </Section>
    </form>
  );
}

/**
 * One kind of size (clothing letters, shoe sizes, storage…): its first few sizes, and the rest
 * behind a "Show more" button that says how many (never folding a chosen size away).
 */
function SizeKindGroup({
  kind,
  sizes,
  chosen,
}: {
  kind: SizeKind;
  sizes: ProductFacets["sizes"];
  chosen: readonly string[];
}) {
  const t = useTranslations("Shop.filters");
  const id = useId();
  const [folded, setFolded] = useState(() => startsFolded(sizes, chosen));
  const foldable = sizes.length > sizesShownAtFirst;
  return (
    <fieldset className="fs-kind" data-testid="size-kind" data-kind={kind}>
      <legend id={`${id}-kind`}>{t(`sizeKinds.${kind}`)}</legend>
      <ul id={`${id}-sizes`}>
        {sizes.map((size, index) => (
          <li key={size.key} hidden={folded && index >= sizesShownAtFirst}>
            <label className="chip">
              <input
                type="checkbox"
                name="sizes"
                value={size.key}
                defaultChecked={chosen.includes(size.key)}
              />
              <span>
                {`${size.name} `}
                <small>{`(${size.count})`}</small>
              </span>
            </label>
          </li>
        ))}
      </ul>
      {foldable && (
        <button
          type="button"
          className="fs-more"
          aria-expanded={!folded}
          aria-controls={`${id}-sizes`}
          aria-describedby={`${id}-kind`}
          onClick={() => setFolded(!folded)}
        >
          {folded ? t("showMore", { count: sizes.length - sizesShownAtFirst }) : t("showFewer")}
        </button>
      )}
    </fieldset>
  );
}

/** Two handles on one track for the lowest and highest price, with number boxes, applied together. */
function PriceRange({
  query,
  facets,
  locale,
  idPrefix,
}: {
  query: ShopQuery;
  facets: ProductFacets;
  locale: Locale;
  idPrefix: string;
}) {
  const t = useTranslations("Shop.filters");
  const { floor, ceiling } = priceBounds(facets);
  const [low, setLow] = useState(Math.max(floor, Math.floor(query.min_price ?? floor)));
  const [high, setHigh] = useState(Math.min(ceiling, Math.ceil(query.max_price ?? ceiling)));
  const span = ceiling - floor;
  const fill = {
    insetInlineStart: `${((low - floor) / span) * 100}%`,
    insetInlineEnd: `${100 - ((high - floor) / span) * 100}%`,
  };
  return (
    <div className="flex flex-col gap-3">
      <div className="dual-range relative h-6">
        <div className="absolute inset-x-0 top-1/2 h-1 -translate-y-1/2 rounded bg-gray-200" />
        <div className="absolute top-1/2 h-1 -translate-y-1/2 rounded bg-brand-700" style={fill} />
        <input
          type="range"
          min={floor}
          max={ceiling}
          step={1}
          value={low}
          aria-label={t("minPrice")}
          aria-valuetext={formatAmount(low, locale)}
          onChange={(event) => setLow(Math.min(Number(event.target.value), high))}
        />
        <input
          type="range"
          min={floor}
          max={ceiling}
          step={1}
          value={high}
          aria-label={t("maxPrice")}
          aria-valuetext={formatAmount(high, locale)}
          onChange={(event) => setHigh(Math.max(Number(event.target.value), low))}
        />
      </div>
      <div className="flex items-end gap-2">
        <label
          className="flex min-w-0 flex-1 flex-col text-xs text-muted"
          htmlFor={`${idPrefix}-min`}
        >
          {t("min")}
          <input
            id={`${idPrefix}-min`}
            type="number"
            name="min_price"
            inputMode="decimal"
            min={0}
            value={low}
            onChange={(event) => setLow(Number(event.target.value) || 0)}
            className="mt-0.5 w-full rounded-md border border-gray-300 px-2 py-1 text-sm text-ink"
          />
        </label>
        <label
          className="flex min-w-0 flex-1 flex-col text-xs text-muted"
          htmlFor={`${idPrefix}-max`}
        >
          {t("max")}
          <input
            id={`${idPrefix}-max`}
            type="number"
            name="max_price"
            inputMode="decimal"
            min={0}
            value={high}
            onChange={(event) => setHigh(Number(event.target.value) || 0)}
            className="mt-0.5 w-full rounded-md border border-gray-300 px-2 py-1 text-sm text-ink"
          />
        </label>
        <button
          type="submit"
          data-testid="apply-price"
          className="rounded-md bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {t("apply")}
        </button>
      </div>
    </div>
  );
}
