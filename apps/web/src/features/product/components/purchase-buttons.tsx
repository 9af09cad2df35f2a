"use client";

import { useTranslations } from "next-intl";
import { type ReactNode, useState } from "react";
import { WishlistButton } from "@/components/catalog/wishlist-button.tsx";
import { CartIcon } from "@/components/ui/icons.tsx";
import { useAddToCart } from "@/lib/shopper/add-to-cart.tsx";

/** What the add-to-cart button adds: the product, the chosen variant and quantity. */
export interface PurchaseChoice {
  productId: number;
  /** The chosen variant; null for a product without variants or before every option is chosen. */
  variantId: number | null;
  quantity: number;
  soldOut: boolean;
  /** An option the product offers is still to choose (the product page asks for it itself). */
  missingOption?: boolean;
}

/**
 * Add to cart, the wishlist's heart, and the buttons other features put beside them (compare, from
 * the composing shell).
 */
export function PurchaseButtons({
  choice,
  compact,
  testId,
  extras,
  onMissingOption,
}: {
  choice: PurchaseChoice;
  /** Pressed with an option still to choose: shows what is missing instead of asking the cart. */
  onMissingOption?: () => void;
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
  const add = async () => {
    if (choice.missingOption && onMissingOption) {
      onMissingOption();
      return;
    }
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
        {!compact && (
          <WishlistButton productId={choice.productId} look="panel" testId="add-to-wishlist" />
        )}
        {!compact && extras}
      </div>
    </div>
  );
}
