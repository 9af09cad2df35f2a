"use client";

import { CartDropdown } from "@/features/cart/components/cart-dropdown.tsx";
import { useShopper } from "@/lib/shopper/shopper-provider.tsx";

/** The header's cart dropdown with the shopper's or guest's cart, read after the page (see ShopperProvider). */
export function HeaderCart() {
  const { shopper } = useShopper();
  const cart =
    shopper.status === "signed-in" || shopper.status === "signed-out" ? shopper.cart : null;
  return <CartDropdown cart={cart} />;
}
