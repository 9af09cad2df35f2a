import type { Metadata } from "next";
import { notFound } from "next/navigation";
import {
  ProductPage,
  reviewsAnchor,
} from "@/features/catalog/components/product-detail/product-page.tsx";
import { productMetadata } from "@/features/catalog/product-metadata.server.ts";
import { productIdOf } from "@/features/catalog/product-queries.server.ts";
import { ProductReviews } from "@/features/reviews/components/product-reviews.tsx";
import { reviewsPageOf } from "@/features/reviews/queries.server.ts";
import { pageLocale } from "@/i18n/page-locale.ts";

// The frame shows who is signed in; the product itself is a cached catalog read.
export const dynamic = "force-dynamic";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/product/[id]">): Promise<Metadata> {
  const { locale, id } = await params;
  const productId = productIdOf(id);
  return productId === null ? {} : productMetadata(productId, pageLocale(locale));
}

/** /product/{id} (and /product/default/{id}): the product with its reviews in one of its tabs. */
export default async function ProductRoute({
  params,
  searchParams,
}: PageProps<"/[locale]/product/[id]">) {
  const { locale: segment, id } = await params;
  const locale = pageLocale(segment);
  const productId = productIdOf(id);
  if (productId === null) notFound();
  const { reviews_page } = await searchParams;
  return (
    <ProductPage
      productId={productId}
      locale={locale}
      openReviews={reviews_page !== undefined}
      reviews={
        <ProductReviews
          productId={productId}
          locale={locale}
          page={reviewsPageOf(reviews_page)}
          basePath={`/product/${productId}`}
          anchor={reviewsAnchor}
        />
      }
    />
  );
}
