"use client";

import type { Variant } from "@souq/contract/catalog";
import { useState } from "react";
import { type PriceView, priceViewOf, singlePrice } from "@/components/catalog/price-view.ts";

/** The parts of a product that the price, stock and variant choice depend on. */
export interface ChoiceProduct {
  price: number;
  sale_price: number | null;
  stock: number;
  variants: Variant[];
}

export interface ColourOption {
  hex: string;
  name: string;
  /** Whether any variant of this colour is in stock. */
  available: boolean;
}

export interface SizeOption {
  size: string;
  available: boolean;
}

/** An option group a product offers: its colours, its sizes. */
export type OptionGroup = "colour" | "size";

export interface VariantChoice {
  colours: ColourOption[];
  sizes: SizeOption[];
  colour: string | null;
  size: string | null;
  setColour: (hex: string) => void;
  setSize: (size: string) => void;
  /** The groups offered but not chosen yet, in the picker's order. */
  missing: OptionGroup[];
  /** The one variant the choice names, once every offered option is chosen. */
  variant: Variant | null;
  /** True when options are offered but the chosen combination is not sold. */
  unavailable: boolean;
  price: PriceView;
  stock: number;
}

function distinctColours(variants: Variant[]): ColourOption[] {
  const byHex = new Map<string, ColourOption>();
  for (const variant of variants) {
    if (!variant.colour) continue;
    const known = byHex.get(variant.colour.hex);
    byHex.set(variant.colour.hex, {
      hex: variant.colour.hex,
      name: variant.colour.name,
      available: (known?.available ?? false) || variant.stock > 0,
    });
  }
  return [...byHex.values()];
}

function distinctSizes(variants: Variant[]): SizeOption[] {
  const bySize = new Map<string, SizeOption>();
  for (const variant of variants) {
    if (variant.size === null) continue;
    const known = bySize.get(variant.size);
    bySize.set(variant.size, {
      size: variant.size,
      available: (known?.available ?? false) || variant.stock > 0,
    });
  }
  return [...bySize.values()];
}

/**
 * The shopper's colour and size choice and what follows from it: the matching variants' price
 * (a range until the choice names one variant) and stock. An option group with a single value
 * starts chosen.
 */
export function useVariantChoice(product: ChoiceProduct): VariantChoice {
  const colours = distinctColours(product.variants);
  const sizes = distinctSizes(product.variants);
  const [colour, setColour] = useState<string | null>(
    colours.length === 1 ? (colours[0]?.hex ?? null) : null,
  );
  const [size, setSize] = useState<string | null>(
    sizes.length === 1 ? (sizes[0]?.size ?? null) : null,
  );
  const matching = product.variants.filter(
    (variant) =>
      (colour === null || variant.colour?.hex === colour) &&
      (size === null || variant.size === size),
  );
  const missing: OptionGroup[] = [];
  if (colours.length > 0 && colour === null) missing.push("colour");
  if (sizes.length > 0 && size === null) missing.push("size");
  const complete = missing.length === 0;
  const variant = complete && product.variants.length ? (matching[0] ?? null) : null;
  const unavailable = product.variants.length > 0 && matching.length === 0;
  const price = variant
    ? singlePrice(variant.price, variant.sale_price)
    : priceViewOf(product, matching.length ? matching : product.variants);
  const stock = product.variants.length
    ? matching.reduce((sum, candidate) => sum + candidate.stock, 0)
    : product.stock;
  return {
    colours,
    sizes,
    colour,
    size,
    setColour,
    setSize,
    missing,
    variant,
    unavailable,
    price,
    stock,
  };
}
