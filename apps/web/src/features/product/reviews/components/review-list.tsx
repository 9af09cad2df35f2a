import type { Locale } from "@souq/contract/locale";
import type { Review } from "@souq/contract/reviews";
import { useTranslations } from "next-intl";
import { RatingStars } from "@/components/ui/rating-stars.tsx";
import { formatDate } from "@/i18n/format-date.ts";
import { OwnReviewMark } from "./own-reviews-provider.tsx";

/**
 * One page of reviews. A review's text is the shopper's plain text: React prints it as text
 * (never as markup) and its line breaks are kept.
 */
export function ReviewList({ reviews, locale }: { reviews: Review[]; locale: Locale }) {
  const t = useTranslations("Reviews");
  const tProduct = useTranslations("Product");
  if (!reviews.length) return <p className="text-muted">{t("empty")}</p>;
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
