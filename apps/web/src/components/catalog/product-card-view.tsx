"use client";

import { srcsetOf } from "@souq/contract/picture-widths";
import { useLocale, useTranslations } from "next-intl";
import { type ReactNode, useState } from "react";
import { Link } from "@/i18n/navigation.tsx";
import { pageHref } from "@/lib/routing/pages.ts";
import { RatingStars } from "../ui/rating-stars.tsx";
import type { CardData } from "./card-data.ts";
import { DealCountdown } from "./deal-countdown.tsx";
import { PriceDisplay } from "./price-display.tsx";
import type { ProductView } from "./product-views.ts";

const pictureSizes: Record<ProductView, string> = {
  grid: "(min-width: 1200px) 240px, (min-width: 768px) 30vw, 50vw",
  list: "(min-width: 768px) 240px, 35vw",
  small: "96px",
};

/**
 * A product card drawn from its CardData (see ProductCard). Its styles are the `.pc` rules of
 * globals.css: a listing carries dozens of cards, and each card's markup twice.
 */
export function ProductCardView({
  card,
  view,
  priority,
  actions,
}: {
  card: CardData;
  view: ProductView;
  priority?: boolean;
  actions?: ReactNode;
}) {
  const t = useTranslations("Product");
  const locale = useLocale() === "ar" ? "ar" : "en";
  const grid = view === "grid";
  const deal = card.dealEndsAt && <DealCountdown endsAt={card.dealEndsAt} />;
  const actionBox = actions && <div className="pc-actions">{actions}</div>;
  // The hover picture is drawn once a pointer first rests on the card: phones never fetch it.
  const [hovered, setHovered] = useState(false);
  return (
    <article
      className="pc"
      data-testid="product-card"
      data-view={view}
      onPointerEnter={(event) => {
        if (event.pointerType === "mouse") setHovered(true);
      }}
    >
      <div className={card.soldOut ? "pc-media pc-out" : "pc-media"}>
        {card.front && (
          // biome-ignore lint/performance/noImgElement: the API already serves every width; srcset picks one
          <img
            src={card.front}
            srcSet={srcsetOf(card.front)}
            sizes={pictureSizes[view]}
            // Stored pictures are square; the card's picture is its 400px width.
            width={400}
            height={400}
            alt=""
            loading={priority ? "eager" : "lazy"}
            fetchPriority={priority ? "high" : undefined}
            decoding={priority ? "sync" : undefined}
          />
        )}
        {card.hover && hovered && (
          // biome-ignore lint/performance/noImgElement: shown on hover only; one stored width is enough
          <img src={card.hover} alt="" className="pc-alt" />
        )}
        {card.labels.length > 0 && (
          <ul className="pc-labels">
            {card.labels.map((label) => (
              <li key={label} className={label}>
                {t(`labels.${label}`)}
              </li>
            ))}
          </ul>
        )}
        {grid && actionBox}
      </div>
      {/* Under the picture, not over it: no button of the card can cover or clip it. */}
      {grid && deal && <div className="pc-deal">{deal}</div>}
      <div className="pc-body">
        {view !== "small" && <p className="pc-cat">{card.category}</p>}
        <h3 className="pc-title">
          <Link href={pageHref.product({ id: card.id })}>{card.name}</Link>
        </h3>
        {card.vendor && (
          <p className="pc-vendor" data-testid="card-vendor">
            {t.rich("soldBy", {
              name: card.vendor[1],
              vendor: (chunks) => (
                <Link href={pageHref.vendor({ id: card.vendor?.[0] ?? 0 })}>{chunks}</Link>
              ),
            })}
          </p>
        )}
        <div className="pc-rating">
          <RatingStars
            rating={card.rating}
            label={t("rating", { rating: card.rating.toFixed(1) })}
          />
          <span>{`(${t("reviews", { count: card.reviews })})`}</span>
        </div>
        <div className="pc-foot">
          <PriceDisplay
            view={card.price}
            locale={locale}
            size={view === "small" ? "sm" : "md"}
            soldOut={card.soldOut}
          />
          {card.soldOut && (
            <p className="pc-out-note" data-testid="out-of-stock">
              {t("outOfStock")}
            </p>
          )}
          {card.excerpt !== undefined && (
            <p className="pc-excerpt" data-testid="product-excerpt">
              {card.excerpt}
            </p>
          )}
          {card.colours && (
            <ul className="pc-swatches" aria-label={t("colours")}>
              {card.colours.slice(0, 5).map(([hex, name]) => (
                <li key={hex} title={name}>
                  <i style={{ background: hex }} />
                  <span className="sr-only">{name}</span>
                </li>
              ))}
              {card.colours.length > 5 && (
                <li>{t("moreColours", { count: card.colours.length - 5 })}</li>
              )}
            </ul>
          )}
          {card.sizes && (
            <p className="pc-cat">
              {t("sizes")}: {card.sizes.join(" · ")}
            </p>
          )}
          {view === "list" && deal}
          {view === "list" && actionBox}
        </div>
      </div>
    </article>
  );
}
