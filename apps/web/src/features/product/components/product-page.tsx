import type { ProductDetail, ProductDetailResponse, ProductSummary } from "@souq/contract/catalog";
import type { Locale } from "@souq/contract/locale";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { type CardActions, ProductCard } from "@/components/catalog/product-card.tsx";
import { Breadcrumbs, type Crumb } from "@/components/ui/breadcrumbs.tsx";
import { ClientMessages } from "@/components/ui/client-messages.tsx";
import { RatingStars } from "@/components/ui/rating-stars.tsx";
import { SectionHeading } from "@/components/ui/section-heading.tsx";
import { getProduct } from "@/features/product/queries.server.ts";
import { RecentlyViewedSection } from "@/features/product/recently-viewed/components/recently-viewed-section.tsx";
import { RecordView } from "@/features/product/recently-viewed/components/record-view.tsx";
import { Link } from "@/i18n/navigation.tsx";
import { pageHref } from "@/lib/routing/pages.ts";
import { JsonLd } from "@/lib/seo/json-ld.tsx";
import { absoluteUrl } from "@/lib/seo/page-metadata.ts";
import { productJsonLd } from "@/lib/seo/structured-data.ts";
import { ProductChoiceProvider } from "./product-choice.tsx";
import { ProductGallery } from "./product-gallery.tsx";
import { ProductTabs } from "./product-tabs.tsx";
import { PurchasePanel } from "./purchase-panel.tsx";
import { ProductDescription, SpecificationsTable } from "./specifications-table.tsx";
import { StickyPurchaseBar } from "./sticky-purchase-bar.tsx";
import { VendorBox } from "./vendor-box.tsx";

/** The anchor of the tabs box; the rating's link and review pages lead there. */
export const reviewsAnchor = "reviews";

const labelStyles: Record<ProductSummary["labels"][number], string> = {
  sale: "bg-sale text-white",
  new: "bg-brand-600 text-white",
  top: "bg-accent-600 text-white",
  out: "bg-gray-700 text-white",
  deal: "bg-ink text-white",
};

/** Home, the category path (root to leaf, each opening the shop at that category), the product. */
export function productCrumbs(product: ProductDetail, homeName: string): Crumb[] {
  return [
    { name: homeName, href: "/" },
    ...product.category_path.map((category) => ({
      name: category.name,
      href: pageHref.shop({ category_id: category.id }),
    })),
    { name: product.name },
  ];
}

interface ProductViewProps {
  locale: Locale;
  /** The reviews feature's part, shown in the reviews tab; none on a vendor's preview. */
  reviews?: ReactNode;
  /** Open the reviews tab at first (an address that pages through reviews). */
  openReviews: boolean;
  /** The buttons each related product's card carries, from the composing page. */
  cardActions?: CardActions;
  /** The buttons beside add to cart that other features own (compare), from the composing page. */
  productActions?: CardActions;
  /** A way to message the product's vendor about it, from the composing page. */
  vendorChat?: (subject: {
    vendor: { id: number; name: string };
    product: { id: number; name: string };
  }) => ReactNode;
}

/** The product detail page: gallery, choice and purchase, tabs, vendor and related products. */
export async function ProductPage({
  productId,
  ...view
}: ProductViewProps & {
  /** A product id checked with productIdOf. */
  productId: number;
}) {
  const result = await getProduct(productId, view.locale);
  if (!result.ok && result.status === 404) notFound();
  if (!result.ok) {
    const tCommon = await getTranslations({ locale: view.locale, namespace: "Common" });
    return (
      <div className="mx-auto max-w-shop px-4 py-10">
        <p className="rounded-lg bg-amber-50 p-4 text-sm text-amber-900">
          {tCommon("serviceUnavailable")}
        </p>
      </div>
    );
  }
  return <ProductView page={result.data} {...view} />;
}

/**
 * A product's page as the API answered it. With `preview` (its vendor's look at a draft, ADR 55)
 * it shows what shoppers will see, without what acts on the store or the shopper's history: no
 * purchase buttons or delivery estimate, no reviews tab, no structured data, not recorded as viewed.
 */
