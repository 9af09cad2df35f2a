import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation.ts";
import { type ShopQuery, shopHref, withChanges } from "../../shop-query.ts";
import { pageWindow } from "./page-window.ts";

const arrow =
  "M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0z";

/** Links to the other pages of a listing; each page has its own address. */
export function Pagination({
  query,
  basePath,
  lastPage,
}: {
  query: ShopQuery;
  basePath: string;
  lastPage: number;
}) {
  const t = useTranslations("Shop.pagination");
  if (lastPage <= 1) return null;
  const current = Math.min(query.page, lastPage);
  const href = (page: number) => shopHref(basePath, withChanges(query, { page }));
  const step =
    "grid h-10 min-w-10 place-items-center rounded-lg border border-gray-300 bg-white px-2 text-sm";
  return (
    <nav aria-label={t("label")} className="mt-8 flex justify-center" data-testid="pagination">
      <ul className="flex flex-wrap items-center gap-1.5">
        <li>
          {current > 1 ? (
            <Link
              href={href(current - 1)}
              rel="prev"
              className={`${step} hover:bg-brand-50`}
              aria-label={t("previous")}
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 20 20"
                className="flip-rtl h-4 w-4"
                fill="currentColor"
              >
                <path d={arrow} />
              </svg>
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
                className={`${step} tabular-nums hover:bg-brand-50 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white`}
              >
                {page}
              </Link>
            </li>
          ),
        )}
        <li>
          {current < lastPage ? (
            <Link
              href={href(current + 1)}
              rel="next"
              className={`${step} hover:bg-brand-50`}
              aria-label={t("next")}
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 20 20"
                className="flip-rtl h-4 w-4 rotate-180"
                fill="currentColor"
              >
                <path d={arrow} />
              </svg>
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
