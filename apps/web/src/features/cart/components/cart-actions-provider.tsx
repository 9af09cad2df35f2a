"use client";

import type { ReactNode } from "react";
import { AddToCartProvider } from "@/lib/shopper/add-to-cart.tsx";
import { useCartChanges } from "./use-cart-changes.ts";

/** Gives every buy button of the frame the cart's add, with its toasts (see AddToCartProvider). */
export function CartActionsProvider({ children }: { children: ReactNode }) {
  const { add } = useCartChanges();
  return <AddToCartProvider add={add}>{children}</AddToCartProvider>;
}
