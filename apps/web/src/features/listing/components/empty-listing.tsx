import { useTranslations } from "next-intl";
import { countFilters, type ShopQuery } from "@/features/listing/shop-query.ts";
import { Link } from "@/i18n/navigation.tsx";
import { pageHref } from "@/lib/routing/pages.ts";

/** No products: say why in plain words and offer the ways out that fit what was asked. */
export function EmptyListing({ query, clearHref }: { query: ShopQuery; clearHref: string }) {
  const t = useTranslations("Shop.empty");
  const filtered = countFilters(query) > 0;
  return (
    <div
      className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-12 text-center"
      data-testid="empty-listing"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-12 w-12 text-gray-300"
        fill="currentColor"
      >
        <path d="M10 3a7 7 0 0 1 5.6 11.2l4.6 4.6-1.4 1.4-4.6-4.6A7 7 0 1 1 10 3m0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10" />
      </svg>
      <h2 className="text-lg font-bold text-ink">
        {query.keyword ? t("titleKeyword", { keyword: query.keyword }) : t("title")}
      </h2>
      <p className="max-w-md text-sm text-muted">
        {filtered ? t("hintFilters") : query.keyword ? t("hintKeyword") : t("hintNothing")}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        {filtered && (
          <Link
            href={clearHref}
            className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {t("clearFilters")}
          </Link>
        )}
        <Link
          href={pageHref.categories()}
          className="rounded-lg border border-gray-300 bg-white px-4 py-2 text-sm font-semibold hover:bg-brand-50"
        >
          {t("browseCategories")}
        </Link>
      </div>
    </div>
  );
}
