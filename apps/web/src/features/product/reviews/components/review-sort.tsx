import { reviewSorts } from "@souq/contract/catalog-rules";
import { useTranslations } from "next-intl";
import { type ReviewLinkView, reviewsHref } from "@/features/product/reviews/review-links.ts";
import { Link } from "@/i18n/navigation.tsx";

/** The orders reviews come in, as links (the chosen one marked), keeping the stars chosen. */
export function ReviewSort({
  view,
  basePath,
  anchor,
}: {
  view: ReviewLinkView;
  basePath: string;
  anchor: string;
}) {
  const t = useTranslations("Reviews");
  return (
    <nav aria-label={t("sortLabel")} data-testid="review-sort">
      <ul className="flex flex-wrap gap-1.5">
        {reviewSorts.map((sort) => (
          <li key={sort}>
            <Link
              href={reviewsHref(basePath, { page: 1, sort, stars: view.stars }, anchor)}
              aria-current={view.sort === sort ? "true" : undefined}
              className="inline-block rounded-full border border-gray-300 px-3 py-1 text-sm text-ink hover:border-brand-600 aria-[current=true]:border-brand-700 aria-[current=true]:bg-brand-700 aria-[current=true]:text-white"
            >
              {t(`sorts.${sort}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
