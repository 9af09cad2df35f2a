import type { SizeKind } from "@souq/contract/catalog-rules";
import type { SeedProduct } from "./catalog/types.ts";
import { seededRandom } from "./seeded-random.ts";

export interface PlannedVariant {
  position: number;
  colour: { en: string; ar: string; hex: string } | null;
  size: { en: string; ar: string; kind: SizeKind } | null;
  price: number;
  salePrice: number | null;
  stock: number;
}

/** Every colour × size combination of a product, with repeatable stock levels. */
export function planVariants(product: SeedProduct): PlannedVariant[] {
  const colours = product.colours?.length ? product.colours : [null];
  const sizes = product.sizes?.length ? product.sizes : [null];
  if (colours[0] === null && sizes[0] === null) return [];
  const random = seededRandom(`variants:${product.slug}`);
  const planned: PlannedVariant[] = [];
  for (const colour of colours) {
    for (const size of sizes) {
      const delta = size?.priceDelta ?? 0;
      // An out-of-stock product has no stock in any variant; otherwise one in seven sells out.
      const stock = product.stock === 0 || random() < 1 / 7 ? 0 : 1 + Math.floor(random() * 40);
      planned.push({
        position: planned.length,
        colour: colour ? { en: colour.name.en, ar: colour.name.ar, hex: colour.hex } : null,
        size: size ? { en: size.label.en, ar: size.label.ar, kind: size.kind } : null,
        price: product.price + delta,
        salePrice: product.salePrice === undefined ? null : product.salePrice + delta,
        stock,
      });
    }
  }
  return planned;
}
