import { apiUrl, languages } from "./support/languages.ts";
import { type APIRequestContext, expect, test } from "./support/test.ts";

// What search engines read: the sitemap index and its sitemaps, robots.txt, and each page's
// canonical address, language alternates and structured data. SITE_URL is this run's own address.

const marketplace = `${apiUrl}/1/api/marketplace`;

/** Every <url> of every sitemap the index at /sitemap.xml names, as raw XML blocks by address. */
async function sitemapEntries(request: APIRequestContext, base: string) {
  const index = await request.get("/sitemap.xml");
  expect(index.status()).toBe(200);
  expect(index.headers()["content-type"]).toContain("xml");
  const indexXml = await index.text();
  expect(indexXml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const sitemaps = [...indexXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "");
  expect(sitemaps.length).toBeGreaterThanOrEqual(2);
  const entries = new Map<string, string>();
  for (const sitemap of sitemaps) {
    expect(sitemap.startsWith(`${base}/`)).toBe(true);
    const response = await request.get(sitemap.slice(base.length));
    expect(response.status(), sitemap).toBe(200);
    for (const [block] of (await response.text()).matchAll(/<url>[\s\S]*?<\/url>/g)) {
      const loc = block.match(/<loc>([^<]+)<\/loc>/)?.[1];
      if (loc) entries.set(loc, block);
    }
  }
  return entries;
}

/** Checks that a route is listed in both languages, each entry naming both and English as default. */
function expectBothLanguages(entries: Map<string, string>, base: string, path: string) {
  const english = `${base}${path}`;
  const arabic = `${base}/ar${path}`;
  for (const url of [english, arabic]) {
    const block = entries.get(url);
    expect(block, `${url} in the sitemap`).toBeDefined();
    expect(block).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${english}" />`);
    expect(block).toContain(`<xhtml:link rel="alternate" hreflang="ar" href="${arabic}" />`);
    expect(block).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${english}" />`,
    );
  }
}

test.describe("search engines", () => {
  test("the sitemap lists listings, categories, vendors, blog posts and products in both languages", async ({
    request,
    baseURL,
  }) => {
    const base = baseURL ?? "";
    const entries = await sitemapEntries(request, base);
    expect(entries.get(base)).toBeDefined();
    expectBothLanguages(entries, base, "/pages/shop");
    expectBothLanguages(entries, base, "/pages/categories");
    expectBothLanguages(entries, base, "/pages/vendors");
    expectBothLanguages(entries, base, "/pages/deals");
    expectBothLanguages(entries, base, "/pages/blog");
    const posts = (await (await request.get(`${marketplace}/blog-posts`)).json()) as {
      data: Array<{ slug: string }>;
    };
    expect(posts.data.length).toBeGreaterThan(0);
    for (const post of posts.data) expectBothLanguages(entries, base, `/pages/blog/${post.slug}`);

    const categories = (await (await request.get(`${marketplace}/categories`)).json()) as {
      categories: Array<{ id: number; children: Array<{ id: number }> }>;
    };
    const parent = categories.categories[0];
    expectBothLanguages(entries, base, `/pages/shop?category_id=${parent?.id}`);
    const child = categories.categories.find((category) => category.children.length)?.children[0];
    expectBothLanguages(entries, base, `/pages/shop?category_id=${child?.id}`);

    const vendors = (await (await request.get(`${marketplace}/vendors?per_page=100`)).json()) as {
      data: Array<{ id: number }>;
      meta: { total: number };
    };
    for (const vendor of vendors.data)
      expectBothLanguages(entries, base, `/pages/vendors/${vendor.id}`);

    const products = await request.get(`${marketplace}/products?per_page=60`);
    const total = Number(products.headers()["x-total-count"]);
    const listed = [...entries.keys()].filter((url) => url.startsWith(`${base}/product/`));
    expect(listed).toHaveLength(total);
    for (const product of ((await products.json()) as Array<{ id: number }>).slice(0, 5))
      expectBothLanguages(entries, base, `/product/${product.id}`);

    // Nothing a shopper owns is listed.
    expect(
      [...entries.keys()].some((url) => /\/(pages\/(login|profile|cart)|shop\/)/.test(url)),
    ).toBe(false);
  });

  test("robots.txt keeps crawlers off private pages in both languages and names the sitemap", async ({
    request,
    baseURL,
  }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    const robots = await response.text();
    expect(robots).toContain("User-Agent: *");
    expect(robots).toContain("Allow: /");
    for (const path of [
      "/pages/profile",
      "/pages/orders",
      "/pages/cart",
      "/shop/checkout",
      "/shop/wishlist",
      "/pages/login",
      "/pages/forgot-password",
      "/pages/reset-password",
      "/pages/confirm-signup",
      "/pages/coming-soon",
    ]) {
      expect(robots).toContain(`Disallow: ${path}\n`);
      expect(robots).toContain(`Disallow: /ar${path}\n`);
    }
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  for (const language of languages) {
    test(`the ${language.locale} home page names its canonical address, its twin and the marketplace`, async ({
      page,
      baseURL,
    }) => {
      const base = baseURL ?? "";
      const own = language.locale === "en" ? base : `${base}/ar`;
      await page.goto(language.home);
      const head = page.locator("head");
      await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", own);
      await expect(head.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
        "href",
        base,
      );
      await expect(head.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute(
        "href",
        `${base}/ar`,
      );
      await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
        "href",
        base,
      );
      await expect(head.locator('meta[property="og:url"]')).toHaveAttribute("content", own);
      await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute(
        "content",
        `${language.locale}_SA`,
      );

      const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
      const data = scripts.flatMap((text) => JSON.parse(text) as unknown) as Array<
        Record<string, unknown>
      >;
      const organization = data.find((item) => item["@type"] === "Organization");
      const website = data.find((item) => item["@type"] === "WebSite");
      expect(organization).toMatchObject({
        "@context": "https://schema.org",
        name: language.locale === "en" ? "Souq" : "سوق",
        url: own,
        logo: `${base}/icon.svg`,
      });
      expect(website).toMatchObject({
        "@context": "https://schema.org",
        url: own,
        inLanguage: language.locale,
        potentialAction: {
          "@type": "SearchAction",
          target: {
            urlTemplate: `${own}/pages/shop?keyword={search_term_string}`,
          },
          "query-input": "required name=search_term_string",
        },
      });
      const logo = await page.request.get(`${base}/icon.svg`);
      expect(logo.status()).toBe(200);
    });
  }
});
