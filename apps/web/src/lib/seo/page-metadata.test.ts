import { describe, expect, it, vi } from "vitest";

vi.mock("../config/runtime-config.server.ts", () => ({
  siteUrl: () => "https://souq.example",
}));

const { absoluteUrl, canonicalPath, localizedPath, pageMetadata } = await import(
  "./page-metadata.ts"
);

describe("addresses", () => {
  it("prefixes Arabic with /ar and leaves English bare", () => {
    expect(localizedPath("en", "/")).toBe("/");
    expect(localizedPath("ar", "/")).toBe("/ar");
    expect(localizedPath("ar", "/pages/shop")).toBe("/ar/pages/shop");
    expect(localizedPath("ar", "/?keyword=tea")).toBe("/ar?keyword=tea");
    expect(localizedPath("ar", "/pages/shop?category_id=3")).toBe("/ar/pages/shop?category_id=3");
  });

  it("puts routes on the public origin", () => {
    expect(absoluteUrl("en", "/")).toBe("https://souq.example");
    expect(absoluteUrl("ar", "/")).toBe("https://souq.example/ar");
    expect(absoluteUrl("ar", "/product/7")).toBe("https://souq.example/ar/product/7");
  });
});

describe("canonical query", () => {
  it("keeps the category, the vendor and a later page, in a fixed order", () => {
    expect(canonicalPath("/pages/shop?page=2&sort=price_asc&vendor_id=4&category_id=3")).toBe(
      "/pages/shop?category_id=3&vendor_id=4&page=2",
    );
  });

  it("drops sorting, views, filters, search words and the first page", () => {
    expect(
      canonicalPath(
        "/pages/shop?sort=rating&view=list&min_price=10&colours=red&keyword=tea&page=1",
      ),
    ).toBe("/pages/shop");
  });

  it("drops values that are not positive whole numbers, and trailing slashes", () => {
    expect(canonicalPath("/pages/shop/?category_id=abc&vendor_id=0&page=-2")).toBe("/pages/shop");
    expect(canonicalPath("/")).toBe("/");
  });
});

describe("pageMetadata", () => {
  const picture = {
    url: "https://api.souq.example/media/abc-800.webp",
    srcset: "",
    width: 800,
    height: 800,
  };

  it("gives an English page its canonical address and both languages", () => {
    const metadata = pageMetadata({
      locale: "en",
      path: "/pages/shop?category_id=3&sort=price_desc",
      title: "Phones",
      description: "All phones",
    });
    expect(metadata.title).toBe("Phones");
    expect(metadata.alternates?.canonical).toBe("https://souq.example/pages/shop?category_id=3");
    expect(metadata.alternates?.languages).toEqual({
      en: "https://souq.example/pages/shop?category_id=3",
      ar: "https://souq.example/ar/pages/shop?category_id=3",
      "x-default": "https://souq.example/pages/shop?category_id=3",
    });
    expect(metadata.openGraph).toMatchObject({
      url: "https://souq.example/pages/shop?category_id=3",
      locale: "en_SA",
      alternateLocale: ["ar_SA"],
      siteName: "Souq",
    });
    expect(metadata.robots).toBeUndefined();
    expect(metadata.twitter).toMatchObject({ card: "summary" });
  });

  it("gives an Arabic page its own canonical address in Arabic", () => {
    const metadata = pageMetadata({
      locale: "ar",
      path: "/",
      title: { absolute: "سوق" },
      description: "وصف",
      image: picture,
      noIndex: true,
    });
    expect(metadata.alternates?.canonical).toBe("https://souq.example/ar");
    expect(metadata.alternates?.languages).toEqual({
      en: "https://souq.example",
      ar: "https://souq.example/ar",
      "x-default": "https://souq.example",
    });
    expect(metadata.openGraph).toMatchObject({
      title: "سوق",
      locale: "ar_SA",
      alternateLocale: ["en_SA"],
      siteName: "سوق",
      images: [{ url: picture.url, width: 800, height: 800, alt: "سوق" }],
    });
    expect(metadata.twitter).toMatchObject({ card: "summary_large_image", images: [picture.url] });
    expect(metadata.robots).toEqual({ index: false, follow: true });
  });
});
