"use client";

import { useTranslations } from "next-intl";
import { CountBadge } from "@/components/ui/count-badge.tsx";
import { WishlistIcon } from "@/components/ui/icons.tsx";
import { Link } from "@/i18n/navigation.tsx";
import { pageHref } from "@/lib/routing/pages.ts";
import { useShopper } from "@/lib/shopper/shopper-provider.tsx";
import { useWishlist } from "@/lib/shopper/wishlist.tsx";

/**
 * The header's wishlist link with its count (a guest's from the browser, else the account's); none
 * for a vendor's staff account, which does not shop.
 */
export function HeaderWishlist() {
  const t = useTranslations("Header");
  const { productIds } = useWishlist();
  const { shopper } = useShopper();
  if (shopper.status === "signed-in" && shopper.staff) return null;
  return (
    <Link
      href={pageHref.wishlist()}
      className="relative flex items-center gap-1 rounded-md p-1.5 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white sm:px-2 sm:py-2"
      data-testid="header-wishlist"
    >
      <span className="sr-only">{t("wishlist")}</span>
      <WishlistIcon className="h-6 w-6" />
      <CountBadge count={productIds.length} testId="wishlist-count" />
    </Link>
  );
}
