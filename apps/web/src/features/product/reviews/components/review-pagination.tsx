import type { PageMeta } from "@souq/contract/catalog";
import { useTranslations } from "next-intl";
import { ChevronIcon } from "@/components/ui/icons.tsx";
import { type ReviewLinkView, reviewsHref } from "@/features/product/reviews/review-links.ts";
import { Link } from "@/i18n/navigation.tsx";

/**
 * Previous and next pages of reviews as plain links (`?reviews_page=`, keeping the order and the
 * stars chosen), so paging works without script; the page opens at the reviews.
 */
export function ReviewPagination({
  meta,
  view,
  basePath,
  anchor,
}: {
  meta: PageMeta;
  view: ReviewLinkView;
  basePath: string;
  anchor: string;
}) {
  const t = useTranslations("Reviews");
  if (meta.last_page <= 1) return null;
  const href = (page: number) => reviewsHref(basePath, { ...view, page }, anchor);
  const linkClass =
    "inline-flex items-center gap-1 rounded-lg border border-gray-300 bg-white px-3 py-1.5 text-sm font-semibold text-ink hover:border-brand-600 hover:text-brand-700";
  return (
    <nav
      aria-label={t("pages")}
      className="mt-6 flex items-center justify-between gap-3"
      data-testid="review-pages"
    >
      {meta.current_page > 1 ? (
        <Link href={href(meta.current_page - 1)} className={linkClass} rel="prev">
          <ChevronIcon toward="start" />
          {t("previous")}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted">
        {t("pageOf", { page: meta.current_page, last: meta.last_page })}
      </p>
      {meta.current_page < meta.last_page ? (
        <Link href={href(meta.current_page + 1)} className={linkClass} rel="next">
          {t("next")}
          <ChevronIcon />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
