import type { Locale } from "@souq/contract/locale";
import { getTranslations } from "next-intl/server";
import { getSession } from "@/features/auth/session.server.ts";
import { Link } from "@/i18n/navigation.ts";
import { getReviews } from "../queries.server.ts";
import { RatingSummary } from "./rating-summary.tsx";
import { ReviewForm } from "./review-form.tsx";
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
 * sign-in link otherwise, a note once reviewed), and the paged list.
 */
export async function ProductReviews({
  productId,
  locale,
  page,
  basePath,
  anchor,
}: ProductReviewsProps) {
  const [session, t, tCommon] = await Promise.all([
    getSession(locale),
    getTranslations({ locale, namespace: "Reviews" }),
    getTranslations({ locale, namespace: "Common" }),
  ]);
  const token = session.status === "signed-in" ? session.token : null;
  const result = await getReviews(productId, page, locale, token);
  if (!result.ok) {
    return (
      <p className="rounded-lg bg-amber-50 p-4 text-sm text-amber-900">
        {tCommon("serviceUnavailable")}
      </p>
    );
  }
  const { data, meta, summary, reviewed } = result.data;
  const here = `${locale === "ar" ? "/ar" : ""}${basePath}`;
  return (
    <div
      className="grid gap-8 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]"
      data-testid="product-reviews"
    >
      <div className="flex flex-col gap-6">
        <RatingSummary summary={summary} />
        {token === null ? (
          <div className="rounded-xl border border-gray-200 bg-white p-4">
            <p className="mb-3 text-sm text-muted">{t("signInPrompt")}</p>
            <Link
              href={`/pages/login?next=${encodeURIComponent(here)}`}
              className="inline-block rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
              data-testid="review-sign-in"
            >
              {t("signInToReview")}
            </Link>
          </div>
        ) : reviewed ? (
          <p
            className="rounded-xl border border-brand-100 bg-brand-50 p-4 text-sm font-semibold text-brand-700"
            data-testid="already-reviewed"
          >
            {t("alreadyReviewed")}
          </p>
        ) : (
          <ReviewForm productId={productId} />
        )}
      </div>
      <section aria-labelledby="review-list-title">
        <h3 id="review-list-title" className="mb-4 text-lg font-bold text-ink">
          {t("listTitle", { count: meta.total })}
        </h3>
        <ReviewList reviews={data} locale={locale} />
        <ReviewPagination meta={meta} basePath={basePath} anchor={anchor} />
      </section>
    </div>
  );
}
