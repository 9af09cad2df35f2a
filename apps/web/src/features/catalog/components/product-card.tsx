import type { ProductSummary } from "@souq/contract/catalog";
import type { Locale } from "@souq/contract/locale";
import { useTranslations } from "next-intl";
import { Price } from "@/components/ui/price.tsx";
import { RatingStars } from "@/components/ui/rating-stars.tsx";
import { ResponsivePicture } from "@/components/ui/responsive-picture.tsx";
import { Link } from "@/i18n/navigation.ts";

const labelStyles: Record<ProductSummary["labels"][number], string> = {
  sale: "bg-sale text-white",
  new: "bg-brand-600 text-white",
  top: "bg-accent-600 text-white",
  out: "bg-gray-700 text-white",
  deal: "bg-ink text-white",
};

interface ProductCardProps {
  product: ProductSummary;
  locale: Locale;
  priority?: boolean;
}

/** A product in the grid: pictures, labels, name, category, rating and price. */
export function ProductCard({ product, locale, priority }: ProductCardProps) {
  const t = useTranslations("Product");
  const tCommon = useTranslations("Common");
  const [front, hover] = product.sm_pictures;
  const onSale = product.sale_price !== null;
  const soldOut = product.stock === 0;
  const href = `/product/${product.id}`;
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border border-gray-200 bg-white transition-shadow hover:shadow-md focus-within:shadow-md">
      <div className="relative aspect-square overflow-hidden bg-gray-50">
        {front && (
          <ResponsivePicture
            picture={front}
            alt=""
            sizes="(min-width: 1200px) 220px, (min-width: 768px) 25vw, 50vw"
            priority={priority}
            className="h-full w-full object-cover"
          />
        )}
        {hover && (
          <ResponsivePicture
            picture={hover}
            alt=""
            sizes="(min-width: 1200px) 220px, (min-width: 768px) 25vw, 50vw"
            className="absolute inset-0 h-full w-full object-cover opacity-0 transition-opacity duration-300 group-hover:opacity-100"
          />
        )}
        {product.labels.length > 0 && (
          <ul className="absolute start-2 top-2 flex flex-col items-start gap-1">
            {product.labels.map((label) => (
              <li
                key={label}
                className={`rounded px-2 py-0.5 text-xs font-semibold ${labelStyles[label]}`}
              >
                {t(`labels.${label}`)}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <p className="text-xs text-muted">{product.category.name}</p>
        <h3 className="line-clamp-2 min-h-[2.5rem] text-sm font-semibold leading-5 text-ink">
          <Link href={href} className="after:absolute after:inset-0 focus:outline-none">
            {product.name}
          </Link>
        </h3>
        <div className="flex items-center gap-1 text-xs text-muted">
          <RatingStars
            rating={product.rating}
            label={t("rating", { rating: product.rating.toFixed(1) })}
          />
          <span>({t("reviews", { count: product.review_count })})</span>
        </div>
        <div className="mt-auto flex flex-wrap items-baseline gap-x-2 pt-1">
          {soldOut ? (
            <span className="text-sm font-semibold text-muted">{t("outOfStock")}</span>
          ) : null}
          <Price
            amount={product.sale_price ?? product.price}
            locale={locale}
            currencyLabel={tCommon("currency")}
            className={`text-base font-bold ${onSale ? "text-sale" : "text-ink"} ${soldOut ? "opacity-60" : ""}`}
          />
          {onSale && (
            <del className="text-xs text-muted">
              <span className="sr-only">{t("oldPrice")} </span>
              <Price amount={product.price} locale={locale} currencyLabel={tCommon("currency")} />
            </del>
          )}
        </div>
      </div>
    </article>
  );
}
