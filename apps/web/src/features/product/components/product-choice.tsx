"use client";

import { createContext, type ReactNode, useContext, useState } from "react";
import { type ChoiceProduct, useVariantChoice, type VariantChoice } from "./use-variant-choice.ts";
import { showMissingOption } from "./variant-picker.tsx";

/** The name of the product page's option picker (its radio groups and their ids). */
export const productPickerName = "product";

interface ProductChoice extends VariantChoice {
  quantity: number;
  setQuantity: (quantity: number) => void;
  /** Whether the shopper tried to buy before choosing every option. */
  asked: boolean;
  /**
   * For the sticky bar's buy button pressed with an option still to choose, far from the picker:
   * the picker says what is missing beside its options, scrolls into view and takes the focus.
   * (The panel's button, beside the picker, has the cart answer why, as the quick view does.)
   */
  askForMissing: () => void;
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
  const [asked, setAsked] = useState(false);
  const askForMissing = () => {
    setAsked(true);
    const [first] = choice.missing;
    if (first) showMissingOption(productPickerName, first);
  };
  // The quantity never exceeds what the current choice has in stock.
  const bounded = Math.max(1, Math.min(quantity, choice.stock || 1));
  return (
    <ChoiceContext.Provider
      value={{ ...choice, quantity: bounded, setQuantity, asked, askForMissing }}
    >
      {children}
    </ChoiceContext.Provider>
  );
}

export function useProductChoice(): ProductChoice {
  const choice = useContext(ChoiceContext);
  if (!choice) throw new Error("useProductChoice must be used inside <ProductChoiceProvider>");
  return choice;
}
