import type { Locale } from "@souq/contract/locale";
import { useTranslations } from "next-intl";
import { Price } from "@/components/ui/price.tsx";
import type { PriceView } from "./use-variant-choice.ts";

/** A price as the choice stands: the sale price beside the old one, or the lowest to highest. */
export function PriceDisplay({
  view,
  locale,
  large,
  compact,
}: {
  view: PriceView;
  locale: Locale;
  large?: boolean;
  /** Smaller on phones, for the sticky bar. */
  compact?: boolean;
}) {
  const t = useTranslations("Product");
  const tPage = useTranslations("ProductPage");
  const currency = useTranslations("Common")("currency");
  const size = large ? "text-2xl" : compact ? "text-base sm:text-lg" : "text-lg";
  if (view.kind === "range") {
    return (
      <p
        className={`flex flex-wrap items-baseline gap-x-2 font-bold text-ink ${compact ? "gap-x-1 text-sm sm:text-lg" : size}`}
      >
        <span className="sr-only">{tPage("priceFrom")}</span>
        <Price amount={view.min} locale={locale} currencyLabel={currency} />
        <span aria-hidden="true">–</span>
        <span className="sr-only">{tPage("priceTo")}</span>
        <Price amount={view.max} locale={locale} currencyLabel={currency} />
      </p>
    );
  }
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className="sr-only">{t("price")}</span>
      <Price
        amount={view.price}
        locale={locale}
        currencyLabel={currency}
        className={`font-bold ${size} ${view.oldPrice === null ? "text-ink" : "text-sale"}`}
      />
      {view.oldPrice !== null && (
        <del className="text-sm text-muted">
          <span className="sr-only">{t("oldPrice")} </span>
          <Price amount={view.oldPrice} locale={locale} currencyLabel={currency} />
        </del>
      )}
    </p>
  );
}
