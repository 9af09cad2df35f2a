"use client";

import { removeCartLine } from "@/features/cart/actions.ts";
import { CartDropdown } from "@/features/cart/components/cart-dropdown.tsx";
import { useShopper } from "@/lib/shopper/shopper-provider.tsx";

/** The header's cart dropdown with the shopper's cart, read after the page (see ShopperProvider). */
export function HeaderCart() {
  const { shopper, refresh } = useShopper();
  return (
    <CartDropdown
      cart={shopper.status === "signed-in" ? shopper.cart : null}
      removeLine={removeCartLine}
      afterChange={refresh}
    />
  );
}
