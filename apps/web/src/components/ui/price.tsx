import type { Locale } from "@souq/contract/locale";
import { formatAmount } from "@/i18n/format-money.ts";
import { RiyalSymbol } from "./riyal-symbol.tsx";

interface PriceProps {
  amount: number;
  locale: Locale;
  /** The accessible name of the riyal sign, in the page's language. */
  currencyLabel: string;
  className?: string;
}

/** A price in riyals: the riyal sign, then the amount with two decimals, in the same order in both languages. */
export function Price({ amount, locale, currencyLabel, className }: PriceProps) {
  return (
    <span dir="ltr" className={className ? `price ${className}` : "price"}>
      <RiyalSymbol label={currencyLabel} />
      <span>{formatAmount(amount, locale)}</span>
    </span>
  );
}
