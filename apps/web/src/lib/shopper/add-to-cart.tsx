"use client";

import { createContext, type ReactNode, useContext } from "react";

/** What a buy button asks for: a product, its variant when it has variants, and how many. */
export interface AddToCartRequest {
  productId: number;
  variantId: number | null;
  quantity: number;
}

/** How an add tells the shopper it worked: another toast's text, or none (null) when the caller says it. */
export interface AddToCartOptions {
  successText?: string | null;
}

/** Adds to the shopper's cart and tells them how it went; true when it was added. */
export type AddToCart = (request: AddToCartRequest, options?: AddToCartOptions) => Promise<boolean>;

const AddToCartContext = createContext<AddToCart | null>(null);

/**
 * Lets every buy button of the frame (cards, quick view, product page) reach the cart feature,
 * which the shell plugs in here, without one feature importing another.
 */
export function AddToCartProvider({ add, children }: { add: AddToCart; children: ReactNode }) {
  return <AddToCartContext value={add}>{children}</AddToCartContext>;
}

export function useAddToCart(): AddToCart {
  const add = useContext(AddToCartContext);
  if (!add) throw new Error("useAddToCart must be used inside <AddToCartProvider>");
  return add;
}
