"use client";

import type { ProductSummary } from "@souq/contract/catalog";
import type { Locale } from "@souq/contract/locale";
import { useTranslations } from "next-intl";
import { type ReactNode, useState } from "react";
import { PriceDisplay } from "@/components/catalog/price-display.tsx";
import { ArrowIcon, CloseIcon } from "@/components/ui/icons.tsx";
import { RatingStars } from "@/components/ui/rating-stars.tsx";
import { ResponsivePicture } from "@/components/ui/responsive-picture.tsx";
import { PurchaseButtons } from "@/features/product/components/purchase-buttons.tsx";
import { StockState } from "@/features/product/components/stock-state.tsx";
import { useVariantChoice } from "@/features/product/components/use-variant-choice.ts";
import { VariantPicker } from "@/features/product/components/variant-picker.tsx";
import { Link } from "@/i18n/navigation.tsx";
import { pageHref } from "@/lib/routing/pages.ts";

/** What the quick view shows; loaded when a shopper first opens one, not with the page. */
export function QuickViewContent({
  product,
  locale,
  titleId,
  onClose,
  actions,
}: {
  product: ProductSummary;
  locale: Locale;
  titleId: string;
  onClose: () => void;
  /** The buttons beside add to cart that other features own. */
  actions?: ReactNode;
}) {
  const t = useTranslations("QuickView");
  const tProduct = useTranslations("Product");
  const choice = useVariantChoice(product);
  const pictures = product.pictures.length ? product.pictures : product.sm_pictures;
  const [shown, setShown] = useState(0);
  const picture = pictures[shown] ?? pictures[0];
  return (
    <div className="relative flex flex-col gap-4 p-4 sm:p-5">
      <button
        type="button"
        onClick={onClose}
        aria-label={t("close")}
        className="absolute end-2 top-2 z-10 rounded-full bg-white/90 p-2 shadow-sm hover:bg-gray-100"
      >
        <CloseIcon />
      </button>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
        <div className="flex flex-col gap-2">
          <div className="mx-auto aspect-square w-full max-w-56 overflow-hidden rounded-xl border border-gray-200 bg-white">
            {picture && (
              <ResponsivePicture
                picture={picture}
                alt={product.name}
                sizes="224px"
                className="h-full w-full object-contain"
              />
            )}
          </div>
          {pictures.length > 1 && (
            <ul className="flex flex-wrap justify-center gap-1.5">
              {pictures.map((item, index) => (
                <li key={item.url}>
                  <button
                    type="button"
                    onClick={() => setShown(index)}
                    aria-label={t("showPicture", { index: index + 1, count: pictures.length })}
                    aria-current={index === shown ? "true" : undefined}
                    className="block h-10 w-10 overflow-hidden rounded-md border-2 border-transparent aria-[current=true]:border-brand-700"
                  >
                    <ResponsivePicture
                      picture={item}
                      alt=""
                      sizes="48px"
                      className="h-full w-full object-cover"
                    />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="flex min-w-0 flex-col gap-3">
          <p className="text-xs text-muted">
            {t("shortText", { category: product.category.name, vendor: product.vendor.name })}
          </p>
          <h2 id={titleId} className="pe-8 text-lg font-bold leading-6 text-ink">
            {product.name}
          </h2>
          <div className="flex items-center gap-1.5 text-xs text-muted">
            <RatingStars
              rating={product.rating}
              label={tProduct("rating", { rating: product.rating.toFixed(1) })}
            />
            <span className="whitespace-nowrap">
              ({tProduct("reviews", { count: product.review_count })})
            </span>
          </div>
          <div className="flex flex-col gap-1" data-testid="quick-view-price">
            <PriceDisplay view={choice.price} locale={locale} />
            <StockState stock={choice.stock} unavailable={choice.unavailable} />
          </div>
          <VariantPicker choice={choice} name={`quick-view-${product.id}`} />
        </div>
      </div>
      <PurchaseButtons
        choice={{
          productId: product.id,
          variantId: choice.variant?.id ?? null,
          quantity: 1,
          soldOut: choice.stock === 0,
        }}
        testId="quick-view-purchase"
        extras={actions}
      />
      <Link
        href={pageHref.product({ id: product.id })}
        className="inline-flex items-center gap-1 self-start font-semibold text-brand-700 hover:underline"
        data-testid="quick-view-details"
      >
        {t("viewDetails")}
        <ArrowIcon />
      </Link>
    </div>
  );
}
