import type { CompareProduct } from "./compare-endpoint.ts";

/** The fixed rows of the compare table, in the order they are shown. */
export const fixedRows = [
  "price",
  "rating",
  "vendor",
  "category",
  "colours",
  "sizes",
  "stock",
] as const;
export type FixedRow = (typeof fixedRows)[number];

export type CompareRow =
  | { kind: FixedRow; differs: boolean }
  | {
      kind: "specification";
      label: string;
      /** Each product's value, in the products' order; null where a product does not list it. */
      values: (string | null)[];
      differs: boolean;
    };

/** What a shopper reads in a row's cell, reduced to what makes two cells the same or not. */
function cellKey(kind: FixedRow, product: CompareProduct): string {
  switch (kind) {
    case "price":
      return product.price.kind === "single"
        ? `${product.price.price}/${product.price.oldPrice}`
        : `${product.price.min}-${product.price.max}`;
    case "rating":
      return product.rating.toFixed(1);
    case "vendor":
      return String(product.vendor.id);
    case "category":
      return String(product.category.id);
    case "colours":
      return product.colours
        .map(([hex]) => hex.toLowerCase())
        .sort()
        .join(",");
    case "sizes":
      return [...product.sizes].sort().join(",");
    case "stock":
      // The page shows the number in stock, or "out of stock".
      return String(product.stock);
  }
}

/** Whether the values are not all the same; a single product differs from nothing. */
function differ(keys: readonly (string | null)[]): boolean {
  return keys.length > 1 && new Set(keys).size > 1;
}

/** Labels match whatever their case and spacing ("Material" and "material "). */
function labelKey(label: string): string {
  return label.trim().replace(/\s+/g, " ").toLocaleLowerCase();
}

/**
 * The rows of the compare table: the fixed ones, then every specification any product lists (in
 * the order they first appear), each marked when the products' values differ. A specification
 * one product does not list differs from one that another does.
 */
export function compareRows(products: readonly CompareProduct[]): CompareRow[] {
  const rows: CompareRow[] = fixedRows.map((kind) => ({
    kind,
    differs: differ(products.map((product) => cellKey(kind, product))),
  }));
  const labels = new Map<string, string>();
  for (const product of products)
    for (const { label } of product.specifications)
      if (!labels.has(labelKey(label))) labels.set(labelKey(label), label.trim());
  for (const [key, label] of labels) {
    const values = products.map(
      (product) =>
        product.specifications.find((specification) => labelKey(specification.label) === key)
          ?.value ?? null,
    );
    rows.push({
      kind: "specification",
      label,
      values,
      differs: differ(values.map((value) => (value === null ? null : value.trim()))),
    });
  }
  return rows;
}
