import type { ProductSummary } from "@souq/contract/catalog";
import type { Locale } from "@souq/contract/locale";
import { useTranslations } from "next-intl";
import { RatingStars } from "@/components/ui/rating-stars.tsx";
import { ResponsivePicture } from "@/components/ui/responsive-picture.tsx";
import { Link } from "@/i18n/navigation.ts";
import type { ProductView } from "../shop-query.ts";
import { CardActions } from "./card-actions.tsx";
import { DealCountdown } from "./deal-countdown.tsx";
import { PriceDisplay } from "./product-detail/price-display.tsx";
import { priceViewOf } from "./product-detail/price-view.ts";
import { QuickViewButton } from "./quick-view/quick-view-button.tsx";

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
  /** Grid (the default), a wide list row with the description, or a small row. */
  view?: ProductView;
  /** For the cards of the first screen: their pictures load at once. */
  priority?: boolean;
}

const pictureSizes: Record<ProductView, string> = {
  grid: "(min-width: 1200px) 240px, (min-width: 768px) 30vw, 50vw",
  list: "(min-width: 768px) 240px, 35vw",
  small: "96px",
};

/** The distinct colours of a product's variants, in their order. */
function coloursOf(product: ProductSummary) {
  const seen = new Map<string, string>();
  for (const variant of product.variants)
    if (variant.colour && !seen.has(variant.colour.hex))
      seen.set(variant.colour.hex, variant.colour.name);
  return [...seen].map(([hex, name]) => ({ hex, name }));
}

function sizesOf(product: ProductSummary) {
  return [...new Set(product.variants.flatMap((variant) => (variant.size ? [variant.size] : [])))];
}

/**
 * A product in a listing: picture and hover picture, labels, deal countdown, category, title,
 * rating, price and colours; the actions show on hover and focus, and always on touch screens.
 */
export function ProductCard({ product, locale, view = "grid", priority }: ProductCardProps) {
  const t = useTranslations("Product");
  const [front, hover] = product.sm_pictures;
  const soldOut = product.stock === 0;
  const href = `/product/${product.id}`;
  const colours = coloursOf(product);
  const sizes = view === "list" ? sizesOf(product) : [];
  const quickView = <QuickViewButton product={product} locale={locale} />;
  const price = (size: "sm" | "md") => (
    <PriceDisplay view={priceViewOf(product)} locale={locale} size={size} soldOut={soldOut} />
  );

  const pictures = (
    <>
      {front && (
        <ResponsivePicture
          picture={front}
          alt=""
          sizes={pictureSizes[view]}
          priority={priority}
          className={`h-full w-full object-cover ${soldOut ? "grayscale-[40%]" : ""}`}
        />
      )}
      {hover && view !== "small" && (
        <ResponsivePicture
          picture={hover}
          alt=""
          sizes={pictureSizes[view]}
          className="absolute inset-0 h-full w-full object-cover opacity-0 transition-opacity duration-300 group-hover:opacity-100"
        />
      )}
    </>
  );

  const title = (
    <h3
      className={`line-clamp-2 font-semibold text-ink ${view === "small" ? "text-sm leading-5" : "min-h-[2.5rem] text-sm leading-5"}`}
    >
      <Link
        href={href}
        className="after:absolute after:inset-0 after:z-0 hover:text-brand-700 focus:outline-none"
      >
        {product.name}
      </Link>
    </h3>
  );

  const rating = (
    <div className="flex items-center gap-1 text-xs text-muted">
      <RatingStars
        rating={product.rating}
        label={t("rating", { rating: product.rating.toFixed(1) })}
      />
      <span>({t("reviews", { count: product.review_count })})</span>
    </div>
  );

  const stock = soldOut ? (
    <p className="text-xs font-semibold text-sale" data-testid="out-of-stock">
      {t("outOfStock")}
    </p>
  ) : null;

  if (view === "small") {
    return (
      <article
        className="group relative flex gap-3 rounded-xl border border-gray-200 bg-white p-2 focus-within:ring-2 focus-within:ring-brand-600"
        data-testid="product-card"
        data-view="small"
      >
        <div className="relative aspect-square w-20 shrink-0 overflow-hidden rounded-lg bg-gray-50 sm:w-24">
          {pictures}
        </div>
        <div className="flex min-w-0 flex-col gap-0.5">
          {title}
          {rating}
          {price("sm")}
          {stock}
        </div>
      </article>
    );
  }

  const labels = product.labels.length > 0 && (
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
  );

  const swatches = colours.length > 0 && (
    <ul className="flex flex-wrap items-center gap-1.5" aria-label={t("colours")}>
      {colours.slice(0, 5).map((colour) => (
        <li
          key={colour.hex}
          title={colour.name}
          className="h-4 w-4 rounded-full ring-1 ring-gray-300 ring-offset-1"
          style={{ backgroundColor: colour.hex }}
        >
          <span className="sr-only">{colour.name}</span>
        </li>
      ))}
      {colours.length > 5 && (
        <li className="text-xs text-muted">{t("moreColours", { count: colours.length - 5 })}</li>
      )}
    </ul>
  );

  const actionsClass =
    "transition-opacity duration-200 opacity-0 group-hover:opacity-100 group-focus-within:opacity-100 pointer-coarse:opacity-100";

  if (view === "list") {
    return (
      <article
        className="group relative flex gap-4 rounded-xl border border-gray-200 bg-white p-3 transition-shadow hover:shadow-md focus-within:shadow-md sm:p-4"
        data-testid="product-card"
        data-view="list"
      >
        <div className="relative aspect-square w-32 shrink-0 overflow-hidden rounded-lg bg-gray-50 sm:w-48 lg:w-60">
          {pictures}
          {labels}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <p className="text-xs text-muted">{product.category.name}</p>
          {title}
          {rating}
          {price("md")}
          {stock}
          <p className="line-clamp-3 text-sm text-muted" data-testid="product-excerpt">
            {product.excerpt}
          </p>
          {swatches}
          {sizes.length > 0 && (
            <p className="text-xs text-muted">
              {t("sizes")}: {sizes.join(" · ")}
            </p>
          )}
          {product.deal_ends_at && <DealCountdown endsAt={product.deal_ends_at} />}
          <div className="mt-auto pt-1">
            <CardActions quickView={quickView} layout="row" />
          </div>
        </div>
      </article>
    );
  }

  return (
    <article
      className="group relative flex flex-col overflow-hidden rounded-xl border border-gray-200 bg-white transition-shadow hover:shadow-md focus-within:shadow-md"
      data-testid="product-card"
      data-view="grid"
    >
      <div className="relative aspect-square overflow-hidden bg-gray-50">
        {pictures}
        {labels}
        <div className={`absolute end-2 top-2 ${actionsClass}`}>
          <CardActions quickView={quickView} />
        </div>
        {product.deal_ends_at && (
          <div className="absolute inset-x-2 bottom-2 flex justify-center">
            <DealCountdown endsAt={product.deal_ends_at} />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <p className="text-xs text-muted">{product.category.name}</p>
        {title}
        {rating}
        <div className="mt-auto flex flex-col gap-1 pt-1">
          {price("md")}
          {stock}
          {swatches}
        </div>
      </div>
    </article>
  );
}
