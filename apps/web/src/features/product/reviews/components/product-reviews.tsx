import type { Locale } from "@souq/contract/locale";
import { getTranslations } from "next-intl/server";
import { getReviews } from "@/features/product/reviews/queries.server.ts";
import { pageHref } from "@/lib/routing/pages.ts";
import { OwnReviewsProvider } from "./own-reviews-provider.tsx";
import { RatingSummary } from "./rating-summary.tsx";
import { ReviewBox } from "./review-box.tsx";
import { ReviewList } from "./review-list.tsx";
import { ReviewPagination } from "./review-pagination.tsx";

interface ProductReviewsProps {
  productId: number;
  locale: Locale;
  page: number;
  /** The product page's path without the language prefix, for review pages and signing in. */
  basePath: string;
  /** The anchor the review pages open at. */
  anchor: string;
}

/**
 * A product's reviews: the rating summary, a way to write one (the form when signed in, a
 * sign-in link otherwise, a note once reviewed: the shopper's own, loaded after the shared page),
 * and the paged list.
 */
export async function ProductReviews({
  productId,
  locale,
  page,
  basePath,
  anchor,
}: ProductReviewsProps) {
  const [t, tCommon] = await Promise.all([
    getTranslations({ locale, namespace: "Reviews" }),
    getTranslations({ locale, namespace: "Common" }),
  ]);
  const result = await getReviews(productId, page, locale);
  if (!result.ok) {
    return (
      <p className="rounded-lg bg-amber-50 p-4 text-sm text-amber-900">
        {tCommon("serviceUnavailable")}
      </p>
    );
  }
  const { data, meta, summary } = result.data;
  const here = `${locale === "ar" ? "/ar" : ""}${basePath}`;
  return (
    <OwnReviewsProvider productId={productId} page={page}>
      <div
        className="grid gap-8 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]"
        data-testid="product-reviews"
      >
        <div className="flex flex-col gap-6">
          <RatingSummary summary={summary} />
          <ReviewBox productId={productId} loginHref={pageHref.login({ next: here })} />
        </div>
        <section aria-labelledby="review-list-title">
          <h3 id="review-list-title" className="mb-4 text-lg font-bold text-ink">
            {t("listTitle", { count: meta.total })}
          </h3>
          <ReviewList reviews={data} locale={locale} />
          <ReviewPagination meta={meta} basePath={basePath} anchor={anchor} />
        </section>
      </div>
    </OwnReviewsProvider>
  );
}
