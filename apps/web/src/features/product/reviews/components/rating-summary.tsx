import type { RatingSummary as Summary } from "@souq/contract/reviews";
import { useTranslations } from "next-intl";
import { RatingStars } from "@/components/ui/rating-stars.tsx";
import { type ReviewLinkView, reviewsHref } from "@/features/product/reviews/review-links.ts";
import { Link } from "@/i18n/navigation.tsx";

const starValues = [5, 4, 3, 2, 1] as const;

/**
 * The average rating, how many reviews it rests on, and a bar for each number of stars with its
 * count: each bar is a link that shows only those reviews (and back to all stars), in the order
 * chosen. Plain links, so filtering works without script and each view is a cached address.
 */
export function RatingSummary({
  summary,
  view,
  basePath,
  anchor,
}: {
  summary: Summary;
  view: ReviewLinkView;
  basePath: string;
  anchor: string;
}) {
  const t = useTranslations("Reviews");
  const tProduct = useTranslations("Product");
  return (
    <section aria-labelledby="rating-summary-title" data-testid="rating-summary">
      <h3 id="rating-summary-title" className="sr-only">
        {t("summaryTitle")}
      </h3>
      <div className="flex items-center gap-3">
        <p className="text-4xl font-bold text-ink tabular-nums">{summary.rating.toFixed(1)}</p>
        <div className="flex flex-col gap-1">
          <RatingStars
            rating={summary.rating}
            label={tProduct("rating", { rating: summary.rating.toFixed(1) })}
          />
          <p className="text-sm text-muted" data-testid="rating-count">
            {t("basedOn", { count: summary.count })}
          </p>
        </div>
      </div>
      <nav aria-label={t("filterLabel")} className="mt-4">
        <ul className="flex flex-col gap-0.5" data-testid="star-filter">
          {starValues.map((stars) => {
            const count = summary.breakdown[`${stars}`] ?? 0;
            const percent = summary.count ? (count / summary.count) * 100 : 0;
            const chosen = view.stars === stars;
            return (
              <li key={stars}>
                <Link
                  href={reviewsHref(basePath, { page: 1, sort: view.sort, stars }, anchor)}
                  aria-current={chosen ? "true" : undefined}
                  data-stars={stars}
                  className="-mx-2 flex items-center gap-2 rounded-md px-2 py-1 text-sm hover:bg-gray-100 aria-[current=true]:bg-brand-50 aria-[current=true]:font-semibold"
                >
                  <span className="sr-only">{t("breakdownRow", { stars, count })}</span>
                  <span aria-hidden="true" className="w-8 shrink-0 text-muted tabular-nums">
                    {stars} <span className="text-accent-500">★</span>
                  </span>
                  <span
                    aria-hidden="true"
                    className="h-2 flex-1 overflow-hidden rounded-full bg-gray-200"
                  >
                    <span
                      className="block h-full rounded-full bg-accent-500"
                      style={{ width: `${percent}%` }}
                    />
                  </span>
                  <span
                    aria-hidden="true"
                    className="w-8 shrink-0 text-end text-muted tabular-nums"
                    data-testid="star-count"
                  >
                    {count}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
        {view.stars !== undefined && (
          <Link
            href={reviewsHref(basePath, { page: 1, sort: view.sort }, anchor)}
            className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline"
            data-testid="all-stars"
          >
            {t("allStars")}
          </Link>
        )}
      </nav>
    </section>
  );
}
