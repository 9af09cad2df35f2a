import type { Locale } from "@souq/contract/locale";
import { Price } from "./price.tsx";

interface MinimumOrderProps {
  /** The spec's label, 'Minimum Order Price:' in the page's language. */
  label: string;
  /** Riyals; null when the marketplace sets none; undefined while the API cannot say. */
  amount: number | null | undefined;
  /** What is said when there is none ("No minimum order"). */
  noneText: string;
  locale: Locale;
  currencyLabel: string;
  className?: string;
  testId: string;
}

/**
 * The minimum order as the footer and checkout say it: the spec's label, then the amount with
 * the riyal sign, or that there is none. Without an answer from the API the label shows alone.
 */
export function MinimumOrder({
  label,
  amount,
  noneText,
  locale,
  currencyLabel,
  className = "text-sm",
  testId,
}: MinimumOrderProps) {
  return (
    <p className={className} data-testid={testId}>
      <span className="font-semibold">{label}</span>{" "}
      {amount === null
        ? noneText
        : amount !== undefined && (
            <Price amount={amount} locale={locale} currencyLabel={currencyLabel} />
          )}
    </p>
  );
}
