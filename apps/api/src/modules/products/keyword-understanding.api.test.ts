import {
  keywordAnswerHeaders,
  keywordMatchHeader,
  type ProductSummary,
  priceRangeOf,
  productList,
  readKeywordAnswer,
} from "@souq/contract/catalog";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, products, productVariants, vendors } from "../../db/schema.ts";
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

/** The products call for a keyword, as the listing asks, with what it said of the keyword. */
async function search(keyword: string, options: { language?: string; rest?: string } = {}) {
  const response = await t.app.inject({
    method: "GET",
    url: `/1/api/marketplace/products?per_page=24&keyword=${encodeURIComponent(keyword)}${options.rest ? `&${options.rest}` : ""}`,
    headers: { "accept-language": options.language ?? "en" },
  });
  expect(response.statusCode, response.body).toBe(200);
  const headers = new Headers(
    Object.entries(response.headers).map(([name, value]) => [name, String(value)]),
  );
  // Every header is ASCII: Arabic words travel percent-encoded.
  for (const name of Object.values(keywordAnswerHeaders)) {
    expect(headers.get(name) ?? "", name).toMatch(/^[\x20-\x7e]*$/);
  }
  return {
    items: productList.parse(response.json()),
    match: headers.get(keywordMatchHeader),
    ...readKeywordAnswer(headers),
  };
}

const slugs = (items: ProductSummary[]) => items.map((product) => product.slug);

describe("what the products call says it understood of a keyword", () => {
  it("names the words that matched nothing and the ones the products match, as typed", async () => {
    for (const [keyword, unmatched, matched] of [
      ["orange dress", "orange", "dress"],
      ["فستان برتقالي", "برتقالي", "فستان"],
      ["najma phone zzqxw", "zzqxw", "najma phone"],
    ] as const) {
      const answer = await search(keyword);
      expect(answer.match, keyword).toBe("partial");
      expect(answer.unmatched, keyword).toEqual([unmatched]);
      expect(answer.matched.join(" "), keyword).toBe(matched);
      expect(answer.items.length, keyword).toBeGreaterThan(0);
    }
    // A dress comes first, though no dress is orange; nothing understood is claimed.
    const dress = await search("orange dress");
    expect(dress.items[0]?.name).toMatch(/Dress|Gown/);
    expect(dress.understood).toEqual([]);
    // Every word matched: nothing to say.
    const all = await search("black abaya");
    expect(all.match).toBe("all");
    expect(all.unmatched).toEqual([]);
  });

  it("ranks the products in the colour asked for first and names the colour, removable, in the request's language", async () => {
    const english = await search("black abaya");
    expect(english.understood).toEqual([
      { kind: "colour", key: "black", label: "Black", words: "black", without: "abaya" },
    ]);
    const arabic = await search("عباية سوداء", { language: "ar" });
    expect(arabic.understood).toEqual([
      { kind: "colour", key: "black", label: "أسود", words: "سوداء", without: "عباية" },
    ]);
    for (const answer of [english, arabic]) {
      expect(slugs(answer.items).slice(0, 2).sort()).toEqual([
        "layali-classic-black-crepe-abaya",
        "layali-embroidered-open-abaya",
      ]);
      expect(slugs(answer.items)).toContain("layali-linen-kimono-abaya");
    }
  });

  it("reads sizes and measures in any digits: the products having them come first", async () => {
    const kettle = await search("غلاية ١٫٧ لتر", { language: "ar" });
    expect(kettle.understood).toEqual([
      { kind: "measure", key: "1700ml", label: "1.7 لتر", words: "١٫٧ لتر", without: "غلاية" },
    ]);
    expect(slugs(kettle.items)[0]).toBe("bait-glass-electric-kettle");
    const phones = await search("phone 256gb");
    expect(phones.understood.map((part) => part.kind === "measure" && part.label)).toEqual([
      "256 GB",
    ]);
    // The five phones sold with 256 GB first, laptops nowhere near.
    expect(slugs(phones.items).slice(0, 5).sort()).toEqual([
      "falak-x12-pro-smartphone",
      "falak-x12-smartphone",
      "sahab-fold-z-phone",
      "sahab-note-8-smartphone",
      "vexa-v20-5g-smartphone",
    ]);
    const size = await search("abaya size 54");
    expect(size.understood.map((part) => [part.kind, part.words, part.without])).toEqual([
      ["size", "size 54", "abaya"],
    ]);
  });

  it("applies a price bound from the keyword, and lets it go, named, when nothing is within it", async () => {
    const under = await search("phone under 1000");
    expect(under.understood).toEqual([
      { kind: "price", max: 1000, words: "under 1000", without: "phone" },
    ]);
    expect(under.items.length).toBeGreaterThan(0);
    for (const product of under.items) expect(priceRangeOf(product).min).toBeLessThanOrEqual(1000);
    const arabic = await search("جوال تحت ١٠٠٠", { language: "ar" });
    expect(slugs(arabic.items).sort()).toEqual(slugs(under.items).sort());

    const tooLow = await search("laptop under 10");
    expect(tooLow.unmatched).toEqual(["under 10"]);
    expect(tooLow.understood).toEqual([]);
    expect(slugs(tooLow.items)).toContain("orbis-book-14-laptop");
  });

  it("orders by price when the keyword asks for the cheapest, unless the shopper chose an order", async () => {
    const cheap = await search("ارخص جوال", { language: "ar" });
    expect(cheap.understood).toEqual([
      { kind: "sort", sort: "price_asc", words: "ارخص", without: "جوال" },
    ]);
    const prices = cheap.items.slice(0, 5).map((product) => priceRangeOf(product).min);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(slugs(cheap.items)[0]).toBe("qimma-easy-senior-phone");
    const chosen = await search("cheap phone", { rest: "sort=price_desc" });
    expect(chosen.understood).toEqual([]);
    expect(slugs(chosen.items)[0]).toBe("sahab-fold-z-phone");
  });

  it("finds nothing for what is not sold, though one letter from a word that is, or only mentioned in a description", async () => {
    for (const keyword of ["jacket", "bike", "sha7en", "غسالة", "نظارة شمسية", "iphone 15"]) {
      const answer = await search(keyword);
      expect(slugs(answer.items), keyword).toEqual([]);
      expect(answer.understood, keyword).toEqual([]);
    }
    // The same slips beside a word that is sold still find it.
    expect(slugs((await search("racket")).items)).toContain("sahm-carbon-padel-racket");
    expect(slugs((await search("spekaer")).items)).toContain("tarab-mini-smart-speaker");
    expect(slugs((await search("3baya")).items)).toContain("layali-linen-kimono-abaya");
  });
});

