"use client";

import { useTranslations } from "next-intl";
import { type ReactNode, useId, useState } from "react";
import { CartIcon, WishlistIcon } from "@/components/ui/icons.tsx";
import { useAddToCart } from "@/lib/shopper/add-to-cart.tsx";

const secondaryActions = [
  { key: "wishlist", label: "addToWishlist", testId: "add-to-wishlist", Icon: WishlistIcon },
] as const;

/** What the add-to-cart button adds: the product, the chosen variant and quantity. */
export interface PurchaseChoice {
  productId: number;
  /** The chosen variant; null for a product without variants or before every option is chosen. */
  variantId: number | null;
  quantity: number;
  soldOut: boolean;
}

/**
 * Add to cart, the buttons other features put beside it (compare, from the composing shell), and
 * the wishlist, which is not wired up yet: it is shown disabled with the reason next to it rather
 * than pretending to work.
 */
export function PurchaseButtons({
  choice,
  compact,
  testId,
  extras,
}: {
  choice: PurchaseChoice;
  /** Only the add-to-cart button, for the sticky bar. */
  compact?: boolean;
  testId?: string;
  /** Buttons other features own, after the cart's (not in the compact sticky bar). */
  extras?: ReactNode;
}) {
  const t = useTranslations("ProductPage");
  const tProduct = useTranslations("Product");
  const addToCart = useAddToCart();
  const [adding, setAdding] = useState(false);
  const noteId = useId();
  const secondary =
    "flex h-11 w-11 shrink-0 items-center justify-center rounded-lg border border-gray-300 bg-white text-muted disabled:cursor-not-allowed disabled:opacity-60";
  const add = async () => {
    setAdding(true);
    try {
      await addToCart({
        productId: choice.productId,
        variantId: choice.variantId,
        quantity: choice.quantity,
      });
    } finally {
      setAdding(false);
    }
  };
  return (
    <div
      className={`flex flex-col ${compact ? "items-end gap-0.5" : "gap-2"}`}
      data-testid={testId}
    >
      <div className="flex items-center gap-2">
        <button
          type="button"
          disabled={choice.soldOut || adding}
          aria-busy={adding}
          onClick={add}
          className={`flex h-11 items-center justify-center gap-2 rounded-lg bg-brand-700 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60 ${compact ? "min-w-11 px-3 sm:px-5" : "min-w-0 flex-1 px-5 sm:flex-none"}`}
          data-testid="add-to-cart"
        >
          <CartIcon />
          {/* In the sticky bar on phones the icon stands alone; the name stays for screen readers. */}
          <span className={compact ? "sr-only sm:not-sr-only" : undefined}>
            {choice.soldOut ? tProduct("outOfStock") : t("addToCart")}
          </span>
        </button>
        {!compact &&
          secondaryActions.map(({ key, label, testId: buttonTestId, Icon }) => (
            <button
              key={key}
              type="button"
              disabled
              aria-label={t(label)}
              aria-describedby={noteId}
              title={t(label)}
              className={secondary}
              data-testid={buttonTestId}
            >
              <Icon />
            </button>
          ))}
        {!compact && extras}
      </div>
      {!compact && (
        <p id={noteId} className="text-xs text-muted">
          {t("availableSoon")}
        </p>
      )}
    </div>
  );
}
