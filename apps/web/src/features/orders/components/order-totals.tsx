import type { Locale } from "@souq/contract/locale";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Price } from "@/components/ui/price.tsx";

interface Totals {
  subtotal: number;
  discount: number;
  shipping: number;
  tax: number;
  total: number;
}

/** Subtotal, discount, shipping, the VAT included and the total, as the API computed them. */
export function OrderTotals({ totals, locale }: { totals: Totals; locale: Locale }) {
  const t = useTranslations("Checkout");
  const currency = useTranslations("Common")("currency");
  const price = (amount: number) => (
    <Price amount={amount} locale={locale} currencyLabel={currency} />
  );
  const row = (label: string, value: ReactNode, testId: string, strong = false) => (
    <div
      className={`flex items-center justify-between gap-4 ${strong ? "border-t border-gray-200 pt-2 text-base font-bold" : "text-sm"}`}
    >
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
  return (
    <dl className="flex flex-col gap-2">
      {row(t("subtotal"), price(totals.subtotal), "totals-subtotal")}
      {totals.discount > 0 && row(t("discount"), price(totals.discount), "totals-discount")}
      {row(
        t("shipping"),
        totals.shipping === 0 ? t("free") : price(totals.shipping),
        "totals-shipping",
      )}
      {row(t("tax"), price(totals.tax), "totals-tax")}
      {row(t("total"), price(totals.total), "totals-total", true)}
    </dl>
  );
}
