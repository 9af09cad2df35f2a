"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useQuickView } from "@/features/product/components/quick-view/quick-view-host.tsx";
import { useAddToCart } from "@/lib/shopper/add-to-cart.tsx";

/**
 * A card's cart button. A product without options goes into the cart at once (one unit); one with
 * options opens the quick view, where the shopper picks colour and size before adding, as they
 * would expect from a shop. Sold out, it stays visible but cannot be pressed.
 */
export function CardCartButton({
  productId,
  name,
  hasVariants,
  soldOut,
}: {
  productId: number;
  name: string;
  hasVariants: boolean;
  soldOut: boolean;
}) {
  const t = useTranslations("Cart");
  const add = useAddToCart();
  const openQuickView = useQuickView();
  const [adding, setAdding] = useState(false);
  const label = soldOut
    ? t("soldOut", { name })
    : hasVariants
      ? t("chooseOptions", { name })
      : t("addToCart", { name });
  return (
    <button
      type="button"
      disabled={soldOut || adding}
      aria-busy={adding}
      aria-label={label}
      aria-haspopup={hasVariants ? "dialog" : undefined}
      title={label}
      onClick={async (event) => {
        if (hasVariants) {
          openQuickView(productId, event.currentTarget);
          return;
        }
        setAdding(true);
        try {
          await add({ productId, variantId: null, quantity: 1 });
        } finally {
          setAdding(false);
        }
      }}
      // The cart is drawn by the stylesheet (.i-cart), so each card carries no copy of it.
      className="icon-btn i-cart"
      data-testid="card-add-to-cart"
    />
  );
}
