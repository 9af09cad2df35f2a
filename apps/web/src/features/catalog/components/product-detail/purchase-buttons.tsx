import { useTranslations } from "next-intl";
import { useId } from "react";

/**
 * Add to cart, wishlist and compare. They are not wired up yet, so they are shown disabled with
 * the reason next to them rather than pretending to work.
 */
export function PurchaseButtons({
  soldOut,
  compact,
  testId,
}: {
  soldOut: boolean;
  /** Only the add-to-cart button, for the sticky bar. */
  compact?: boolean;
  testId?: string;
}) {
  const t = useTranslations("ProductPage");
  const tProduct = useTranslations("Product");
  const noteId = useId();
  const secondary =
    "flex h-11 w-11 shrink-0 items-center justify-center rounded-lg border border-gray-300 bg-white text-muted disabled:cursor-not-allowed disabled:opacity-60";
  return (
    <div
      className={`flex flex-col ${compact ? "items-end gap-0.5" : "gap-2"}`}
      data-testid={testId}
    >
      <div className="flex items-center gap-2">
        <button
          type="button"
          disabled
          aria-describedby={noteId}
          className={`flex h-11 items-center justify-center gap-2 rounded-lg bg-brand-700 font-semibold text-white disabled:cursor-not-allowed disabled:opacity-60 ${compact ? "min-w-11 px-3 sm:px-5" : "min-w-0 flex-1 px-5 sm:flex-none"}`}
          data-testid="add-to-cart"
        >
          <CartIcon />
          {/* In the sticky bar on phones the icon stands alone; the name stays for screen readers. */}
          <span className={compact ? "sr-only sm:not-sr-only" : undefined}>
            {soldOut ? tProduct("outOfStock") : t("addToCart")}
          </span>
        </button>
        {!compact && (
          <>
            <button
              type="button"
              disabled
              aria-label={t("addToWishlist")}
              aria-describedby={noteId}
              title={t("addToWishlist")}
              className={secondary}
              data-testid="add-to-wishlist"
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="h-5 w-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M12 20s-7-4.4-9.2-8.6C1.3 8.4 3 5 6.4 5c2 0 3.3 1.1 4.1 2.3L12 9l1.5-1.7C14.3 6.1 15.6 5 17.6 5 21 5 22.7 8.4 21.2 11.4 19 15.6 12 20 12 20z" />
              </svg>
            </button>
            <button
              type="button"
              disabled
              aria-label={t("addToCompare")}
              aria-describedby={noteId}
              title={t("addToCompare")}
              className={secondary}
              data-testid="add-to-compare"
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="h-5 w-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M7 4 3 8l4 4M3 8h14M17 12l4 4-4 4M21 16H7" />
              </svg>
            </button>
          </>
        )}
      </div>
      <p
        id={noteId}
        className={`text-xs text-muted ${compact ? "whitespace-nowrap text-end" : ""}`}
      >
        {compact ? t("availableSoonShort") : t("availableSoon")}
      </p>
    </div>
  );
}

export function CartIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-5 w-5 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2" />
      <circle cx="9" cy="20" r="1.5" />
      <circle cx="17" cy="20" r="1.5" />
    </svg>
  );
}
