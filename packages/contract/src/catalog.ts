import { z } from "zod";
import { picture } from "./media.ts";

/** Money travels as riyals with at most two decimals; the API keeps integer halalas. */
export const money = z.number().nonnegative().multipleOf(0.01);

export const productLabel = z.enum(["sale", "new", "top", "out", "deal"]);
export type ProductLabel = z.infer<typeof productLabel>;

export const category = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    parent_id: z.number().int().nullable(),
    image: picture.nullable(),
    product_count: z.number().int().nonnegative(),
    get children() {
      return z.array(category);
    },
  })
  .meta({ id: "Category" });
export type Category = z.infer<typeof category>;

export const categoriesResponse = z
  .object({
    categories: z.array(category),
    data: z.object({ categories: z.array(category) }),
  })
  .meta({ id: "CategoriesResponse" });
export type CategoriesResponse = z.infer<typeof categoriesResponse>;

export const variant = z
  .object({
    id: z.number().int(),
    price: money,
    sale_price: money.nullable(),
    stock: z.number().int().nonnegative(),
    colour: z.object({ name: z.string(), hex: z.string() }).nullable(),
    size: z.string().nullable(),
  })
  .meta({ id: "Variant" });
export type Variant = z.infer<typeof variant>;

export const reference = z.object({ id: z.number().int(), name: z.string() });

/** A product as lists, cards and search suggestions read it. */
export const productSummary = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    price: money,
    sale_price: money.nullable(),
    stock: z.number().int().nonnegative(),
    rating: z.number().min(0).max(5),
    review_count: z.number().int().nonnegative(),
    labels: z.array(productLabel),
    deal_ends_at: z.string().datetime().nullable(),
    category: reference,
    vendor: reference,
    variants: z.array(variant),
    sm_pictures: z.array(picture),
    pictures: z.array(picture),
  })
  .meta({ id: "ProductSummary" });
export type ProductSummary = z.infer<typeof productSummary>;

export const vendorSummary = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    city: z.string(),
    logo: picture.nullable(),
    rating: z.number().min(0).max(5),
    product_count: z.number().int().nonnegative(),
  })
  .meta({ id: "VendorSummary" });
export type VendorSummary = z.infer<typeof vendorSummary>;

export const homePage = z
  .object({
    new_arrival: z.array(productSummary),
    recommended_items: z.array(productSummary),
    popular_categories: z.array(category),
    vendors: z.array(vendorSummary),
  })
  .meta({ id: "HomePage" });
export type HomePage = z.infer<typeof homePage>;
