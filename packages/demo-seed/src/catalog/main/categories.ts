import type { SeedCategory } from "../types.ts";

export const categories: SeedCategory[] = [
  { slug: "electronics", name: { en: "Electronics", ar: "الإلكترونيات" }, art: "phone" },
  {
    slug: "phones",
    parent: "electronics",
    name: { en: "Phones", ar: "الهواتف" },
    art: "phone",
  },
  {
    slug: "laptops-tablets",
    parent: "electronics",
    name: { en: "Laptops & Tablets", ar: "الحواسيب والأجهزة اللوحية" },
    art: "laptop",
  },
  {
    slug: "audio",
    parent: "electronics",
    name: { en: "Audio", ar: "الصوتيات" },
    art: "headphones",
  },
  {
    slug: "watches-cameras",
    parent: "electronics",
    name: { en: "Smart Watches & Cameras", ar: "الساعات الذكية والكاميرات" },
    art: "watch",
  },

  { slug: "fashion", name: { en: "Fashion", ar: "الأزياء" }, art: "dress" },
  {
    slug: "men",
    parent: "fashion",
    name: { en: "Men", ar: "الرجال" },
    art: "thobe",
  },
  {
    slug: "women",
    parent: "fashion",
    name: { en: "Women", ar: "النساء" },
    art: "abaya",
  },
  {
    slug: "shoes",
    parent: "fashion",
    name: { en: "Shoes", ar: "الأحذية" },
    art: "shoe",
  },
  {
    slug: "bags",
    parent: "fashion",
    name: { en: "Bags", ar: "الحقائب" },
    art: "bag",
  },

  { slug: "home-kitchen", name: { en: "Home & Kitchen", ar: "المنزل والمطبخ" }, art: "sofa" },
  {
    slug: "furniture",
    parent: "home-kitchen",
    name: { en: "Furniture", ar: "الأثاث" },
    art: "chair",
  },
  {
    slug: "kitchen",
    parent: "home-kitchen",
    name: { en: "Kitchen", ar: "المطبخ" },
    art: "pan",
  },
  {
    slug: "lighting-decor",
    parent: "home-kitchen",
    name: { en: "Lighting & Decor", ar: "الإضاءة والديكور" },
    art: "lamp",
  },

  { slug: "beauty", name: { en: "Beauty", ar: "الجمال والعناية" }, art: "perfume" },
  {
    slug: "perfumes",
    parent: "beauty",
    name: { en: "Perfumes", ar: "العطور" },
    art: "perfume",
  },
  {
    slug: "skincare-makeup",
    parent: "beauty",
    name: { en: "Skincare & Makeup", ar: "العناية بالبشرة والمكياج" },
    art: "cream",
  },

  { slug: "sports-leisure", name: { en: "Sports & Leisure", ar: "الرياضة والترفيه" }, art: "ball" },
  {
    slug: "fitness",
    parent: "sports-leisure",
    name: { en: "Fitness", ar: "اللياقة البدنية" },
    art: "dumbbell",
  },
  {
    slug: "books-toys",
    parent: "sports-leisure",
    name: { en: "Books & Toys", ar: "الكتب والألعاب" },
    art: "book",
  },

  { slug: "food", name: { en: "Food", ar: "الأغذية" }, art: "dates" },
  {
    slug: "dates-sweets",
    parent: "food",
    name: { en: "Dates & Sweets", ar: "التمور والحلويات" },
    art: "dates",
  },
];
