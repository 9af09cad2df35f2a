import type { ProductDetail } from "@souq/contract/catalog";
import { describe, expect, it, vi } from "vitest";

vi.mock("../config/runtime-config.server.ts", () => ({
  siteUrl: () => "https://souq.example",
}));

const { breadcrumbJsonLd, organizationJsonLd, productJsonLd, websiteJsonLd } = await import(
  "./structured-data.ts"
);

const picture = (name: string) => ({
  url: `https://api.souq.example/media/${name}.webp`,
  srcset: "",
  width: 800,
  height: 800,
});
const vendor = {
  id: 4,
  slug: "dates-house",
  name: "Dates House",
  description: "",
  city: "Riyadh",
  logo: null,
  rating: 4.5,
  product_count: 10,
};

function product(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    id: 7,
    slug: "sukkari-dates",
    name: "Sukkari dates",
    price: 120,
    sale_price: 99.5,
    stock: 3,
    rating: 4.26,
    review_count: 12,
    labels: [],
    deal_ends_at: null,
    category: { id: 9, name: "Dates" },
    vendor: { id: 4, name: "Dates House" },
    variants: [],
    sm_pictures: [picture("small")],
    pictures: [picture("one"), picture("two")],
    description: "Soft dates from Qassim.",
    specifications: [],
    category_path: [
      { id: 2, name: "Food" },
      { id: 9, name: "Dates" },
    ],
    vendor_detail: vendor,
    gallery: [],
    sales_count: 40,
    ...overrides,
  } as ProductDetail;
}

const url = "https://souq.example/product/7";
const variant = (id: number, price: number, stock: number) => ({
  id,
  price,
  sale_price: null,
  stock,
  colour: null,
  size: "M",
});

describe("productJsonLd", () => {
  it("describes a product without variants with one Offer at the price paid", () => {
    const data = productJsonLd(product(), url);
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Sukkari dates",
      description: "Soft dates from Qassim.",
      sku: "7",
      image: [picture("one").url, picture("two").url],
      brand: { "@type": "Brand", name: "Dates House" },
      category: "Food > Dates",
      aggregateRating: { ratingValue: 4.3, reviewCount: 12, bestRating: 5 },
      offers: {
        "@type": "Offer",
        priceCurrency: "SAR",
        price: "99.50",
        availability: "https://schema.org/InStock",
        url,
        seller: { "@type": "Organization", name: "Dates House" },
      },
    });
  });

  it("describes a product with variants as an AggregateOffer over their price range", () => {
    const data = productJsonLd(
      product({ variants: [variant(1, 150, 0), variant(2, 110, 2), variant(3, 180.5, 0)] }),
      url,
    );
    expect(data.offers).toEqual({
      "@type": "AggregateOffer",
      priceCurrency: "SAR",
      lowPrice: "110.00",
      highPrice: "180.50",
      offerCount: 3,
      availability: "https://schema.org/InStock",
      url,
      seller: { "@type": "Organization", name: "Dates House" },
    });
  });

  it("says out of stock, and leaves out the rating when nobody has reviewed it", () => {
    const data = productJsonLd(product({ stock: 0, review_count: 0, rating: 0 }), url);
    expect(data.offers.availability).toBe("https://schema.org/OutOfStock");
    expect(data).not.toHaveProperty("aggregateRating");
    const allSoldOut = productJsonLd(product({ variants: [variant(1, 10, 0)] }), url);
    expect(allSoldOut.offers.availability).toBe("https://schema.org/OutOfStock");
  });

  it("prefers the large gallery pictures", () => {
    const gallery = [{ colour_hex: null, thumbnail: picture("t"), large: picture("large") }];
    expect(productJsonLd(product({ gallery }), url).image).toEqual([picture("large").url]);
  });
});

describe("site data", () => {
  it("lists breadcrumbs with absolute addresses in the page's language", () => {
    expect(
      breadcrumbJsonLd(
        [
          { name: "الرئيسية", path: "/" },
          { name: "تمور", path: "/pages/shop?category_id=9" },
        ],
        "ar",
      ),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "الرئيسية", item: "https://souq.example/ar" },
        {
          "@type": "ListItem",
          position: 2,
          name: "تمور",
          item: "https://souq.example/ar/pages/shop?category_id=9",
        },
      ],
    });
  });

  it("names the organization and the site's search", () => {
    expect(
      organizationJsonLd({
        name: "Souq",
        url: "https://souq.example",
        logo: "https://souq.example/icon.svg",
      }),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Souq",
      url: "https://souq.example",
      logo: "https://souq.example/icon.svg",
    });
    expect(websiteJsonLd({ name: "سوق", locale: "ar" })).toMatchObject({
      "@type": "WebSite",
      url: "https://souq.example/ar",
      inLanguage: "ar",
      potentialAction: {
        "@type": "SearchAction",
        target: {
          urlTemplate: "https://souq.example/ar/pages/shop?keyword={search_term_string}",
        },
        "query-input": "required name=search_term_string",
      },
    });
  });
});
