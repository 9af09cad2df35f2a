"use client";

import { useTranslations } from "next-intl";
import { SignInPrompt } from "@/components/ui/sign-in-prompt.tsx";
import { useOwnReviews } from "./own-reviews-provider.tsx";
import { ReviewForm } from "./review-form.tsx";

const noteClass = "rounded-xl border p-4 text-sm";

/**
 * A way to write a review, once the shopper is known: the form for a shopper who received the
 * product, a note saying why not to anyone else signed in (not bought, or not delivered yet) and
 * once reviewed, a sign-in link otherwise. While loading, the sign-in box keeps the room, unseen.
 */
export function ReviewBox({ productId, loginHref }: { productId: number; loginHref: string }) {
  const t = useTranslations("Reviews");
  const { own, refresh } = useOwnReviews();
  if (own.status === "signed-in") {
    if (own.reviewed)
      return (
        <p
          className={`${noteClass} border-brand-100 bg-brand-50 font-semibold text-brand-700`}
          data-testid="already-reviewed"
        >
          {t("alreadyReviewed")}
        </p>
      );
    if (own.purchase !== "received")
      return (
        <p
          className={`${noteClass} border-gray-200 bg-gray-50 text-ink`}
          data-testid="review-not-offered"
        >
          {own.purchase === "ordered" ? t("afterDelivery") : t("onlyBuyers")}
        </p>
      );
    return <ReviewForm productId={productId} onReviewed={refresh} />;
  }
  return (
    <SignInPrompt
      loading={own.status === "loading"}
      href={loginHref}
      prompt={t("signInPrompt")}
      action={t("signInToReview")}
      testId="review-sign-in"
    />
  );
}
