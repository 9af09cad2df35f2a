import { useTranslations } from "next-intl";
import { CartIcon, CompareIcon, WishlistIcon } from "@/components/ui/icons.tsx";

const icons = { wishlist: WishlistIcon, compare: CompareIcon, cart: CartIcon } as const;

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
      {(["wishlist", "compare", "cart"] as const).map((action) => {
        const Icon = icons[action];
        return (
          <button
            key={action}
            type="button"
            disabled
            title={t("soon")}
            className="grid h-9 w-9 cursor-not-allowed pointer-coarse:hidden place-items-center rounded-full bg-white text-gray-400 shadow-sm ring-1 ring-gray-200"
          >
            <Icon className="h-4 w-4" />
            <span className="sr-only">{t(action)}</span>
          </button>
        );
      })}
    </div>
  );
}
