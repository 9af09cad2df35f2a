"use client";

import { useTranslations } from "next-intl";
import { useQuickView } from "./quick-view-host.tsx";

/**
 * A card's "Quick view" button. It carries only the product's id: the one dialog of the page
 * (QuickViewHost) loads the product when it opens, so a listing ships no product data per card.
 */
export function QuickViewButton({ productId }: { productId: number }) {
  const t = useTranslations("QuickView");
  const open = useQuickView();
  return (
    <button
      type="button"
      onClick={(event) => open(productId, event.currentTarget)}
      aria-label={t("open")}
      aria-haspopup="dialog"
      title={t("open")}
      // The eye is drawn by the stylesheet (.i-eye), so each card carries no copy of it.
      className="icon-btn i-eye"
      data-testid="quick-view-button"
    />
  );
}
