import { describe, expect, it } from "vitest";
import { mainMarketplace } from "./main-marketplace.ts";
import { secondMarketplace } from "./second-marketplace.ts";
import type { BilingualText, SeedCatalog, SeedProduct } from "./types.ts";

const ARABIC = /[\u0600-\u06FF]/;
const HEX = /^#[0-9a-f]{6}$/i;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

interface Expectations {
  minVendors: number;
  minTopLevel: number;
  minLeaves: number;
  products: number;
  minProductsPerLeaf: number;
}

const catalogs: Array<[string, SeedCatalog, Expectations]> = [
  [
    "main marketplace",
    mainMarketplace,
    { minVendors: 8, minTopLevel: 4, minLeaves: 12, products: 150, minProductsPerLeaf: 6 },
  ],
  [
    "second marketplace",
    secondMarketplace,
    { minVendors: 2, minTopLevel: 1, minLeaves: 2, products: 12, minProductsPerLeaf: 1 },
  ],
];

/** Every { en, ar } object anywhere in the catalog, with a path for error messages. */
function bilingualTexts(value: unknown, path = "catalog"): Array<[string, BilingualText]> {
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => bilingualTexts(item, `${path}[${index}]`));
  }
  if (value === null || typeof value !== "object") {
    return [];
  }
  const record = value as Record<string, unknown>;
  if (typeof record.en === "string" && typeof record.ar === "string") {
    return [[path, { en: record.en, ar: record.ar }]];
  }
  return Object.entries(record).flatMap(([key, child]) => bilingualTexts(child, `${path}.${key}`));
}

function duplicates(values: string[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) {
      repeated.add(value);
    }
    seen.add(value);
  }
  return [...repeated];
}

const share = (products: SeedProduct[], test: (product: SeedProduct) => boolean) =>
  products.filter(test).length / products.length;

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9\u0600-\u06FF]+/)
    .filter((word) => word.length > 2);

