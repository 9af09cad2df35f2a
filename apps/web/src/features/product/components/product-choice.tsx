"use client";

import { createContext, type ReactNode, useContext, useState } from "react";
import { type ChoiceProduct, useVariantChoice, type VariantChoice } from "./use-variant-choice.ts";

interface ProductChoice extends VariantChoice {
  quantity: number;
  setQuantity: (quantity: number) => void;
}

const ChoiceContext = createContext<ProductChoice | null>(null);

/**
 * The product page's one choice (colour, size, quantity), read by the gallery, the purchase panel
 * and the sticky bar, which sit in different parts of the page.
 */
export function ProductChoiceProvider({
  product,
  children,
}: {
  product: ChoiceProduct;
  children: ReactNode;
}) {
  const choice = useVariantChoice(product);
  const [quantity, setQuantity] = useState(1);
  // The quantity never exceeds what the current choice has in stock.
  const bounded = Math.max(1, Math.min(quantity, choice.stock || 1));
  return (
    <ChoiceContext.Provider value={{ ...choice, quantity: bounded, setQuantity }}>
      {children}
    </ChoiceContext.Provider>
  );
}

export function useProductChoice(): ProductChoice {
  const choice = useContext(ChoiceContext);
  if (!choice) throw new Error("useProductChoice must be used inside <ProductChoiceProvider>");
  return choice;
}
