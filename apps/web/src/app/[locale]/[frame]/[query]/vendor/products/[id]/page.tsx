import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/ui/client-messages.tsx";
import { PerRequestPart } from "@/components/ui/per-request-part.tsx";
import { DeskFrame, DeskUnavailable } from "@/features/vendor-desk/components/desk-frame.tsx";
import { ListingForm } from "@/features/vendor-desk/components/listing-form.tsx";
import { draftOf } from "@/features/vendor-desk/listing-draft.ts";
import { readCategoryChoices, readDeskProduct } from "@/features/vendor-desk/queries.server.ts";
import { Link } from "@/i18n/navigation.tsx";
import { pageLocale } from "@/i18n/page-locale.ts";
import { pageHref } from "@/lib/routing/pages.ts";

type Props = PageProps<"/[locale]/[frame]/[query]/vendor/products/[id]">;

// The frame around the page is built once for a placeholder id; the product itself renders per
// request inside the Suspense boundary below.
export function generateStaticParams() {
  return [{ id: "0" }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({
    locale: pageLocale((await params).locale),
    namespace: "VendorDesk.listing",
  });
  return { title: t("editTitle"), robots: { index: false, follow: false } };
}

async function EditProductContent({ params }: Props) {
  const { locale: asked, id } = await params;
  const locale = pageLocale(asked);
  if (!/^[1-9][0-9]{0,9}$/.test(id)) notFound();
  // Another vendor's product, or none, is the not-found page (queries.server.ts).
  const product = await readDeskProduct(
    { locale, path: pageHref.vendorProduct({ id }) },
    Number(id),
  );
  const [categories, t] = await Promise.all([
    readCategoryChoices(locale),
    getTranslations({ locale, namespace: "VendorDesk.listing" }),
  ]);
  return (
    <DeskFrame section="products" inside>
      <Link
        href={pageHref.vendorProducts()}
        className="w-fit text-sm font-semibold text-brand-700 underline"
      >
        {t("back")}
      </Link>
      <h1 className="text-2xl font-bold">{t("editTitle")}</h1>
      {product.ok ? (
        <>
          <p className="flex flex-wrap gap-x-4 gap-y-1">
            <Link
              href={pageHref.vendorProductPreview({ id: product.data.data.id })}
              className="text-sm font-semibold text-brand-700 underline"
              data-testid="preview-product"
            >
              {t("preview")}
            </Link>
            {product.data.data.status === "published" && (
              <Link
                href={pageHref.product({ id: product.data.data.id })}
                className="text-sm font-semibold text-brand-700 underline"
              >
                {t("viewInStore")}
              </Link>
            )}
          </p>
          <ClientMessages
            locale={locale}
            namespaces={["VendorDesk.listing", "VendorDesk.products", "Shop.filters.sizeKinds"]}
          >
            <ListingForm
              // A new save draws the form again from what was stored.
              key={product.data.data.updated_at}
              id={product.data.data.id}
              status={product.data.data.status}
              initial={draftOf(product.data.data)}
              categories={categories}
            />
          </ClientMessages>
        </>
      ) : (
        <DeskUnavailable message={product.message} />
      )}
    </DeskFrame>
  );
}

/** One of the vendor's products to edit, publish or archive: its staff only, per request (ADR 55). */
export default function VendorProductPage(props: Props) {
  return (
    <PerRequestPart>
      <EditProductContent {...props} />
    </PerRequestPart>
  );
}
