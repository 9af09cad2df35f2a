import { useTranslations } from "next-intl";
import {
  type ProductView,
  productViews,
  type ShopQuery,
  shopHref,
  withChanges,
} from "@/features/listing/shop-query.ts";
import { Link } from "@/i18n/navigation.tsx";

const icons: Record<ProductView, string> = {
  grid: "M3 3h6v6H3zm8 0h6v6h-6zM3 11h6v6H3zm8 0h6v6h-6z",
  list: "M3 4h4v4H3zm6 1h8v2H9zM3 12h4v4H3zm6 1h8v2H9z",
  small: "M3 3h4v4H3zm6 1h8v2H9zM3 9h4v4H3zm6 1h8v2H9zm-6 5h4v4H3zm6 1h8v2H9z",
};

/** Grid, list or small rows: each view is its own address, so it survives a reload and a shared link. */
export function ViewSwitch({ query, basePath }: { query: ShopQuery; basePath: string }) {
  const t = useTranslations("Shop.views");
  return (
    <ul className="flex items-center gap-1" aria-label={t("label")} data-testid="view-switch">
      {productViews.map((view) => (
        <li key={view}>
          <Link
            href={shopHref(basePath, withChanges(query, { view }))}
            scroll={false}
            aria-current={query.view === view ? "true" : undefined}
            aria-label={t(view)}
            title={t(view)}
            className="vw"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
              <path d={icons[view]} />
            </svg>
          </Link>
        </li>
      ))}
    </ul>
  );
}
