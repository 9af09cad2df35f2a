"use client";

import type { DeliveryEstimate as Estimate } from "@souq/contract/delivery";
import type { Locale } from "@souq/contract/locale-codes";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { TruckIcon } from "@/components/ui/icons.tsx";
import { formatDeliveryDay } from "@/i18n/format-delivery-date.ts";
import type { deliveryEstimateEndpoint } from "@/lib/delivery/delivery-estimate-endpoint.ts";
import { requestStorefront } from "@/lib/storefront-endpoints/request-storefront.ts";
import { storefrontPaths } from "@/lib/storefront-endpoints/storefront-paths.ts";

/**
 * "Get it by Thursday 3 December" for some products, asked for after the page has arrived: the
 * date is today's and the shopper's (their default address), so no cached page may hold it
 * (ADR 16, ADR 52). Its room is kept while it loads, so nothing below moves; without a date (the
 * API had none, or could not say) the room stays empty.
 */
export function DeliveryEstimate({
  productIds,
  hidden = false,
}: {
  productIds: readonly number[];
  /** Keeps the line's room but shows no date (a sold-out choice). */
  hidden?: boolean;
}) {
  const locale = useLocale() as Locale;
  const t = useTranslations("Delivery");
  const products = [...new Set(productIds)].slice(0, 100).join(",");
  const [estimate, setEstimate] = useState<Estimate | null>(null);
  useEffect(() => {
    if (products === "") return;
    const abort = new AbortController();
    requestStorefront<typeof deliveryEstimateEndpoint>(
      storefrontPaths.deliveryEstimate,
      { query: { products, locale } },
      { cache: "no-store", credentials: "same-origin", signal: abort.signal },
    )
      .then((answer) => setEstimate(answer.ok ? answer.data : null))
      .catch(() => {
        if (!abort.signal.aborted) setEstimate(null);
      });
    return () => abort.abort();
  }, [products, locale]);

  const standard = estimate?.options.find((option) => option.id === "standard");
  const express = estimate?.options.find((option) => option.id === "express");
  const day = (iso: string) => formatDeliveryDay(iso, locale);
  return (
    <div className="min-h-[4.25rem] text-sm" aria-live="polite" data-testid="delivery-estimate">
      {estimate && standard && !hidden && (
        <div className="flex items-start gap-2">
          <TruckIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
          <div className="min-w-0">
            <p className="font-semibold text-ink" data-testid="delivery-date">
              {t("getItBy", { date: day(standard.estimated_delivery.latest) })}
            </p>
            {express && (
              <p className="text-muted" data-testid="delivery-express-date">
                {t("expressBy", { date: day(express.estimated_delivery.latest) })}
              </p>
            )}
            <p className="text-muted" data-testid="delivery-city">
              {t("deliveringTo", { city: estimate.city })}
            </p>
          </div>
        </div>
      )}
    </div>
  );
}
