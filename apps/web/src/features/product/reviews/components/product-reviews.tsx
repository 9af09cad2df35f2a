import type { Locale } from "@souq/contract/locale";
import { getTranslations } from "next-intl/server";
import { getReviews, type ReviewView } from "@/features/product/reviews/queries.server.ts";
import { pageHref } from "@/lib/routing/pages.ts";
import { OwnReviewsProvider } from "./own-reviews-provider.tsx";
import { RatingSummary } from "./rating-summary.tsx";
import { ReviewBox } from "./review-box.tsx";
import { ReviewList } from "./review-list.tsx";
import { ReviewPagination } from "./review-pagination.tsx";
import { ReviewSort } from "./review-sort.tsx";

interface ProductReviewsProps {
  productId: number;
  locale: Locale;
  /** Which reviews the address asks for: a page, an order, maybe one number of stars. */
  view: ReviewView;
  /** The product page's path without the language prefix, for review pages and signing in. */
  basePath: string;
  /** The anchor the review pages open at. */
  anchor: string;
}

/**
 * A product's reviews: the rating summary with a filter by stars (each with its count), a way to
 * write one (the form for a shopper who received the product; otherwise why not, or a sign-in
 * link: the shopper's own, loaded after the shared page), the orders to sort them in and the
 * paged list, each review marked a verified purchase or not.
 */
export async function ProductReviews({
  productId,
  locale,
  view,
  basePath,
  anchor,
}: ProductReviewsProps) {
  const [t, tCommon] = await Promise.all([
    getTranslations({ locale, namespace: "Reviews" }),
    getTranslations({ locale, namespace: "Common" }),
  ]);
  const result = await getReviews(productId, view, locale);
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
    <OwnReviewsProvider productId={productId} page={view.page} sort={view.sort} stars={view.stars}>
      <div
        className="grid gap-8 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]"
        data-testid="product-reviews"
      >
        <div className="flex flex-col gap-6">
          <RatingSummary summary={summary} view={view} basePath={basePath} anchor={anchor} />
          <ReviewBox productId={productId} loginHref={pageHref.login({ next: here })} />
        </div>
        <section aria-labelledby="review-list-title" className="min-w-0">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <h3 id="review-list-title" className="text-lg font-bold text-ink">
              {view.stars === undefined
                ? t("listTitle", { count: meta.total })
                : t("filteredTitle", { count: meta.total, stars: view.stars })}
            </h3>
            {summary.count > 1 && <ReviewSort view={view} basePath={basePath} anchor={anchor} />}
          </div>
          {summary.count > 0 && <p className="mb-4 text-xs text-muted">{t("verifiedNote")}</p>}
          <ReviewList reviews={data} locale={locale} stars={view.stars} />
          <ReviewPagination meta={meta} view={view} basePath={basePath} anchor={anchor} />
        </section>
      </div>
    </OwnReviewsProvider>
  );
}
