import type { Locale } from "@souq/contract/locale";
import type { Review } from "@souq/contract/reviews";
import { useTranslations } from "next-intl";
import { RatingStars } from "@/components/ui/rating-stars.tsx";
import { formatDate } from "@/i18n/format-date.ts";
import { OwnReviewMark } from "./own-reviews-provider.tsx";

/**
 * One page of reviews, each marked a verified purchase or not. A review's text is the shopper's
 * plain text: React prints it as text (never as markup) and its line breaks are kept.
 */
export function ReviewList({
  reviews,
  locale,
  stars,
}: {
  reviews: Review[];
  locale: Locale;
  /** The one number of stars shown, when the list keeps only those. */
  stars?: number | undefined;
}) {
  const t = useTranslations("Reviews");
  const tProduct = useTranslations("Product");
  if (!reviews.length)
    return (
      <p className="text-muted" data-testid="reviews-empty">
        {stars === undefined ? t("empty") : t("filteredEmpty", { stars })}
      </p>
    );
  return (
    <ol className="flex flex-col divide-y divide-gray-200" data-testid="review-list">
      {reviews.map((review) => (
        <li key={review.id} className="py-4 first:pt-0">
          <article aria-labelledby={`review-${review.id}`} data-testid="review">
            <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <h4 id={`review-${review.id}`} className="font-semibold text-ink">
                {review.author.name}
              </h4>
              <OwnReviewMark reviewId={review.id} label={t("yourReview")} />
              <RatingStars
                rating={review.rating}
                label={tProduct("rating", { rating: review.rating })}
              />
              <time dateTime={review.created_at} className="text-xs text-muted">
                {formatDate(review.created_at, locale)}
              </time>
            </header>
            {review.verified ? (
              <p
                className="mt-1 flex items-center gap-1 text-xs font-semibold text-brand-700"
                data-testid="verified-purchase"
              >
                <svg
                  aria-hidden="true"
                  viewBox="0 0 16 16"
                  className="h-3.5 w-3.5 shrink-0"
                  fill="currentColor"
                >
                  <path d="M8 0a8 8 0 1 1 0 16A8 8 0 0 1 8 0Zm3.3 5.3a.9.9 0 0 0-1.3 0L7.1 8.2 6 7.1a.9.9 0 1 0-1.3 1.3l1.8 1.8a.9.9 0 0 0 1.3 0l3.5-3.6a.9.9 0 0 0 0-1.3Z" />
                </svg>
                {t("verified")}
              </p>
            ) : (
              <p className="mt-1 text-xs text-muted" data-testid="unverified-purchase">
                {t("unverified")}
              </p>
            )}
            <p
              dir="auto"
              className="mt-2 whitespace-pre-line break-words leading-7 text-ink"
              data-testid="review-body"
            >
              {review.body}
            </p>
          </article>
        </li>
      ))}
    </ol>
  );
}
