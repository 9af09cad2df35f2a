import { useTranslations } from "next-intl";

const icons = {
  wishlist:
    "M10 17.3 8.8 16.2C4.6 12.4 2 10 2 7.1 2 4.8 3.8 3 6.1 3c1.3 0 2.6.6 3.4 1.6h1C11.3 3.6 12.6 3 13.9 3 16.2 3 18 4.8 18 7.1c0 2.9-2.6 5.3-6.8 9.1z",
  compare: "M6 3 2 7l4 4V8h7V6H6zm8 6v3H7v2h7v3l4-4z",
  cart: "M3 3h2l.4 2H17l-1.6 7H6.6l.3 1.5H16V15H5.5L3.7 4.8H3zm4 14a1.5 1.5 0 1 0 3 0 1.5 1.5 0 0 0-3 0m6 0a1.5 1.5 0 1 0 3 0 1.5 1.5 0 0 0-3 0",
} as const;

/**
 * A card's buttons. Quick view works; wishlist, compare and add to cart arrive with their own
 * features, so until then they are shown switched off and say so instead of pretending; touch
 * screens, which cannot show why, leave them out.
 */
export function CardActions({
  quickView,
  layout = "column",
}: {
  quickView?: React.ReactNode;
  layout?: "column" | "row";
}) {
  const t = useTranslations("Product.actions");
  return (
    <div
      className={`relative z-10 flex gap-1.5 ${layout === "column" ? "flex-col" : "flex-row flex-wrap"}`}
    >
      {quickView}
      {(["wishlist", "compare", "cart"] as const).map((action) => (
        <button
          key={action}
          type="button"
          disabled
          title={t("soon")}
          className="grid h-9 w-9 cursor-not-allowed pointer-coarse:hidden place-items-center rounded-full bg-white text-gray-400 shadow-sm ring-1 ring-gray-200"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
            <path d={icons[action]} />
          </svg>
          <span className="sr-only">{t(action)}</span>
        </button>
      ))}
    </div>
  );
}
