import type { SizeKind } from "@souq/contract/catalog-rules";
import type { BilingualText, SeedColour, SeedSize, SeedSpec } from "./types.ts";

/*
 * Shared building blocks for the seed catalogs: colour variants, size
 * ladders and spec labels. Every helper returns fresh objects so that no two
 * products share (and could accidentally mutate) the same variant object.
 */

const colour = (en: string, ar: string, hex: string) => (): SeedColour => ({
  name: { en, ar },
  hex,
});

const COLOURS = {
  black: colour("Black", "أسود", "#1c1c1e"),
  white: colour("White", "أبيض", "#f4f4f2"),
  offWhite: colour("Off-White", "أبيض عاجي", "#efe9dc"),
  red: colour("Red", "أحمر", "#c0392b"),
  burgundy: colour("Burgundy", "عنابي", "#6d1a36"),
  navy: colour("Navy", "كحلي", "#1f2a44"),
  blue: colour("Blue", "أزرق", "#2f6fbf"),
  skyBlue: colour("Sky Blue", "أزرق سماوي", "#8ec5e8"),
  teal: colour("Teal", "فيروزي", "#1b8a8f"),
  green: colour("Green", "أخضر", "#2e8b57"),
  olive: colour("Olive", "زيتي", "#6b7a3a"),
  mint: colour("Mint", "نعناعي", "#a8e0c8"),
  beige: colour("Beige", "بيج", "#d8c3a5"),
  sand: colour("Sand", "رملي", "#cdb28a"),
  camel: colour("Camel", "جملي", "#b8875a"),
  brown: colour("Brown", "بني", "#6f4326"),
  grey: colour("Grey", "رمادي", "#8a8d91"),
  charcoal: colour("Charcoal", "فحمي", "#36454f"),
  graphite: colour("Graphite", "جرافيتي", "#41424c"),
  silver: colour("Silver", "فضي", "#c4c8cc"),
  titanium: colour("Titanium", "تيتانيوم", "#8e8b84"),
  gold: colour("Gold", "ذهبي", "#c9a227"),
  roseGold: colour("Rose Gold", "ذهبي وردي", "#b76e79"),
  pink: colour("Pink", "وردي", "#e8a0b4"),
  dustyRose: colour("Dusty Rose", "وردي مطفأ", "#c48b8f"),
  lilac: colour("Lilac", "ليلكي", "#b59fd0"),
  purple: colour("Purple", "بنفسجي", "#6c3483"),
  orange: colour("Orange", "برتقالي", "#e67e22"),
  yellow: colour("Yellow", "أصفر", "#f1c40f"),
  mustard: colour("Mustard", "خردلي", "#d4a017"),
  emerald: colour("Emerald", "زمردي", "#0f7b5f"),
  walnut: colour("Walnut", "جوزي", "#5d4030"),
  oak: colour("Natural Oak", "بلوط طبيعي", "#c8a46e"),
};

export type ColourKey = keyof typeof COLOURS;

/** Colour variants by key, e.g. colours("black", "red"). */
export const colours = (...keys: ColourKey[]): SeedColour[] => keys.map((key) => COLOURS[key]());

const size = (kind: SizeKind, en: string, ar: string, priceDelta?: number): SeedSize =>
  priceDelta === undefined ? { label: { en, ar }, kind } : { label: { en, ar }, kind, priceDelta };

/** Letter sizes printed the same way in both languages: "S", "M", "L", "XL". */
export const letterSizes = (...labels: string[]): SeedSize[] =>
  labels.map((label) => size("clothing", label, label));

/** Thobe and abaya lengths in inches, as Gulf shops sell them: "52", "54", … */
export const garmentLengths = (...inches: number[]): SeedSize[] =>
  inches.map((length) => size("garment_length", String(length), String(length)));

/** EU shoe sizes from `from` to `to`, inclusive. */
export const shoeSizes = (from: number, to: number): SeedSize[] => {
  const sizes: SeedSize[] = [];
  for (let eu = from; eu <= to; eu += 1) {
    sizes.push(size("shoe", String(eu), String(eu)));
  }
  return sizes;
};

/** Storage options as [gigabytes, priceDelta]; 1024 and above print as terabytes. */
export const storage = (...options: Array<[number, number]>): SeedSize[] =>
  options.map(([gb, priceDelta]) =>
    gb >= 1024
      ? size("storage", `${gb / 1024} TB`, `${gb / 1024} تيرابايت`, priceDelta)
      : size("storage", `${gb} GB`, `${gb} جيجابايت`, priceDelta),
  );

