import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { PerRequestPart } from "@/components/ui/per-request-part.tsx";
import { ProductView } from "@/features/product/components/product-page.tsx";
import { DeskUnavailable } from "@/features/vendor-desk/components/desk-frame.tsx";
import { readDeskProductPreview } from "@/features/vendor-desk/queries.server.ts";
import { Link } from "@/i18n/navigation.tsx";
import { pageLocale } from "@/i18n/page-locale.ts";
import { pageHref } from "@/lib/routing/pages.ts";

type Props = PageProps<"/[locale]/[frame]/[query]/vendor/products/[id]/preview">;

// The frame around the page is built once for a placeholder id; the product renders per request.
export function generateStaticParams() {
  return [{ id: "0" }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({
    locale: pageLocale((await params).locale),
    namespace: "VendorDesk.listing",
  });
  return { title: t("previewTitle"), robots: { index: false, follow: false } };
}

async function PreviewContent({ params }: Props) {
  const { locale: asked, id } = await params;
  const locale = pageLocale(asked);
  if (!/^[1-9][0-9]{0,9}$/.test(id)) notFound();
  // Another vendor's product, or none, is the not-found page (queries.server.ts).
  const [page, t] = await Promise.all([
    readDeskProductPreview({ locale, path: pageHref.vendorProductPreview({ id }) }, Number(id)),
    getTranslations({ locale, namespace: "VendorDesk.listing" }),
  ]);
  return (
    <>
      <div className="border-b border-amber-200 bg-amber-50" data-testid="preview-banner">
        <div className="mx-auto flex max-w-shop flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 text-sm text-amber-950">
          <p className="min-w-0 flex-1 font-semibold">{t("previewNote")}</p>
          <Link
            href={pageHref.vendorProduct({ id })}
            className="font-semibold text-brand-800 underline"
          >
            {t("backToEdit")}
          </Link>
        </div>
      </div>
      {page.ok ? (
        <ProductView page={page.data} locale={locale} openReviews={false} preview />
      ) : (
        <div className="mx-auto max-w-shop px-4 py-10">
          <DeskUnavailable message={page.message} />
        </div>
      )}
    </>
  );
}

/**
 * A vendor's product page as shoppers will see it once published, a draft's too (ADR 55): its
 * staff only, per request, never cached or indexed.
 */
export default function VendorProductPreviewPage(props: Props) {
  return (
    <PerRequestPart>
      <PreviewContent {...props} />
    </PerRequestPart>
  );
}
