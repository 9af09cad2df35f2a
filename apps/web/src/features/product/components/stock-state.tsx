import { useTranslations } from "next-intl";

/** Few enough units that the shopper is told how many are left. */
const fewLeftFrom = 5;

/** In stock, only a few left, out of stock, or not sold in the chosen combination. */
export function StockState({ stock, unavailable }: { stock: number; unavailable?: boolean }) {
  const t = useTranslations("ProductPage");
  const tProduct = useTranslations("Product");
  const [text, tone] = unavailable
    ? [t("unavailable"), "text-sale"]
    : stock === 0
      ? [tProduct("outOfStock"), "text-sale"]
      : stock <= fewLeftFrom
        ? [t("fewLeft", { count: stock }), "text-accent-600"]
        : [t("inStock"), "text-brand-700"];
  return (
    <p
      className={`flex items-center gap-1.5 text-sm font-semibold ${tone}`}
      data-testid="stock-state"
    >
      <span aria-hidden="true" className="inline-block h-2 w-2 rounded-full bg-current" />
      {text}
    </p>
  );
}
