import type { RatingSummary as Summary } from "@souq/contract/reviews";
import { useTranslations } from "next-intl";
import { RatingStars } from "@/components/ui/rating-stars.tsx";

const starValues = ["5", "4", "3", "2", "1"] as const;

/** The average rating, how many reviews it rests on, and a bar for each number of stars. */
export function RatingSummary({ summary }: { summary: Summary }) {
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
      <ul className="mt-4 flex flex-col gap-1.5">
        {starValues.map((stars) => {
          const count = summary.breakdown[stars] ?? 0;
          const percent = summary.count ? (count / summary.count) * 100 : 0;
          return (
            <li key={stars} className="flex items-center gap-2 text-sm">
              <span className="sr-only">{t("breakdownRow", { stars: Number(stars), count })}</span>
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
              <span aria-hidden="true" className="w-8 shrink-0 text-end text-muted tabular-nums">
                {count}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
