import { describe, expect, it } from "vitest";
import { sitemapXml } from "./sitemap-xml.ts";

describe("sitemapXml", () => {
  it("writes each address with its language twins, escaped", () => {
    const xml = sitemapXml([
      {
        url: "https://souq.sa/pages/shop?category_id=3&sort=new",
        alternates: {
          languages: {
            en: "https://souq.sa/pages/shop?category_id=3&sort=new",
            ar: "https://souq.sa/ar/pages/shop?category_id=3&sort=new",
          },
        },
      },
    ]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain("<loc>https://souq.sa/pages/shop?category_id=3&amp;sort=new</loc>");
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="ar" href="https://souq.sa/ar/pages/shop?category_id=3&amp;sort=new" />',
    );
    expect(xml.match(/<url>/g)).toHaveLength(1);
  });
});
