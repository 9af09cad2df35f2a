import {
  keywordMatchHeader,
  type ProductFacets,
  type ProductSummary,
  pagingHeaders,
  productFacets,
  productList,
} from "@souq/contract/catalog";
import { normalizeSearchText } from "@souq/contract/search-text";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, products } from "../../db/schema.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import { refreshSearchDocuments } from "./search-index-repository.ts";

let t: TestApp;
beforeAll(async () => {
  // Some tests change rows behind the API's back (search columns, a sale's dates) and read the
  // change at once: the catalog's answers are not kept (ADR 57).
  t = await buildTestApp({ answerCacheMs: 0 });
});
afterAll(async () => {
  await t?.close();
});

async function search(
  query: string,
  options: { language?: string; company?: number } = {},
): Promise<{ items: ProductSummary[]; total: number; match: string | undefined }> {
  const response = await t.app.inject({
    method: "GET",
    url: `/${options.company ?? 1}/api/marketplace/products?${query}`,
    headers: options.language ? { "accept-language": options.language } : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  return {
    items: productList.parse(response.json()),
    total: Number(response.headers[pagingHeaders.total]),
    match: response.headers[keywordMatchHeader] as string | undefined,
  };
}

const keyword = (words: string, rest = "") =>
  `keyword=${encodeURIComponent(words)}&per_page=60${rest ? `&${rest}` : ""}`;
const slugs = (items: ProductSummary[]) => items.map((product) => product.slug);

async function categoryId(slug: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.companyId, 1), eq(categories.slug, slug)));
  return row?.id ?? 0;
}