/** Bottle sizes as [millilitres, priceDelta]. */
export const bottles = (...options: Array<[number, number]>): SeedSize[] =>
  options.map(([ml, priceDelta]) => size("volume", `${ml} ml`, `${ml} مل`, priceDelta));

/** Pack weights as [grams, priceDelta]; 1000 and above print as kilograms. */
export const packs = (...options: Array<[number, number]>): SeedSize[] =>
  options.map(([grams, priceDelta]) =>
    grams >= 1000
      ? size("weight", `${grams / 1000} kg`, `${grams / 1000} كجم`, priceDelta)
      : size("weight", `${grams} g`, `${grams} غرام`, priceDelta),
  );

/** Free-form sizes of one kind with their own wording, as [en, ar, priceDelta]. */
export const customSizes = (
  kind: SizeKind,
  ...options: Array<[string, string, number?]>
): SeedSize[] => options.map(([en, ar, priceDelta]) => size(kind, en, ar, priceDelta));

const SPEC_LABELS = {
  material: { en: "Material", ar: "الخامة" },
  dimensions: { en: "Dimensions", ar: "الأبعاد" },
  weight: { en: "Weight", ar: "الوزن" },
  warranty: { en: "Warranty", ar: "الضمان" },
  origin: { en: "Origin", ar: "بلد المنشأ" },
  screen: { en: "Screen", ar: "الشاشة" },
  battery: { en: "Battery", ar: "البطارية" },
  processor: { en: "Processor", ar: "المعالج" },
  memory: { en: "Memory", ar: "الذاكرة العشوائية" },
  camera: { en: "Camera", ar: "الكاميرا" },
  connectivity: { en: "Connectivity", ar: "الاتصال" },
  capacity: { en: "Capacity", ar: "السعة" },
  power: { en: "Power", ar: "القدرة" },
  fit: { en: "Fit", ar: "القصّة" },
  care: { en: "Care", ar: "العناية" },
  concentration: { en: "Concentration", ar: "التركيز" },
  notes: { en: "Key notes", ar: "النفحات الرئيسية" },
  skinType: { en: "Skin type", ar: "نوع البشرة" },
  age: { en: "Age", ar: "العمر المناسب" },
  pages: { en: "Pages", ar: "عدد الصفحات" },
  author: { en: "Author", ar: "المؤلف" },
  language: { en: "Language", ar: "اللغة" },
  netWeight: { en: "Net weight", ar: "الوزن الصافي" },
  shelfLife: { en: "Shelf life", ar: "مدة الصلاحية" },
  waterResistance: { en: "Water resistance", ar: "مقاومة الماء" },
  sole: { en: "Sole", ar: "النعل" },
  lining: { en: "Lining", ar: "البطانة" },
  light: { en: "Light", ar: "الإضاءة" },
  sensor: { en: "Sensor", ar: "المستشعر" },
  lens: { en: "Lens", ar: "العدسة" },
  playtime: { en: "Playtime", ar: "مدة التشغيل" },
  volume: { en: "Volume", ar: "الحجم" },
  pieces: { en: "Pieces", ar: "عدد القطع" },
  variety: { en: "Variety", ar: "الصنف" },
  compatibility: { en: "Works with", ar: "متوافق مع" },
  storage: { en: "Storage", ar: "التخزين" },
  resolution: { en: "Resolution", ar: "الدقة" },
  finish: { en: "Finish", ar: "اللمسة النهائية" },
  ingredients: { en: "Key ingredients", ar: "المكونات الرئيسية" },
  coverage: { en: "Coverage", ar: "درجة التغطية" },
  seats: { en: "Seats", ar: "عدد المقاعد" },
  load: { en: "Max load", ar: "الحمولة القصوى" },
  closure: { en: "Closure", ar: "طريقة الإغلاق" },
  heel: { en: "Heel height", ar: "ارتفاع الكعب" },
  noiseCancelling: { en: "Noise cancelling", ar: "عزل الضوضاء" },
  bulb: { en: "Bulb", ar: "المصباح" },
  players: { en: "Players", ar: "عدد اللاعبين" },
  format: { en: "Format", ar: "الغلاف" },
  packaging: { en: "Packaging", ar: "التغليف" },
} satisfies Record<string, BilingualText>;

export type SpecKey = keyof typeof SPEC_LABELS;

/** One spec row with a shared, translated label and a value in both languages. */
export const spec = (key: SpecKey, en: string, ar: string): SeedSpec => ({
  label: { ...SPEC_LABELS[key] },
  value: { en, ar },
});
