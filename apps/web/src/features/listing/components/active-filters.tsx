import type { ProductFacets } from "@souq/contract/catalog";
import type { Locale } from "@souq/contract/locale";
import { useTranslations } from "next-intl";
import { CloseIcon } from "@/components/ui/icons.tsx";
import {
  countFilters,
  type ShopQuery,
  shopHref,
  withChanges,
  withoutFilters,
} from "@/features/listing/shop-query.ts";
import { formatAmount } from "@/i18n/format-money.ts";
import { Link } from "@/i18n/navigation.tsx";

/** The choices in force, each a link that takes it away, and one that clears them all. */
export function ActiveFilters({
  query,
  facets,
  basePath,
  locale,
}: {
  query: ShopQuery;
  facets: ProductFacets | null;
  basePath: string;
  locale: Locale;
}) {
  const t = useTranslations("Shop");
  if (countFilters(query) === 0) return null;
  const chips: Array<{ key: string; label: string; without: Partial<ShopQuery> }> = [];
  if (query.category_id) {
    const name = facets?.categories.find((category) => category.id === query.category_id)?.name;
    chips.push({
      key: "category",
      label: name ?? t("filters.categories"),
      without: { category_id: undefined },
    });
  }
  if (query.min_price !== undefined || query.max_price !== undefined) {
    chips.push({
      key: "price",
      label: t("chips.price", {
        min: formatAmount(query.min_price ?? 0, locale),
        max: query.max_price === undefined ? "∞" : formatAmount(query.max_price, locale),
      }),
      without: { min_price: undefined, max_price: undefined },
    });
  }
  for (const key of query.colours) {
    const name = facets?.colours.find((colour) => colour.key === key)?.name ?? key;
    chips.push({
      key: `colour-${key}`,
      label: name,
      without: { colours: query.colours.filter((c) => c !== key) },
    });
  }
  for (const key of query.sizes) {
    const name = facets?.sizes.find((size) => size.key === key)?.name ?? key;
    chips.push({
      key: `size-${key}`,
      label: name,
      without: { sizes: query.sizes.filter((s) => s !== key) },
    });
  }
  if (query.rating)
    chips.push({
      key: "rating",
      label: t("chips.rating", { rating: query.rating }),
      without: { rating: undefined },
    });
  if (query.in_stock)
    chips.push({ key: "in_stock", label: t("filters.inStock"), without: { in_stock: false } });
  if (query.on_sale)
    chips.push({ key: "on_sale", label: t("filters.onSale"), without: { on_sale: false } });
  const cleared = withoutFilters(query);
  return (
    <ul
      className="mb-4 flex flex-wrap items-center gap-2"
      aria-label={t("chips.label")}
      data-testid="active-filters"
    >
      {chips.map((chip) => (
        <li key={chip.key}>
          <Link
            href={shopHref(basePath, withChanges(query, chip.without))}
            className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800 hover:bg-brand-100"
          >
            <span>{chip.label}</span>
            <CloseIcon className="h-3.5 w-3.5" />
            <span className="sr-only">{t("chips.remove")}</span>
          </Link>
        </li>
      ))}
      <li>
        <Link
          href={shopHref(basePath, cleared)}
          className="text-sm font-semibold text-brand-700 underline"
          data-testid="clear-filters"
        >
          {t("chips.clearAll")}
        </Link>
      </li>
    </ul>
  );
}
