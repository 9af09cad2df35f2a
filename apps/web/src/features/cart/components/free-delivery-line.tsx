"use client";

import type { FreeDelivery } from "@souq/contract/delivery";
import type { Locale } from "@souq/contract/locale";
import { useLocale, useTranslations } from "next-intl";
import { Price } from "@/components/ui/price.tsx";

/**
 * "Add ⃁ 40.00 for free delivery", with a bar of how far the cart has come, then "Your order
 * ships free" once it has. The amounts are the API's (the marketplace's threshold); without a
 * threshold there is no line.
 */
export function FreeDeliveryLine({
  freeDelivery,
  compact = false,
}: {
  freeDelivery: FreeDelivery | null;
  /** The header's dropdown: the words only, smaller. */
  compact?: boolean;
}) {
  const t = useTranslations("Delivery");
  const tCommon = useTranslations("Common");
  const locale = useLocale() as Locale;
  if (!freeDelivery || freeDelivery.threshold <= 0) return null;
  const { threshold, remaining } = freeDelivery;
  const reached = remaining <= 0;
  const progress = Math.min(100, Math.max(0, ((threshold - remaining) / threshold) * 100));
  return (
    <div
      className={`flex flex-col gap-1.5 ${compact ? "text-xs" : "text-sm"}`}
      data-testid="free-delivery"
      data-reached={reached ? "true" : undefined}
    >
      <p className={reached ? "font-semibold text-brand-700" : "text-ink"}>
        {reached
          ? t("freeDeliveryReached")
          : t.rich("freeDeliveryLeft", {
              amount: () => (
                <Price
                  amount={remaining}
                  locale={locale}
                  currencyLabel={tCommon("currency")}
                  className="font-semibold"
                />
              ),
            })}
      </p>
      {!compact && (
        <div aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-gray-200">
          <div
            className="h-full rounded-full bg-brand-600"
            style={{ inlineSize: `${progress}%` }}
          />
        </div>
      )}
    </div>
  );
}
