import type { ProductSummary } from "@souq/contract/catalog";
import { priceRangeOf } from "@souq/contract/catalog-rules";
import type { Locale } from "@souq/contract/locale";
import { useTranslations } from "next-intl";
import { Price } from "@/components/ui/price.tsx";

/**
 * A product's price as spec section 3 reads it: a range when its variants differ in price,
 * otherwise the price to pay with the old price struck through when it is on sale.
 */
export function ProductPrice({
  product,
  locale,
  size = "base",
}: {
  product: Pick<ProductSummary, "price" | "sale_price" | "variants" | "stock">;
  locale: Locale;
  size?: "sm" | "base" | "lg";
}) {
  const t = useTranslations("Product");
  const currency = useTranslations("Common")("currency");
  const { min, max } = priceRangeOf(product);
  const onSale = product.sale_price !== null && product.sale_price < product.price;
  const text = { sm: "text-sm", base: "text-base", lg: "text-2xl" }[size];
  // Sold out: muted, never faded, so the price keeps its contrast.
  const tone = product.stock === 0 ? "text-muted" : onSale ? "text-sale" : "text-ink";
  if (min < max) {
    return (
      <p className={`flex flex-wrap items-baseline gap-x-1 font-bold ${text} ${tone}`}>
        <span className="sr-only">{t("priceRange")}</span>
        <Price amount={min} locale={locale} currencyLabel={currency} />
        <span aria-hidden="true">–</span>
        <span className="sr-only">{t("to")}</span>
        <Price amount={max} locale={locale} currencyLabel={currency} />
      </p>
    );
  }
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className="sr-only">{t("price")}</span>
      <Price
        amount={onSale ? (product.sale_price ?? product.price) : product.price}
        locale={locale}
        currencyLabel={currency}
        className={`font-bold ${text} ${tone}`}
      />
      {onSale && (
        <del className="text-xs text-muted">
          <span className="sr-only">{t("oldPrice")} </span>
          <Price amount={product.price} locale={locale} currencyLabel={currency} />
        </del>
      )}
    </p>
  );
}