describe("a product a vendor adds later", () => {
  it("is found by every rule as soon as its search columns are written", async () => {
    const db = t.database.db;
    const [vendor] = await db
      .select({ id: vendors.id })
      .from(vendors)
      .where(and(eq(vendors.companyId, 1), eq(vendors.slug, "dar-al-bait")));
    const [kitchen] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.companyId, 1), eq(categories.slug, "kitchen")));
    const [row] = await db
      .insert(products)
      .values({
        companyId: 1,
        vendorId: vendor?.id ?? 0,
        categoryId: kitchen?.id ?? 0,
        slug: "rimal-travel-kettle",
        nameEn: "Rimal Folding Travel Kettle",
        nameAr: "غلاية رمال القابلة للطي للسفر",
        descriptionEn: "A silicone kettle that folds flat for the suitcase.",
        descriptionAr: "غلاية من السيليكون تنطوي لتدخل الحقيبة.",
        price: 7900,
        minPrice: 7900,
        stock: 5,
        salesCount: 0,
        specs: [
          { label: { en: "Capacity", ar: "السعة" }, value: { en: "0.6 litres", ar: "0.6 لتر" } },
        ],
      })
      .returning({ id: products.id });
    const id = row?.id ?? 0;
    await db.insert(productVariants).values([
      {
        productId: id,
        position: 0,
        colourEn: "Teal",
        colourAr: "فيروزي",
        colourHex: "#1b8a8f",
        price: 7900,
        stock: 5,
      },
    ]);
    // Not yet indexed: the search does not know it.
    expect(slugs((await search("teal kettle")).items)).not.toContain("rimal-travel-kettle");

    await refreshSearchDocuments(db, { productIds: [id] });
    const teal = await search("teal kettle");
    expect(slugs(teal.items)[0]).toBe("rimal-travel-kettle");
    expect(teal.understood.map((part) => part.kind)).toEqual(["colour"]);
    expect(slugs((await search("غلاية ٠٫٦ لتر", { language: "ar" })).items)[0]).toBe(
      "rimal-travel-kettle",
    );
    expect(slugs((await search("kettle 600ml")).items)[0]).toBe("rimal-travel-kettle");
    expect(slugs((await search("كتل فيروزي", { language: "ar" })).items)[0]).toBe(
      "rimal-travel-kettle",
    );
  });
});