describe.each(catalogs)("%s", (_label, catalog, expected) => {
  const { company, vendors, categories, products } = catalog;
  const vendorSlugs = new Set(vendors.map((vendor) => vendor.slug));
  const categoryBySlug = new Map(categories.map((category) => [category.slug, category]));
  const topLevel = categories.filter((category) => category.parent === undefined);
  const leaves = categories.filter((category) => category.parent !== undefined);
  const leafSlugs = new Set(leaves.map((category) => category.slug));

  it("has the expected number of vendors, categories and products", () => {
    expect(vendors.length).toBeGreaterThanOrEqual(expected.minVendors);
    expect(topLevel.length).toBeGreaterThanOrEqual(expected.minTopLevel);
    expect(leaves.length).toBeGreaterThanOrEqual(expected.minLeaves);
    expect(products).toHaveLength(expected.products);
  });

  it("uses unique, lowercase-kebab slugs for each kind", () => {
    expect(company.slug).toMatch(SLUG);
    for (const slugs of [
      vendors.map((vendor) => vendor.slug),
      categories.map((category) => category.slug),
      products.map((product) => product.slug),
    ]) {
      expect(duplicates(slugs)).toEqual([]);
      for (const slug of slugs) {
        expect(slug).toMatch(SLUG);
      }
    }
  });

  it("keeps categories on exactly two levels", () => {
    for (const category of leaves) {
      const parent = categoryBySlug.get(category.parent ?? "");
      expect(parent, `parent of ${category.slug}`).toBeDefined();
      expect(parent?.parent, `${category.slug} is nested too deep`).toBeUndefined();
    }
    for (const category of topLevel) {
      const children = leaves.filter((child) => child.parent === category.slug);
      expect(children.length, `children of ${category.slug}`).toBeGreaterThan(0);
    }
  });

  it("links every product to an existing vendor and leaf category", () => {
    for (const product of products) {
      expect(vendorSlugs.has(product.vendor), `vendor of ${product.slug}`).toBe(true);
      expect(categoryBySlug.has(product.category), `category of ${product.slug}`).toBe(true);
      expect(leafSlugs.has(product.category), `${product.slug} is not in a leaf`).toBe(true);
    }
  });

  it("spreads products over every leaf category and every vendor", () => {
    for (const leaf of leaves) {
      const count = products.filter((product) => product.category === leaf.slug).length;
      expect(count, `products in ${leaf.slug}`).toBeGreaterThanOrEqual(expected.minProductsPerLeaf);
    }
    for (const vendor of vendors) {
      const count = products.filter((product) => product.vendor === vendor.slug).length;
      expect(count, `products of ${vendor.slug}`).toBeGreaterThan(0);
    }
  });

  it("prices products in whole, positive halalas with sensible discounts", () => {
    for (const product of products) {
      expect(Number.isInteger(product.price), product.slug).toBe(true);
      expect(product.price, product.slug).toBeGreaterThan(0);
      if (product.salePrice !== undefined) {
        expect(Number.isInteger(product.salePrice), product.slug).toBe(true);
        expect(product.salePrice, product.slug).toBeGreaterThan(0);
        expect(product.salePrice, product.slug).toBeLessThan(product.price);
        const discount = 1 - product.salePrice / product.price;
        expect(discount, `discount of ${product.slug}`).toBeGreaterThanOrEqual(0.1);
        expect(discount, `discount of ${product.slug}`).toBeLessThanOrEqual(0.4);
      }
      for (const size of product.sizes ?? []) {
        const delta = size.priceDelta ?? 0;
        expect(Number.isInteger(delta), product.slug).toBe(true);
        expect(delta, product.slug).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it("gives deal products an end date and a sale price", () => {
    for (const product of products) {
      const isDeal = product.labels.includes("deal");
      if (isDeal) {
        expect(product.salePrice, `sale price of ${product.slug}`).toBeDefined();
        expect(product.dealEndsInDays, `deal end of ${product.slug}`).toBeDefined();
        expect(product.dealEndsInDays).toBeGreaterThanOrEqual(1);
        expect(product.dealEndsInDays).toBeLessThanOrEqual(14);
      } else {
        expect(product.dealEndsInDays, `${product.slug} is not a deal`).toBeUndefined();
      }
      expect(duplicates(product.labels), product.slug).toEqual([]);
    }
  });

  it("keeps stock, ratings, sales and listing ages in range", () => {
    for (const product of products) {
      expect(Number.isInteger(product.stock), product.slug).toBe(true);
      expect(product.stock, product.slug).toBeGreaterThanOrEqual(0);
      expect(product.stock, product.slug).toBeLessThanOrEqual(120);
      expect(Number.isInteger(product.ratingCount), product.slug).toBe(true);
      expect(product.ratingCount, product.slug).toBeGreaterThanOrEqual(0);
      expect(product.ratingCount, product.slug).toBeLessThanOrEqual(400);
      if (product.ratingCount === 0) {
        expect(product.rating, `${product.slug} has no ratings`).toBe(0);
      } else {
        expect(product.rating, product.slug).toBeGreaterThanOrEqual(3.2);
        expect(product.rating, product.slug).toBeLessThanOrEqual(5);
      }
      expect(Math.round(product.rating * 10) / 10, `${product.slug} has one decimal`).toBe(
        product.rating,
      );
      expect(Number.isInteger(product.salesCount), product.slug).toBe(true);
      expect(product.salesCount, product.slug).toBeGreaterThanOrEqual(0);
      expect(product.salesCount, product.slug).toBeLessThanOrEqual(5000);
      expect(Number.isInteger(product.listedDaysAgo), product.slug).toBe(true);
      expect(product.listedDaysAgo, product.slug).toBeGreaterThanOrEqual(1);
      expect(product.listedDaysAgo, product.slug).toBeLessThanOrEqual(400);
      if (product.labels.includes("new")) {
        expect(product.listedDaysAgo, `${product.slug} is new`).toBeLessThan(30);
      }
    }
  });

  it("has non-empty English and Arabic text everywhere", () => {
    const texts = bilingualTexts(catalog);
    expect(texts.length).toBeGreaterThan(products.length * 2);
    for (const [path, text] of texts) {
      expect(text.en.trim(), `${path}.en`).not.toBe("");
      expect(text.ar.trim(), `${path}.ar`).not.toBe("");
      expect(text.en, `${path}.en has Arabic letters`).not.toMatch(ARABIC);
      expect(text.en, `${path}.en`).toBe(text.en.trim());
      expect(text.ar, `${path}.ar`).toBe(text.ar.trim());
    }
  });

  it("writes names and descriptions in Arabic and English respectively", () => {
    const written: Array<[string, BilingualText]> = [
      ["company", company.name],
      ...vendors.flatMap(
        (vendor): Array<[string, BilingualText]> => [
          [`${vendor.slug}.name`, vendor.name],
          [`${vendor.slug}.description`, vendor.description],
          [`${vendor.slug}.city`, vendor.city],
        ],
      ),
      ...categories.map((category): [string, BilingualText] => [
        `${category.slug}.name`,
        category.name,
      ]),
      ...products.flatMap(
        (product): Array<[string, BilingualText]> => [
          [`${product.slug}.name`, product.name],
          [`${product.slug}.description`, product.description],
          ...(product.colours ?? []).map((colour): [string, BilingualText] => [
            `${product.slug}.colour`,
            colour.name,
          ]),
        ],
      ),
    ];
    for (const [path, text] of written) {
      expect(text.ar, `${path}.ar`).toMatch(ARABIC);
      expect(text.en, `${path}.en`).not.toMatch(ARABIC);
    }
  });

  it("uses #rrggbb hex colours", () => {
    for (const vendor of vendors) {
      expect(vendor.colour, vendor.slug).toMatch(HEX);
    }
    for (const product of products) {
      expect(product.tint, product.slug).toMatch(HEX);
      for (const colour of product.colours ?? []) {
        expect(colour.hex, `${product.slug} ${colour.name.en}`).toMatch(HEX);
      }
    }
  });

  it("gives vendors distinct brand colours and names", () => {
    expect(duplicates(vendors.map((vendor) => vendor.colour.toLowerCase()))).toEqual([]);
    expect(duplicates(vendors.map((vendor) => vendor.name.en))).toEqual([]);
    expect(duplicates(vendors.map((vendor) => vendor.name.ar))).toEqual([]);
  });

  it("gives every product a distinct name in both languages", () => {
    expect(duplicates(products.map((product) => product.name.en))).toEqual([]);
    expect(duplicates(products.map((product) => product.name.ar))).toEqual([]);
    expect(duplicates(categories.map((category) => category.name.en))).toEqual([]);
    expect(duplicates(categories.map((category) => category.name.ar))).toEqual([]);
  });

  it("keeps variants and specs tidy", () => {
    for (const product of products) {
      if (product.colours !== undefined) {
        expect(product.colours.length, product.slug).toBeGreaterThanOrEqual(2);
        expect(product.colours.length, product.slug).toBeLessThanOrEqual(4);
        expect(duplicates(product.colours.map((colour) => colour.name.en)), product.slug).toEqual(
          [],
        );
      }
      if (product.sizes !== undefined) {
        expect(product.sizes.length, product.slug).toBeGreaterThan(0);
        expect(duplicates(product.sizes.map((size) => size.label.en)), product.slug).toEqual([]);
      }
      if (product.specs !== undefined) {
        expect(product.specs.length, product.slug).toBeGreaterThanOrEqual(1);
        expect(product.specs.length, product.slug).toBeLessThanOrEqual(5);
      }
    }
  });

  it("puts at least 25% of products on sale and at least 5% out of stock", () => {
    expect(share(products, (product) => product.salePrice !== undefined)).toBeGreaterThanOrEqual(
      0.25,
    );
    expect(share(products, (product) => product.stock === 0)).toBeGreaterThanOrEqual(0.05);
  });

  it("has new, top-rated and deal products", () => {
    for (const label of ["new", "top", "deal"] as const) {
      expect(
        products.some((product) => product.labels.includes(label)),
        label,
      ).toBe(true);
    }
  });
});

describe("main marketplace mix", () => {
  const { products } = mainMarketplace;

  it("belongs to the souq company", () => {
    expect(mainMarketplace.company).toEqual({
      slug: "souq",
      name: { en: "Souq", ar: "سوق" },
      vatNumber: "300000000000003",
    });
  });

  it("has roughly the intended share of labels and variants", () => {
    const onSale = share(products, (product) => product.salePrice !== undefined);
    expect(onSale).toBeLessThanOrEqual(0.4);
    const out = share(products, (product) => product.stock === 0);
    expect(out).toBeLessThanOrEqual(0.15);
    const isNew = share(products, (product) => product.labels.includes("new"));
    expect(isNew).toBeGreaterThanOrEqual(0.15);
    expect(isNew).toBeLessThanOrEqual(0.25);
    const top = share(products, (product) => product.labels.includes("top"));
    expect(top).toBeGreaterThanOrEqual(0.1);
    expect(top).toBeLessThanOrEqual(0.2);
    const deal = share(products, (product) => product.labels.includes("deal"));
    expect(deal).toBeGreaterThanOrEqual(0.05);
    expect(deal).toBeLessThanOrEqual(0.12);
    const withColours = share(products, (product) => product.colours !== undefined);
    expect(withColours).toBeGreaterThanOrEqual(0.3);
    expect(withColours).toBeLessThanOrEqual(0.5);
    const withSizes = share(products, (product) => product.sizes !== undefined);
    expect(withSizes).toBeGreaterThanOrEqual(0.25);
    expect(withSizes).toBeLessThanOrEqual(0.45);
  });

  it("includes a few brand-new products without ratings", () => {
    const unrated = products.filter((product) => product.ratingCount === 0);
    expect(unrated.length).toBeGreaterThanOrEqual(3);
    for (const product of unrated) {
      expect(product.labels, product.slug).toContain("new");
    }
  });

  it("contains Arabic spelling variants that search has to handle", () => {
    const arabic = products
      .map((product) => `${product.name.ar} ${product.description.ar}`)
      .join(" ");
    for (const letter of ["ة", "ى", "أ", "إ", "آ", "ئ", "ؤ", "،"]) {
      expect(arabic, letter).toContain(letter);
    }
    for (const word of ["أحمر", "سماعة", "حقيبة", "عطر"]) {
      expect(arabic, word).toContain(word);
    }
  });
});

describe("company isolation fixtures", () => {
  it("uses two different companies", () => {
    expect(secondMarketplace.company.slug).toBe("nakhla");
    expect(secondMarketplace.company.slug).not.toBe(mainMarketplace.company.slug);
  });

  it("shares product-name words between the two companies", () => {
    const mainWords = new Set(
      mainMarketplace.products.flatMap((product) => words(product.name.en)),
    );
    const mainArabicWords = new Set(
      mainMarketplace.products.flatMap((product) => words(product.name.ar)),
    );
    const sharedEnglish = secondMarketplace.products.filter((product) =>
      words(product.name.en).some((word) => mainWords.has(word)),
    );
    const sharedArabic = secondMarketplace.products.filter((product) =>
      words(product.name.ar).some((word) => mainArabicWords.has(word)),
    );
    expect(sharedEnglish.length).toBeGreaterThanOrEqual(2);
    expect(sharedArabic.length).toBeGreaterThanOrEqual(2);
    const smartphones = (catalog: SeedCatalog) =>
      catalog.products.filter(
        (product) => product.name.en.includes("Smartphone") && product.name.ar.includes("هاتف"),
      );
    expect(smartphones(mainMarketplace).length).toBeGreaterThanOrEqual(2);
    expect(smartphones(secondMarketplace).length).toBeGreaterThanOrEqual(2);
  });
});

describe("VAT registration numbers", () => {
  it("every marketplace and vendor has its own: 15 digits, the first and the last a 3", () => {
    const numbers = [mainMarketplace, secondMarketplace].flatMap((catalog) => [
      catalog.company.vatNumber,
      ...catalog.vendors.map((vendor) => vendor.vatNumber),
    ]);
    for (const number of numbers) expect(number).toMatch(/^3[0-9]{13}3$/);
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});

describe("vendors' start dates", () => {
  const day = 24 * 60 * 60 * 1000;
  it("are real days, each before the vendor's first product was listed, and not all alike", () => {
    for (const catalog of [mainMarketplace, secondMarketplace]) {
      const starts = new Set<string>();
      for (const vendor of catalog.vendors) {
        expect(vendor.sellingSince).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        const start = Date.parse(`${vendor.sellingSince}T09:00:00+03:00`);
        expect(Number.isNaN(start)).toBe(false);
        const listed = catalog.products
          .filter((product) => product.vendor === vendor.slug)
          .map((product) => Date.now() - product.listedDaysAgo * day);
        expect(start).toBeLessThan(Math.min(...listed));
        starts.add(vendor.sellingSince.slice(0, 7));
      }
      expect(starts.size).toBe(catalog.vendors.length);
    }
  });

  it("give every sized product one kind of size", () => {
    for (const product of [...mainMarketplace.products, ...secondMarketplace.products])
      expect(new Set((product.sizes ?? []).map((size) => size.kind)).size).toBeLessThanOrEqual(1);
  });
});
