"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useWishlist } from "@/lib/shopper/wishlist.tsx";
import { WishlistIcon } from "../ui/icons.tsx";

/**
 * The heart that saves a product to the wishlist or removes it (aria-pressed says which it is
 * in). Its state comes from the browser (the shopper's list), never from the cached page, so it
 * waits, disabled, until the browser knows whose list it is.
 */
export function WishlistButton({
  productId,
  name,
  look,
  testId = "wishlist-button",
}: {
  productId: number;
  /** The product's name, in the button's name where several products share a page (cards). */
  name?: string;
  /** A round card button, or a square one beside the product page's add-to-cart. */
  look: "card" | "panel";
  testId?: string;
}) {
  const t = useTranslations("Wishlist");
  const { ready, productIds, toggle } = useWishlist();
  const [busy, setBusy] = useState(false);
  const saved = productIds.includes(productId);
  const label = name ? t("saveNamed", { name }) : t("save");
  return (
    <button
      type="button"
      disabled={!ready || busy}
      aria-pressed={saved}
      aria-busy={busy}
      aria-label={label}
      title={saved ? t("savedTitle") : label}
      onClick={async () => {
        setBusy(true);
        try {
          await toggle(productId);
        } finally {
          setBusy(false);
        }
      }}
      className={
        look === "card"
          ? // The heart is drawn by the stylesheet (.i-heart), so each card carries no copy of it.
            "icon-btn i-heart"
          : "flex h-11 w-11 shrink-0 items-center justify-center rounded-lg border border-gray-300 bg-white text-muted hover:border-sale hover:text-sale disabled:cursor-not-allowed disabled:opacity-60 aria-pressed:border-sale aria-pressed:text-sale"
      }
      data-testid={testId}
    >
      {look === "panel" && <WishlistIcon className={`h-5 w-5 ${saved ? "fill-current" : ""}`} />}
    </button>
  );
}
