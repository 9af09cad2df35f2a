import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { VendorChat } from "@/features/messages/components/vendor-chat.tsx";
import { ProductPage, reviewsAnchor } from "@/features/product/components/product-page.tsx";
import { productMetadata } from "@/features/product/product-metadata.server.ts";
import { productIdOf } from "@/features/product/queries.server.ts";
import { ProductReviews } from "@/features/product/reviews/components/product-reviews.tsx";
import { reviewViewOf } from "@/features/product/reviews/queries.server.ts";
import { pageLocale } from "@/i18n/page-locale.ts";
import { pageParameters } from "@/lib/routing/page-parameters.ts";
import { pageHref } from "@/lib/routing/pages.ts";
import { cardActions } from "@/shell/card-actions.tsx";
import { productActions } from "@/shell/product-actions.tsx";

/** Pages are made on first request; this placeholder (never a real id) only lets the build check the route. */
export function generateStaticParams() {
  return [{ id: "0" }];
}

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/[frame]/[query]/product/[id]">): Promise<Metadata> {
  const { locale, id } = await params;
  const productId = productIdOf(id);
  return productId === null ? {} : productMetadata(productId, pageLocale(locale));
}

/** /product/{id} (and /product/default/{id}): the product with its reviews in one of its tabs. */
export default async function ProductRoute({
  params,
}: PageProps<"/[locale]/[frame]/[query]/product/[id]">) {
  const { locale: segment, id } = await params;
  const locale = pageLocale(segment);
  const productId = productIdOf(id);
  if (productId === null) notFound();
  const parameters = await pageParameters(params);
  const { reviews_page, reviews_sort, reviews_stars } = parameters;
  return (
    <ProductPage
      cardActions={cardActions}
      productActions={productActions}
      productId={productId}
      locale={locale}
      openReviews={[reviews_page, reviews_sort, reviews_stars].some((value) => value !== undefined)}
      vendorChat={(subject) => (
        <VendorChat locale={locale} {...subject} path={pageHref.product({ id: productId })} />
      )}
      reviews={
        <ProductReviews
          productId={productId}
          locale={locale}
          view={reviewViewOf(parameters)}
          basePath={pageHref.product({ id: productId })}
          anchor={reviewsAnchor}
        />
      }
    />
  );
}
