import { type ProductDetail, priceRangeOf } from "@souq/contract/catalog";
import type { Locale } from "@souq/contract/locale";
import { pageHref } from "../routing/pages.ts";
import { absoluteUrl } from "./page-metadata.ts";

const context = "https://schema.org";
const currency = "SAR";

/** Riyals as schema.org wants a price: a string with two decimals, "1299.00". */
function price(riyals: number): string {
  return riyals.toFixed(2);
}

function availability(inStock: boolean): string {
  return inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock";
}

/**
 * A product for search results: one Offer, or an AggregateOffer over its variants' price range
 * (priceRangeOf, as the product card shows it). `url` is the product page's absolute address.
 */
export function productJsonLd(product: ProductDetail, url: string) {
  const seller = { "@type": "Organization", name: product.vendor.name };
  const images = [
    ...new Set(
      (product.gallery.length
        ? product.gallery.map((picture) => picture.large)
        : product.pictures
      ).map((picture) => picture.url),
    ),
  ];
  const inStock = product.variants.length
    ? product.variants.some((variant) => variant.stock > 0)
    : product.stock > 0;
  const offers = product.variants.length
    ? (() => {
        const range = priceRangeOf(product);
        return {
          "@type": "AggregateOffer",
          priceCurrency: currency,
          lowPrice: price(range.min),
          highPrice: price(range.max),
          offerCount: product.variants.length,
          availability: availability(inStock),
          url,
          seller,
        };
      })()
    : {
        "@type": "Offer",
        priceCurrency: currency,
        price: price(product.sale_price ?? product.price),
        availability: availability(inStock),
        itemCondition: "https://schema.org/NewCondition",
        url,
        seller,
      };
  const category = (product.category_path.length ? product.category_path : [product.category])
    .map((step) => step.name)
    .join(" > ");
  return {
    "@context": context,
    "@type": "Product",
    "@id": `${url}#product`,
    name: product.name,
    description: product.description,
    sku: String(product.id),
    productID: product.slug,
    url,
    ...(images.length ? { image: images } : {}),
    brand: { "@type": "Brand", name: product.vendor.name },
    category,
    ...(product.review_count > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: Math.round(product.rating * 10) / 10,
            reviewCount: product.review_count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    offers,
  };
}

/** The trail from the home page to this page, each step an absolute address in the page's language. */
export function breadcrumbJsonLd(items: Array<{ name: string; path: string }>, locale: Locale) {
  return {
    "@context": context,
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absoluteUrl(locale, item.path),
    })),
  };
}

/** The marketplace itself: its name, home page and logo (absolute addresses). */
export function organizationJsonLd({
  name,
  url,
  logo,
}: {
  name: string;
  url: string;
  logo: string;
}) {
  return { "@context": context, "@type": "Organization", name, url, logo };
}

/** The site in one language, with the shop's search as its search action. */
export function websiteJsonLd({ name, locale }: { name: string; locale: Locale }) {
  return {
    "@context": context,
    "@type": "WebSite",
    name,
    url: absoluteUrl(locale, "/"),
    inLanguage: locale,
    potentialAction: {
      "@type": "SearchAction",
      target: {
        "@type": "EntryPoint",
        urlTemplate: `${absoluteUrl(locale, pageHref.shop())}?keyword={search_term_string}`,
      },
      "query-input": "required name=search_term_string",
    },
  };
}

/** The address of the site's logo, for Organization data. */
export function logoUrl(): string {
  return absoluteUrl("en", "/icon.svg");
}
