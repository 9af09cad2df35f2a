import type { SizeKind } from "@souq/contract/catalog-rules";
/** Text written by hand in both languages; never machine-translated filler. */
export interface BilingualText {
  en: string;
  ar: string;
}

/** The illustration drawn for a product or category picture (see ../art). */
export type ArtKind =
  | "phone"
  | "laptop"
  | "tablet"
  | "headphones"
  | "speaker"
  | "watch"
  | "camera"
  | "tshirt"
  | "shirt"
  | "dress"
  | "abaya"
  | "thobe"
  | "shoe"
  | "sneaker"
  | "bag"
  | "backpack"
  | "chair"
  | "sofa"
  | "lamp"
  | "mug"
  | "pan"
  | "kettle"
  | "perfume"
  | "cream"
  | "lipstick"
  | "ball"
  | "dumbbell"
  | "book"
  | "toy"
  | "dates";

export interface SeedCompany {
  slug: string;
  name: BilingualText;
  /** The marketplace's VAT registration number (15 digits, the first and the last a 3). */
  vatNumber: string;
}

export interface SeedVendor {
  /** Unique within its company; stable across seed runs. */
  slug: string;
  name: BilingualText;
  description: BilingualText;
  city: BilingualText;
  /** Brand colour of the generated logo, "#rrggbb". */
  colour: string;
  /** The vendor's VAT registration number (15 digits, the first and the last a 3): made up. */
  vatNumber: string;
  /** Working days it takes to hand an order to the courier; 1 when not said (ADR 52). */
  handlingDays?: number;
  /** The day the vendor started selling on the marketplace, "YYYY-MM-DD" (its `joined_at`). */
  sellingSince: string;
}

export interface SeedCategory {
  slug: string;
  name: BilingualText;
  /** Slug of the parent; absent for a top-level category. */
  parent?: string;
  art: ArtKind;
}

export interface SeedColour {
  name: BilingualText;
  hex: string;
}

export interface SeedSize {
  /** As printed on the label: "M", "42", "256 GB", "50 ml". */
  label: BilingualText;
  /** How it is measured, which the listing's size filter groups by. */
  kind: SizeKind;
  /** Added to the product price for this size, in halalas (may be 0). */
  priceDelta?: number;
}

export interface SeedSpec {
  label: BilingualText;
  value: BilingualText;
}

export interface SeedProduct {
  /** Unique within its company; stable across seed runs. */
  slug: string;
  vendor: string;
  /** Slug of a second-level (leaf) category. */
  category: string;
  name: BilingualText;
  description: BilingualText;
  /** Regular price in halalas (1 SAR = 100 halalas). */
  price: number;
  /** Discounted price in halalas, lower than price; absent when not on sale. */
  salePrice?: number;
  /** Units in stock for a product without variants; 0 means out of stock. */
  stock: number;
  /** Average rating 0–5 with at most one decimal. */
  rating: number;
  ratingCount: number;
  salesCount: number;
  /** Curated labels; "sale" and "out" are derived from prices and stock. */
  labels: Array<"new" | "top" | "deal">;
  /** For "deal" products: how many days from the seed run the deal ends. */
  dealEndsInDays?: number;
  /** How many days before the seed run the product was listed. */
  listedDaysAgo: number;
  art: ArtKind;
  /** The main colour of the illustration when there are no colour variants, "#rrggbb". */
  tint: string;
  colours?: SeedColour[];
  sizes?: SeedSize[];
  specs?: SeedSpec[];
}

export interface SeedCatalog {
  company: SeedCompany;
  vendors: SeedVendor[];
  categories: SeedCategory[];
  products: SeedProduct[];
}
