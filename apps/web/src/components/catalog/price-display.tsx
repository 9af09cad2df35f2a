import type { Locale } from "@souq/contract/locale";
import { useTranslations } from "next-intl";
import { Price } from "../ui/price.tsx";
import type { PriceView } from "./price-view.ts";

/** A price as the choice stands: the sale price beside the old one, or the lowest to highest. */
export function PriceDisplay({
  view,
  locale,
  size = "lg",
  compact,
  soldOut,
}: {
  view: PriceView;
  locale: Locale;
  /** sm and md for cards, lg for dialogs and the sticky bar, xl for the product page. */
  size?: "sm" | "md" | "lg" | "xl";
  /** Smaller on phones, for the sticky bar. */
  compact?: boolean;
  /** Sold out: shown muted (never faded, so it keeps its contrast). */
  soldOut?: boolean;
}) {
  const t = useTranslations("Product");
  const currency = useTranslations("Common")("currency");
  const text = compact
    ? "text-base sm:text-lg"
    : { sm: "text-sm", md: "text-base", lg: "text-lg", xl: "text-2xl" }[size];
  if (view.kind === "range") {
    return (
      <p
        className={`pd font-bold ${soldOut ? "text-muted" : "text-ink"} ${compact ? "gap-x-1 text-sm sm:text-lg" : text}`}
      >
        <span className="sr-only">{t("priceFrom")}</span>
        <Price amount={view.min} locale={locale} currencyLabel={currency} />
        <span aria-hidden="true">–</span>
        <span className="sr-only">{t("priceTo")}</span>
        <Price amount={view.max} locale={locale} currencyLabel={currency} />
      </p>
    );
  }
  return (
    <p className="pd">
      <span className="sr-only">{t("price")}</span>
      <Price
        amount={view.price}
        locale={locale}
        currencyLabel={currency}
        className={`font-bold ${text} ${soldOut ? "text-muted" : view.oldPrice === null ? "" : "text-sale"}`}
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
