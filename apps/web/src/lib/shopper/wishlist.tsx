"use client";

import { createContext, type ReactNode, useContext } from "react";

/** The shopper's wishlist as every heart button and the header read it. */
export interface WishlistState {
  /** False until the browser knows whose wishlist it is (pages are cached and shared). */
  ready: boolean;
  /** The saved products' ids, the last saved first. */
  productIds: readonly number[];
  /** Saves the product or removes it when saved, with a toast; true when the change was made. */
  toggle: (productId: number) => Promise<boolean>;
  /** Removes a saved product, with `successText` (else 'removed') as its toast; true when done. */
  remove: (productId: number, successText?: string) => Promise<boolean>;
}

const WishlistContext = createContext<WishlistState>({
  ready: false,
  productIds: [],
  toggle: async () => false,
  remove: async () => false,
});

/**
 * Lets every heart button of the frame (cards, quick view, product page) and the header reach the
 * wishlist feature, which the shell plugs in here, without one feature importing another.
 */
export function WishlistStateProvider({
  value,
  children,
}: {
  value: WishlistState;
  children: ReactNode;
}) {
  return <WishlistContext value={value}>{children}</WishlistContext>;
}

export function useWishlist(): WishlistState {
  return useContext(WishlistContext);
}
