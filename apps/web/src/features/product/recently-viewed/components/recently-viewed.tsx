"use client";

import type { Locale } from "@souq/contract/locale-codes";
import { useLocale, useTranslations } from "next-intl";
import { startTransition, useEffect, useMemo, useState } from "react";
import type { CardData } from "@/components/catalog/card-data.ts";
import { ProductCardView } from "@/components/catalog/product-card-view.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { recentIdsOf } from "@/features/product/recently-viewed/recent-list.ts";
import type { recentlyViewedEndpoint } from "@/features/product/recently-viewed/recently-viewed-endpoint.ts";
import { updateStore, usePersistedStore } from "@/lib/client-store/persisted-store.ts";
import { requestStorefront } from "@/lib/storefront-endpoints/request-storefront.ts";
import { storefrontPaths } from "@/lib/storefront-endpoints/storefront-paths.ts";

/** One card's box: fixed, so the placeholders and the cards take the same room. */
const itemClass = "h-36 w-72 shrink-0 snap-start";

/**
 * The products this browser viewed lately, the latest first, as a row of small cards. The list
 * lives in the browser, so the shared cached page holds none of it: the row is drawn once the
 * page runs (below the fold, where it moves nothing on screen), first as placeholders of the
 * cards' size, and the cards are read as they are now. Products gone from the catalog are
 * forgotten; "Clear" forgets them all.
 */
export function RecentlyViewed({ except }: { except?: number }) {
  const t = useTranslations("RecentlyViewed");
  const locale = useLocale() as Locale;
  const stored = usePersistedStore((state) => state.recent);
  const ids = useMemo(() => recentIdsOf(stored, except), [stored, except]);
  const key = ids.join(",");
  const [loaded, setLoaded] = useState<{ key: string; cards: CardData[] } | null>(null);
  useEffect(() => {
    if (!key) return;
    let current = true;
    requestStorefront<typeof recentlyViewedEndpoint>(storefrontPaths.recentlyViewed, {
      query: { ids: key, locale },
    })
      .then((answer) => {
        if (!current || !answer.ok) return;
        // A row of cards below the fold: drawn as a transition, in short slices.
        startTransition(() => setLoaded({ key, cards: answer.data.data }));
        const gone = new Set(answer.data.missing);
        if (gone.size)
          updateStore((state) => ({
            ...state,
            recent: state.recent.filter((item) => !gone.has(item.id)),
          }));
      })
      // Not shown is all a failure costs: the placeholders stay until the next page.
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [key, locale]);
  if (!ids.length) return null;
  const cards = loaded?.key === key ? loaded.cards : null;
  return (
    <section aria-labelledby="recently-viewed" data-testid="recently-viewed">
      <div className="mb-4 flex items-baseline justify-between gap-4">
        <h2 id="recently-viewed" className="text-xl font-bold text-ink sm:text-2xl">
          {t("title")}
        </h2>
        <button
          type="button"
          onClick={() => updateStore((state) => ({ ...state, recent: [] }))}
          className="text-sm font-semibold text-brand-700 hover:underline"
          data-testid="clear-recently-viewed"
        >
          {t("clear")}
        </button>
      </div>
      <ul className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2" aria-busy={cards === null}>
        {cards
          ? cards.map((card) => (
              <li key={card.id} className={itemClass} data-testid="recent-product">
                <ProductCardView card={card} view="small" />
              </li>
            ))
          : ids.map((id) => (
              <li key={id} className={itemClass}>
                <Skeleton className="h-full w-full rounded-xl" />
              </li>
            ))}
      </ul>
    </section>
  );
}
