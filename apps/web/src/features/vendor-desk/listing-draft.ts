import type { SizeKind } from "@souq/contract/catalog-rules";
import type { Picture } from "@souq/contract/media";
import type { ProductStatus, VendorProductForm } from "@souq/contract/vendor-desk";

/**
 * A product as its listing form holds it while the vendor writes it (ADR 55): every field as the
 * text typed, specifications, variants and pictures as rows in their order. The form sends it to
 * the `saveListing` action, which names the fields as the API's 422 does (`variants.1.price`), so
 * each message goes beside the field it is about.
 */
export interface ListingSpec {
  label_en: string;
  label_ar: string;
  value_en: string;
  value_ar: string;
}

export interface ListingVariant {
  /** The stored variant's id (kept, with its carts); "" for a new row. */
  id: string;
  colour_en: string;
  colour_ar: string;
  colour_hex: string;
  size_en: string;
  size_ar: string;
  /** How the size is measured (`sizeKinds`); "" lets the API take `other`. */
  size_kind: SizeKind | "";
  price: string;
  sale_price: string;
  stock: string;
  /** The key of the picture shown when its colour is chosen; "" for none. */
  picture: string;
}

/** A category to choose, its place in the tree shown by its depth. */
export interface CategoryChoice {
  id: number;
  name: string;
  depth: number;
}

export interface ListingPicture {
  key: string;
  picture: Picture;
}

export interface ListingDraft {
  name_en: string;
  name_ar: string;
  description_en: string;
  description_ar: string;
  category_id: string;
  price: string;
  sale_price: string;
  /** As a `datetime-local` field holds it (`2026-12-31T23:59`), in Riyadh time; "" for none. */
  sale_starts_at: string;
  /** As `sale_starts_at`. */
  sale_ends_at: string;
  stock: string;
  specs: ListingSpec[];
  variants: ListingVariant[];
  pictures: ListingPicture[];
}

export const emptySpec = (): ListingSpec => ({
  label_en: "",
  label_ar: "",
  value_en: "",
  value_ar: "",
});

export const emptyVariant = (): ListingVariant => ({
  id: "",
  colour_en: "",
  colour_ar: "",
  colour_hex: "",
  size_en: "",
  size_ar: "",
  size_kind: "",
  price: "",
  sale_price: "",
  stock: "",
  picture: "",
});

export const emptyDraft = (): ListingDraft => ({
  name_en: "",
  name_ar: "",
  description_en: "",
  description_ar: "",
  category_id: "",
  price: "",
  sale_price: "",
  sale_starts_at: "",
  sale_ends_at: "",
  stock: "",
  specs: [],
  variants: [],
  pictures: [],
});

/** Riyadh keeps UTC+3 all year: the sale's end is typed and shown in the marketplace's time. */
const riyadhOffset = "+03:00";
const riyadhMs = 3 * 60 * 60 * 1000;

/** A stored instant as a `datetime-local` field shows it, in Riyadh time. */
export function localDateTime(iso: string | null): string {
  if (!iso) return "";
  const at = new Date(Date.parse(iso) + riyadhMs);
  return Number.isNaN(at.getTime()) ? "" : at.toISOString().slice(0, 16);
}

/** A `datetime-local` value (Riyadh time) as the API takes it; anything else goes as typed. */
export function isoDateTime(local: string): string {
  const trimmed = local.trim();
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(trimmed)) return `${trimmed}:00${riyadhOffset}`;
  return trimmed;
}

const money = (riyals: number | null) => (riyals === null ? "" : riyals.toFixed(2));

/** A saved product as its form starts: what the vendor wrote, prices with two decimals. */
export function draftOf(product: VendorProductForm): ListingDraft {
  return {
    name_en: product.name_en,
    name_ar: product.name_ar,
    description_en: product.description_en,
    description_ar: product.description_ar,
    category_id: String(product.category_id),
    price: money(product.price),
    sale_price: money(product.sale_price),
    sale_starts_at: localDateTime(product.sale_starts_at),
    sale_ends_at: localDateTime(product.sale_ends_at),
    stock: product.variants.length > 0 ? "" : String(product.stock),
    specs: product.specs.map((spec) => ({ ...spec })),
    variants: product.variants.map((variant) => ({
      id: String(variant.id),
      colour_en: variant.colour_en ?? "",
      colour_ar: variant.colour_ar ?? "",
      colour_hex: variant.colour_hex ?? "",
      size_en: variant.size_en ?? "",
      size_ar: variant.size_ar ?? "",
      size_kind: variant.size_kind ?? "",
      price: money(variant.price),
      sale_price: money(variant.sale_price),
      stock: String(variant.stock),
      picture: variant.picture ?? "",
    })),
    pictures: product.pictures.map((picture) => ({ ...picture })),
  };
}

/** The form's body for the API, as form data carries it: text only, "" for an empty value. */
export type ListingBody = Record<string, unknown>;

/**
 * The save's body: the product's texts trimmed, the sale's end as an instant, the stock only
 * without variants (with them, each variant's counts), a variant's picture only while it is still
 * among the product's, and the pictures' keys in the order chosen. `status` is added only when a
 * button says it (publish, archive, save as draft).
 */
export function listingBody(draft: ListingDraft, status?: ProductStatus): ListingBody {
  const keys = draft.pictures.map((picture) => picture.key);
  const body: ListingBody = {
    name_en: draft.name_en.trim(),
    name_ar: draft.name_ar.trim(),
    description_en: draft.description_en.trim(),
    description_ar: draft.description_ar.trim(),
    category_id: draft.category_id,
    price: draft.price.trim(),
    sale_price: draft.sale_price.trim(),
    sale_starts_at: isoDateTime(draft.sale_starts_at),
    sale_ends_at: isoDateTime(draft.sale_ends_at),
    specs: draft.specs.map((spec) => ({
      label_en: spec.label_en.trim(),
      label_ar: spec.label_ar.trim(),
      value_en: spec.value_en.trim(),
      value_ar: spec.value_ar.trim(),
    })),
    variants: draft.variants.map((variant) => {
      const row: Record<string, string> = {
        colour_en: variant.colour_en.trim(),
        colour_ar: variant.colour_ar.trim(),
        colour_hex: variant.colour_hex.trim(),
        size_en: variant.size_en.trim(),
        size_ar: variant.size_ar.trim(),
        size_kind: variant.size_ar.trim() || variant.size_en.trim() ? variant.size_kind : "",
        price: variant.price.trim(),
        sale_price: variant.sale_price.trim(),
        stock: variant.stock.trim(),
      };
      if (variant.id) row.id = variant.id;
      if (variant.picture && keys.includes(variant.picture)) row.picture = variant.picture;
      return row;
    }),
    pictures: keys,
  };
  if (draft.variants.length === 0) body.stock = draft.stock.trim();
  if (status) body.status = status;
  return body;
}

/** Moves the row at `from` one place earlier (-1) or later (+1); the list as it was at an edge. */
export function moved<T>(rows: readonly T[], from: number, step: -1 | 1): T[] {
  const to = from + step;
  if (from < 0 || from >= rows.length || to < 0 || to >= rows.length) return [...rows];
  const next = [...rows];
  [next[from], next[to]] = [next[to] as T, next[from] as T];
  return next;
}