export async function ProductView({
  page,
  locale,
  reviews,
  openReviews,
  cardActions,
  productActions,
  vendorChat,
  preview = false,
}: ProductViewProps & { page: ProductDetailResponse; preview?: boolean }) {
  const [t, tProduct, tHeader] = await Promise.all([
    getTranslations({ locale, namespace: "ProductPage" }),
    getTranslations({ locale, namespace: "Product" }),
    getTranslations({ locale, namespace: "Header" }),
  ]);
  const { data: product, related } = page;
  const crumbs = productCrumbs(product, tHeader("home"));
  return (
    <ClientMessages locale={locale} namespaces={["ProductPage", "Reviews", "Delivery"]}>
      <div className="mx-auto flex max-w-shop flex-col gap-8 px-4 py-6" data-testid="product-page">
        {!preview && (
          <JsonLd
            data={productJsonLd(product, absoluteUrl(locale, pageHref.product({ id: product.id })))}
          />
        )}
        <Breadcrumbs
          items={crumbs}
          label={t("breadcrumbs")}
          locale={locale}
          path={pageHref.product({ id: product.id })}
        />
        <ProductChoiceProvider
          product={{
            price: product.price,
            sale_price: product.sale_price,
            stock: product.stock,
            variants: product.variants,
          }}
        >
          <div className="grid grid-cols-[minmax(0,1fr)] gap-6 md:grid-cols-2 md:gap-8 lg:gap-12">
            <ProductGallery gallery={product.gallery} name={product.name} />
            <div className="flex min-w-0 flex-col gap-5">
              <div className="flex flex-col gap-2">
                {product.labels.length > 0 && (
                  <ul className="flex flex-wrap gap-1">
                    {product.labels.map((label) => (
                      <li
                        key={label}
                        className={`rounded px-2 py-0.5 text-xs font-semibold ${labelStyles[label]}`}
                      >
                        {tProduct(`labels.${label}`)}
                      </li>
                    ))}
                  </ul>
                )}
                <h1 className="text-2xl font-bold text-ink sm:text-3xl" data-testid="product-name">
                  {product.name}
                </h1>
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
                  <span className="flex items-center gap-1.5" data-testid="product-rating">
                    <RatingStars
                      rating={product.rating}
                      label={tProduct("rating", { rating: product.rating.toFixed(1) })}
                    />
                    <a href={`#${reviewsAnchor}`} className="underline-offset-2 hover:underline">
                      {tProduct("reviews", { count: product.review_count })}
                    </a>
                  </span>
                  {product.sales_count > 0 && (
                    <span>{t("sold", { count: product.sales_count })}</span>
                  )}
                </div>
                <p className="text-sm text-muted">
                  {t("category")}{" "}
                  <Link
                    href={pageHref.shop({ category_id: product.category.id })}
                    className="font-semibold text-brand-700 hover:underline"
                  >
                    {product.category.name}
                  </Link>
                </p>
              </div>
              <PurchasePanel
                locale={locale}
                productId={product.id}
                extras={productActions?.(product)}
                preview={preview}
              />
              <VendorBox
                vendor={product.vendor_detail}
                chat={vendorChat?.({
                  vendor: { id: product.vendor_detail.id, name: product.vendor_detail.name },
                  product: { id: product.id, name: product.name },
                })}
              />
            </div>
          </div>
          {!preview && (
            <StickyPurchaseBar
              productId={product.id}
              name={product.name}
              picture={product.sm_pictures[0] ?? product.gallery[0]?.thumbnail ?? null}
              locale={locale}
            />
          )}
        </ProductChoiceProvider>
        <ProductTabs
          label={t("tabs")}
          anchor={reviewsAnchor}
          initial={openReviews ? "reviews" : "description"}
          tabs={[
            {
              id: "description",
              label: t("description"),
              panel: <ProductDescription text={product.description} />,
            },
            {
              id: "specifications",
              label: t("specifications"),
              panel: <SpecificationsTable rows={product.specifications} />,
            },
            ...(reviews
              ? [
                  {
                    id: "reviews",
                    label: t("reviewsTab", { count: product.review_count }),
                    panel: reviews,
                  },
                ]
              : []),
          ]}
        />
        {related.length > 0 && (
          <section aria-labelledby="related-products" data-testid="related-products">
            <SectionHeading id="related-products">{t("related")}</SectionHeading>
            <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4 xl:grid-cols-5">
              {related.map((item) => (
                <li key={item.id}>
                  <ProductCard product={item} actions={cardActions?.(item)} />
                </li>
              ))}
            </ul>
          </section>
        )}
        {!preview && (
          <>
            <RecordView productId={product.id} />
            <RecentlyViewedSection locale={locale} except={product.id} />
          </>
        )}
      </div>
    </ClientMessages>
  );
}
