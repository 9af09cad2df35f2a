import { describe, expect, it, vi } from "vitest";

vi.mock("../config/runtime-config.server.ts", () => ({
  siteUrl: () => "https://souq.example",
}));

const { apiPagesOfProductSitemap, categoryIds, localizedEntries, productSitemapCount } =
  await import("./sitemap-entries.ts");
const { crawlRules } = await import("./crawl-rules.ts");
const { sitemapIndexXml } = await import("./sitemap-index.ts");

describe("sitemap entries", () => {
  it("lists a route once per language, each naming every language", () => {
    const languages = {
      en: "https://souq.example/pages/shop?category_id=3",
      ar: "https://souq.example/ar/pages/shop?category_id=3",
      "x-default": "https://souq.example/pages/shop?category_id=3",
    };
    expect(localizedEntries("/pages/shop?category_id=3&sort=newest")).toEqual([
      { url: languages.en, alternates: { languages } },
      { url: languages.ar, alternates: { languages } },
    ]);
  });

  it("splits products into sitemaps of whole API pages, under the 50,000-address limit", () => {
    expect(productSitemapCount(0)).toBe(1);
    expect(productSitemapCount(150)).toBe(1);
    expect(productSitemapCount(100_000)).toBe(9);
    const second = apiPagesOfProductSitemap(2);
    expect(second[0]).toBe(201);
    expect(second.at(-1)).toBe(400);
    expect(second.length * 60 * 2).toBeLessThanOrEqual(50_000);
  });

  it("walks the whole category tree", () => {
    const leaf = (id: number) => ({ id, children: [] });
    expect(
      categoryIds([{ id: 1, children: [leaf(2), { id: 3, children: [leaf(4)] }] }, leaf(5)]),
    ).toEqual([1, 2, 3, 4, 5]);
  });

  it("writes a sitemap index", () => {
    const xml = sitemapIndexXml([
      "https://souq.example/sitemap/0.xml",
      "https://souq.example/sitemap/1.xml?a&b",
    ]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain("<loc>https://souq.example/sitemap/0.xml</loc>");
    expect(xml).toContain("<loc>https://souq.example/sitemap/1.xml?a&amp;b</loc>");
  });
});

describe("robots.txt", () => {
  it("keeps crawlers off private pages in both languages and names the sitemap index", () => {
    const robots = crawlRules("https://souq.example");
    expect(robots.sitemap).toBe("https://souq.example/sitemap.xml");
    const rules = Array.isArray(robots.rules) ? robots.rules[0] : robots.rules;
    expect(rules?.allow).toBe("/");
    for (const path of ["/pages/profile", "/pages/cart", "/shop/checkout", "/pages/login"]) {
      expect(rules?.disallow).toContain(path);
      expect(rules?.disallow).toContain(`/ar${path}`);
    }
  });
});
