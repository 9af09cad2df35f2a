import { beautyProducts } from "./main/beauty.ts";
import { categories } from "./main/categories.ts";
import { electronicsProducts } from "./main/electronics.ts";
import { fashionProducts } from "./main/fashion.ts";
import { foodProducts } from "./main/food.ts";
import { homeProducts } from "./main/home.ts";
import { sportsProducts } from "./main/sports.ts";
import { vendors } from "./main/vendors.ts";
import type { SeedCatalog } from "./types.ts";

/** The main storefront: eleven Saudi shops, six departments, 150 products. */
export const mainMarketplace: SeedCatalog = {
  company: { slug: "souq", name: { en: "Souq", ar: "سوق" }, vatNumber: "300000000000003" },
  vendors,
  categories,
  products: [
    ...electronicsProducts,
    ...fashionProducts,
    ...homeProducts,
    ...beautyProducts,
    ...sportsProducts,
    ...foodProducts,
  ],
};
