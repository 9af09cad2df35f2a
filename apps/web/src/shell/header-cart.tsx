"use client";

import { useTranslations } from "next-intl";
import { StoreIcon } from "@/components/ui/icons.tsx";
import { CartDropdown } from "@/features/cart/components/cart-dropdown.tsx";
import { Link } from "@/i18n/navigation.tsx";
import { pageHref } from "@/lib/routing/pages.ts";
import { useShopper } from "@/lib/shopper/shopper-provider.tsx";

/**
 * The header's cart dropdown with the shopper's or guest's cart, read after the page (see
 * ShopperProvider). A vendor's staff account does not shop: in the cart's place, the link to its
 * desk (ADR 48).
 */
export function HeaderCart() {
  const { shopper } = useShopper();
  const t = useTranslations("Header");
  if (shopper.status === "signed-in" && shopper.staff)
    return (
      <Link
        href={pageHref.vendorDashboard()}
        className="flex items-center gap-1 rounded-md p-1.5 text-sm font-semibold hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white sm:px-2 sm:py-2"
        data-testid="header-vendor-desk"
      >
        <StoreIcon />
        <span className="sr-only sm:not-sr-only">{t("vendorDesk")}</span>
      </Link>
    );
  const cart =
    shopper.status === "signed-in" || shopper.status === "signed-out" ? shopper.cart : null;
  return <CartDropdown cart={cart} />;
}