describe("keyword search on the products call", () => {
  it("finds both languages whatever the interface language", async () => {
    for (const language of ["en", "ar"]) {
      const arabic = await search(keyword("سماعة"), { language });
      expect(slugs(arabic.items)).toContain("sada-anc-700-headphones");
      const english = await search(keyword("headphones"), { language });
      expect(slugs(english.items)).toContain("sada-anc-700-headphones");
    }
  });

  it("folds Arabic spelling variants, tashkeel, tatweel and Arabic-Indic digits alike", async () => {
    const reference = slugs((await search(keyword("سماعة"))).items);
    expect(reference.length).toBeGreaterThan(0);
    for (const variant of ["سماعه", "سَمّاعَة", "ســماعة", "السماعات"]) {
      expect(slugs((await search(keyword(variant))).items), variant).toEqual(
        expect.arrayContaining(reference),
      );
    }
    expect(slugs((await search(keyword("احمر شفاه"))).items)[0]).toBe("nada-velvet-matte-lipstick");
    expect(slugs((await search(keyword("دمبل ٢٤"))).items)[0]).toBe(
      "sahm-adjustable-dumbbell-24kg",
    );
  });

  it("matches the word being typed as a prefix and earlier words whole", async () => {
    expect(slugs((await search(keyword("headph"))).items)).toContain("sada-anc-700-headphones");
    expect(slugs((await search(keyword("sada headph"))).items)).toContain(
      "sada-anc-700-headphones",
    );
    // "sad" is a whole word nowhere, so as an earlier word it does not match "sada": it matches
    // nothing, is left out, and the answer says that it matches only part of the keyword.
    const sad = await search(keyword("sad headphones"));
    expect(sad.match).toBe("partial");
    expect(sad.items.length).toBeGreaterThan(0);
    expect(slugs(sad.items)).toEqual(slugs((await search(keyword("headphones"))).items));
  });

  it("folds English plurals both ways", async () => {
    const singular = slugs((await search(keyword("watch"))).items).sort();
    expect(singular.length).toBeGreaterThan(0);
    expect(slugs((await search(keyword("watches"))).items).sort()).toEqual(singular);
  });

  it("lets a word found nowhere match similar words, so small typos still find products", async () => {
    expect(slugs((await search(keyword("hedphones"))).items)).toContain("sada-anc-700-headphones");
    expect(slugs((await search(keyword("سماعت"))).items)).toContain("sada-anc-700-headphones");
    expect((await search(keyword("zzqxw"))).total).toBe(0);
  });

  it("forgives swapped letters, and a slip in a long word still being typed", async () => {
    const speakers = slugs((await search(keyword("spekaer"))).items);
    expect(speakers).toContain("tarab-mini-smart-speaker");
    expect(slugs((await search(keyword("hedpho"))).items)).toContain("sada-anc-700-headphones");
    // A short word two slips from any name finds nothing rather than noise.
    expect((await search(keyword("qamra"))).total).toBe(0);
  });

  it("ranks name matches before matches in other fields, whole words before prefixes", async () => {
    const { items } = await search(keyword("camera"));
    const inName = items.map((product) => /camera/i.test(product.name));
    expect(inName[0]).toBe(true);
    // Once a product matches only elsewhere (description, category), no name match follows.
    expect(inName.slice(inName.indexOf(false))).not.toContain(true);
    const kettle = slugs((await search(keyword("kettle"))).items);
    expect(kettle[0]).toBe("bait-glass-electric-kettle");
    expect(kettle).toContain("sahm-cast-iron-kettlebell-16kg");
  });

  it("ranks exact matches before fuzzy ones: a word that exists is never widened", async () => {
    // Give one product a misspelt name: "hedphones" now exists, so only that product matches.
    const [row] = await t.database.db
      .update(products)
      .set({ nameEn: "Sada Kids Hedphones" })
      .where(and(eq(products.companyId, 1), eq(products.slug, "sada-kids-headphones")))
      .returning({ id: products.id });
    await refreshSearchDocuments(t.database.db, { productIds: [row?.id ?? 0] });
    const found = slugs((await search(keyword("hedphones"))).items);
    expect(found[0]).toBe("sada-kids-headphones");
    expect(found).not.toContain("sada-anc-700-headphones");
    await t.database.db
      .update(products)
      .set({ nameEn: "Sada Kids Volume-Limited Headphones" })
      .where(eq(products.id, row?.id ?? 0));
    await refreshSearchDocuments(t.database.db, { productIds: [row?.id ?? 0] });
  });

  it("keeps to one marketplace", async () => {
    expect((await search(keyword("sanad"))).total).toBe(0);
    const second = await search(keyword("sanad"), { company: 2 });
    expect(second.total).toBeGreaterThan(0);
    const mine = new Set((await search(keyword("سماعة"))).items.map((product) => product.id));
    const theirs = (await search(keyword("سماعة"), { company: 2 })).items;
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.some((product) => mine.has(product.id))).toBe(false);
  });

  it("narrows by category and keeps every other filter", async () => {
    const shoes = await categoryId("shoes");
    const kids = await search(keyword("kids", `category_id=${shoes}`));
    expect(slugs(kids.items)).toEqual(["sahm-kids-light-up-sneakers"]);
    const all = await search(keyword("kids"));
    expect(all.total).toBeGreaterThan(kids.total);
    const electronics = await categoryId("electronics");
    const underElectronics = await search(keyword("sada", `category_id=${electronics}`));
    expect(underElectronics.total).toBeGreaterThan(0);
    const cheap = await search(keyword("sada", "max_price=300"));
    expect(cheap.total).toBeLessThan((await search(keyword("sada"))).total);
  });

  it("sorts by relevance by default with a keyword, and by the chosen sort otherwise", async () => {
    const relevance = slugs((await search(keyword("sada"))).items);
    expect(slugs((await search(keyword("sada", "sort=relevance"))).items)).toEqual(relevance);
    const newest = (await search(keyword("sada", "sort=newest"))).items;
    expect(slugs(newest)).not.toEqual(relevance);
    expect([...slugs(newest)].sort()).toEqual([...relevance].sort());
    // Without a keyword, relevance orders like newest, which stays the default.
    const plain = slugs((await search("per_page=20")).items);
    expect(slugs((await search("per_page=20&sort=relevance")).items)).toEqual(plain);
    expect(slugs((await search("per_page=20&sort=newest")).items)).toEqual(plain);
  });

  it("counts facets with the same keyword condition as the list", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: `/1/api/marketplace/products/facets?${keyword("سماعه")}`,
    });
    expect(response.statusCode).toBe(200);
    const facets: ProductFacets = productFacets.parse(response.json());
    expect(facets.total).toBe((await search(keyword("سماعه"))).total);
    expect(facets.total).toBeGreaterThan(0);
  });

  it("never answers empty while some words match, and says the answer is partial", async () => {
    // A word the catalog lacks is left out; the rest still find their products.
    const unknown = await search(keyword("حاسوب زززقق"));
    expect(unknown.match).toBe("partial");
    expect(slugs(unknown.items)).toContain("orbis-book-14-laptop");
    // Words that exist but are never found together: products holding more of them come first.
    const apart = await search(keyword("falak lipstick"));
    expect(apart.match).toBe("partial");
    expect(slugs(apart.items)).toEqual(
      expect.arrayContaining(["falak-x12-smartphone", "nada-velvet-matte-lipstick"]),
    );
    // Every word matched: the answer says so.
    expect((await search(keyword("sada headphones"))).match).toBe("all");
    // Nonsense finds nothing, however many words it has, and no header claims a partial match.
    for (const nonsense of ["zzqxw", "qqxzv plorfx", "ززقق ظظغغ"]) {
      const nothing = await search(keyword(nonsense));
      expect(nothing.total, nonsense).toBe(0);
      expect(nothing.match, nonsense).toBe("all");
    }
    // Without a keyword there is nothing to match partly.
    expect((await search("per_page=5")).match).toBeUndefined();
  });

  it("finds words written with a joined و ف ب ك ل, with or without the article", async () => {
    const headphones = slugs((await search(keyword("سماعة"))).items);
    for (const variant of ["وسماعة", "بالسماعات", "والسماعه", "فسماعة"]) {
      expect(slugs((await search(keyword(variant))).items), variant).toEqual(
        expect.arrayContaining(headphones.slice(0, 5)),
      );
    }
    expect(slugs((await search(keyword("لجوال"))).items)).toContain("falak-x12-smartphone");
  });

  it("stems suffixes alike on both sides: a feminine adjective finds the masculine", async () => {
    const feminine = slugs((await search(keyword("الرياضية"))).items).sort();
    expect(feminine).toContain("sahm-gym-duffel-bag");
    expect(feminine).toContain("sahm-kids-light-up-sneakers");
    expect(slugs((await search(keyword("رياضي"))).items).sort()).toEqual(feminine);
  });

  it("takes Arabic letters swapped by ear for small slips, and short words' first letters too", async () => {
    expect(slugs((await search(keyword("صماعة"))).items)).toContain("sada-anc-700-headphones");
    expect(slugs((await search(keyword("ترب"))).items)).toContain("tarab-boom-portable-speaker");
    expect(slugs((await search(keyword("خذاء"))).items)).toContain("sahm-stride-running-shoes");
    expect(slugs((await search(keyword("شنطه ليالي"))).items)).toContain(
      "layali-everyday-leather-tote",
    );
  });

  it("knows English product words written in Arabic letters, and everyday Gulf words", async () => {
    const laptops = slugs((await search(keyword("لابتوب"))).items);
    expect(laptops[0]).toMatch(/laptop|ultrabook/);
    expect(laptops).toContain("orbis-book-14-laptop");
    expect(slugs((await search(keyword("لاب توب"))).items)).toContain("orbis-book-14-laptop");
    expect(slugs((await search(keyword("تابلت"))).items)).toContain("lawh-tab-11-tablet");
    expect(slugs((await search(keyword("اير فراير"))).items)[0]).toBe("bait-air-fryer-6l");
    expect(slugs((await search(keyword("ايربودز"))).items)).toContain("sada-buds-pro-earbuds");
    expect(slugs((await search(keyword("جوال"))).items)).toContain("najma-a5-smartphone");
    expect(slugs((await search(keyword("air fryer"))).items)[0]).toBe("bait-air-fryer-6l");
  });

  it("ranks the product a word names before the accessories that mention it", async () => {
    for (const words of ["laptop", "لابتوب", "حاسوب"]) {
      const found = slugs((await search(keyword(words))).items);
      const bag = found.indexOf("sahm-commuter-laptop-backpack");
      const laptop = found.indexOf("kalam-student-14-laptop");
      expect(laptop, words).toBeGreaterThanOrEqual(0);
      if (bag >= 0) expect(laptop, words).toBeLessThan(bag);
    }
  });

  it("answers the names in the interface language, matched or not", async () => {
    const [first] = (await search(keyword("headphones"), { language: "ar" })).items;
    expect(normalizeSearchText(first?.name ?? "")).toMatch(/سماع/);
  });
});
