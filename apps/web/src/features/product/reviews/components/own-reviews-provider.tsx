"use client";

import type { ReviewSort } from "@souq/contract/catalog-rules";
import type { Locale } from "@souq/contract/locale-codes";
import { useLocale } from "next-intl";
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useState,
} from "react";
import type {
  OwnReviews,
  ownReviewsEndpoint,
} from "@/features/product/reviews/own-reviews-endpoint.ts";
import { requestStorefront } from "@/lib/storefront-endpoints/request-storefront.ts";
import { storefrontPaths } from "@/lib/storefront-endpoints/storefront-paths.ts";

type OwnReviewsState = OwnReviews | { status: "loading" };

const OwnReviewsContext = createContext<{
  own: OwnReviewsState;
  refresh: () => Promise<void>;
}>({ own: { status: "loading" }, refresh: async () => {} });

/**
 * Asks, after the shared product page has arrived, what is the signed-in shopper's own: whether
 * they reviewed the product, whether they may (they received it), and which reviews on this page
 * they wrote.
 */
export function OwnReviewsProvider({
  productId,
  page,
  sort,
  stars,
  children,
}: {
  productId: number;
  page: number;
  sort: ReviewSort;
  stars?: number | undefined;
  children: ReactNode;
}) {
  const locale = useLocale() as Locale;
  const [own, setOwn] = useState<OwnReviewsState>({ status: "loading" });
  const refresh = useCallback(async () => {
    try {
      const answer = await requestStorefront<typeof ownReviewsEndpoint>(
        storefrontPaths.ownReviews,
        {
          query: {
            product: String(productId),
            page: String(page),
            sort,
            ...(stars === undefined ? {} : { stars: String(stars) }),
            locale,
          },
        },
        { cache: "no-store", credentials: "same-origin" },
      );
      // Shown as a transition, like the shopper's parts of the frame: drawn in short slices.
      const shown: OwnReviewsState = answer.ok ? answer.data : { status: "signed-out" };
      startTransition(() => setOwn(shown));
    } catch {
      startTransition(() => setOwn({ status: "signed-out" }));
    }
  }, [productId, page, sort, stars, locale]);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  return <OwnReviewsContext value={{ own, refresh }}>{children}</OwnReviewsContext>;
}

export function useOwnReviews() {
  return useContext(OwnReviewsContext);
}

/** "Your review", beside a review the signed-in shopper wrote. */
export function OwnReviewMark({ reviewId, label }: { reviewId: number; label: string }) {
  const { own } = useOwnReviews();
  if (own.status !== "signed-in" || !own.ownReviewIds.includes(reviewId)) return null;
  return (
    <span className="rounded bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
      {label}
    </span>
  );
}
