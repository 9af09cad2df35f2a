"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation.tsx";
import { useOwnReviews } from "./own-reviews-provider.tsx";
import { ReviewForm } from "./review-form.tsx";

/**
 * A way to write a review, once the shopper is known: the form when signed in, a sign-in link
 * otherwise, a note once reviewed. While loading, the sign-in box keeps the room, unseen.
 */
export function ReviewBox({ productId, loginHref }: { productId: number; loginHref: string }) {
  const t = useTranslations("Reviews");
  const { own, refresh } = useOwnReviews();
  if (own.status === "signed-in") {
    if (own.reviewed)
      return (
        <p
          className="rounded-xl border border-brand-100 bg-brand-50 p-4 text-sm font-semibold text-brand-700"
          data-testid="already-reviewed"
        >
          {t("alreadyReviewed")}
        </p>
      );
    return <ReviewForm productId={productId} onReviewed={refresh} />;
  }
  const loading = own.status === "loading";
  return (
    <div
      className={`rounded-xl border border-gray-200 bg-white p-4 ${loading ? "invisible" : ""}`}
      aria-hidden={loading || undefined}
    >
      <p className="mb-3 text-sm text-muted">{t("signInPrompt")}</p>
      <Link
        href={loginHref}
        className="inline-block rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        data-testid="review-sign-in"
        tabIndex={loading ? -1 : undefined}
      >
        {t("signInToReview")}
      </Link>
    </div>
  );
}
