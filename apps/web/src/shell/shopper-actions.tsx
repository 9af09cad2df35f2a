import type { ReactNode } from "react";
import { CartActionsProvider } from "@/features/cart/components/cart-actions-provider.tsx";
import { WishlistProvider } from "@/features/wishlist/components/wishlist-provider.tsx";

/** What every button of the frame may change for the shopper: the cart, then the wishlist (whose move to cart adds through the cart). */
export function ShopperActionsProvider({ children }: { children: ReactNode }) {
  return (
    <CartActionsProvider>
      <WishlistProvider>{children}</WishlistProvider>
    </CartActionsProvider>
  );
}
