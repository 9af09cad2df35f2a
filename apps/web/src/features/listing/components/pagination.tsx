import { useTranslations } from "next-intl";
import { ChevronIcon } from "@/components/ui/icons.tsx";
import { type ShopQuery, shopHref, withChanges } from "@/features/listing/shop-query.ts";
import { Link } from "@/i18n/navigation.tsx";
import { pageWindow } from "./page-window.ts";

/** Links to the other pages of a listing; each page has its own address. Styled by `.pg`. */
export function Pagination({
  query,
  basePath,
  lastPage,
  hrefOf,
}: {
  query: ShopQuery;
  basePath: string;
  lastPage: number;
  /** A page's address, for a listing whose filters are its own (the deals page). */
  hrefOf?: (page: number) => string;
}) {
  const t = useTranslations("Shop.pagination");
  if (lastPage <= 1) return null;
  const current = Math.min(query.page, lastPage);
  const href = hrefOf ?? ((page: number) => shopHref(basePath, withChanges(query, { page })));
  return (
    <nav aria-label={t("label")} className="mt-8 flex justify-center" data-testid="pagination">
      <ul className="flex flex-wrap items-center gap-1.5">
        <li>
          {current > 1 ? (
            <Link href={href(current - 1)} rel="prev" className="pg" aria-label={t("previous")}>
              <ChevronIcon toward="start" />
            </Link>
          ) : null}
        </li>
        {pageWindow(current, lastPage).map((page, index) =>
          page === "gap" ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                href={href(page)}
                aria-current={page === current ? "page" : undefined}
                aria-label={t("page", { page })}
                className="pg"
              >
                {page}
              </Link>
            </li>
          ),
        )}
        <li>
          {current < lastPage ? (
            <Link href={href(current + 1)} rel="next" className="pg" aria-label={t("next")}>
              <ChevronIcon />
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
