"use client";

import type { Locale } from "@souq/contract/locale";
import type { Picture } from "@souq/contract/media";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { PriceDisplay } from "@/components/catalog/price-display.tsx";
import { ResponsivePicture } from "@/components/ui/responsive-picture.tsx";
import { useProductChoice } from "./product-choice.tsx";
import { PurchaseButtons } from "./purchase-buttons.tsx";
import { purchaseActionsId } from "./purchase-panel.tsx";

/** From this width the footer leaves room under itself for the bar (see the shell's footer). */
const footerRoomQuery = "(min-width: 992px)";

/**
 * A bar fixed to the bottom of the screen once the main purchase buttons have scrolled up out of
 * view. It is fixed, so showing it never moves the page; on narrow screens it steps aside when
 * the footer comes into view, so it never covers the footer's last lines.
 */
export function StickyPurchaseBar({
  productId,
  name,
  picture,
  locale,
}: {
  productId: number;
  name: string;
  picture: Picture | null;
  locale: Locale;
}) {
  const t = useTranslations("ProductPage");
  const choice = useProductChoice();
  const [pastButtons, setPastButtons] = useState(false);
  const [footerInView, setFooterInView] = useState(false);
  useEffect(() => {
    const target = document.getElementById(purchaseActionsId);
    const footer = document.querySelector("footer");
    const wide = window.matchMedia(footerRoomQuery);
    // Each box is widened far to one side so that a jump past the screen (a fast scroll, a link)
    // still changes its state: the buttons count as seen until they are above the screen's top,
    // the footer as seen once its top is above the screen's bottom.
    const buttons = new IntersectionObserver(
      ([entry]) => setPastButtons(entry ? !entry.isIntersecting : false),
      { rootMargin: "0px 0px 100000px 0px" },
    );
    const footerSeen = new IntersectionObserver(
      ([entry]) => setFooterInView(entry ? entry.isIntersecting && !wide.matches : false),
      { rootMargin: "100000px 0px 0px 0px" },
    );
    if (target) buttons.observe(target);
    if (footer) footerSeen.observe(footer);
    return () => {
      buttons.disconnect();
      footerSeen.disconnect();
    };
  }, []);
  const visible = pastButtons && !footerInView;
  return (
    <section
      aria-label={t("stickyBar")}
      hidden={!visible}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-gray-200 bg-white/95 shadow-[0_-4px_16px_rgba(0,0,0,0.08)] backdrop-blur"
      data-testid="sticky-purchase-bar"
    >
      <div className="mx-auto flex max-w-shop items-center gap-3 px-4 py-2 pe-20">
        {picture && (
          <ResponsivePicture
            picture={picture}
            alt=""
            sizes="48px"
            className="hidden h-12 w-12 shrink-0 rounded-md border border-gray-200 object-cover sm:block"
          />
        )}
        {/* What is being bought, at every width: the name (cut to one line) over its price. */}
        <div className="min-w-0 flex-1" data-testid="sticky-purchase-summary">
          <p className="truncate text-sm font-semibold text-ink" data-testid="sticky-purchase-name">
            {name}
          </p>
          <PriceDisplay view={choice.price} locale={locale} compact />
        </div>
        <div className="shrink-0">
          <PurchaseButtons
            choice={{
              productId,
              variantId: choice.variant?.id ?? null,
              quantity: choice.quantity,
              soldOut: choice.stock === 0,
              missingOption: choice.missing.length > 0,
            }}
            onMissingOption={choice.askForMissing}
            compact
          />
        </div>
      </div>
    </section>
  );
}
