import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/ui/client-messages.tsx";
import { PerRequestPart } from "@/components/ui/per-request-part.tsx";
import { DeskFrame } from "@/features/vendor-desk/components/desk-frame.tsx";
import { ListingForm } from "@/features/vendor-desk/components/listing-form.tsx";
import { emptyDraft } from "@/features/vendor-desk/listing-draft.ts";
import { readCategoryChoices, readDeskSummary } from "@/features/vendor-desk/queries.server.ts";
import { Link } from "@/i18n/navigation.tsx";
import { pageLocale } from "@/i18n/page-locale.ts";
import { pageHref } from "@/lib/routing/pages.ts";

type Props = PageProps<"/[locale]/[frame]/[query]/vendor/products/new">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({
    locale: pageLocale((await params).locale),
    namespace: "VendorDesk.listing",
  });
  return { title: t("newTitle"), robots: { index: false, follow: false } };
}

async function NewProductContent({ params }: Props) {
  const locale = pageLocale((await params).locale);
  const here = { locale, path: pageHref.vendorNewProduct() };
  // Reading the desk first sends anyone who is not the vendor's staff to sign in (ADR 48), and
  // reads the session: the page is drawn per request, never at build time.
  await readDeskSummary(here);
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
      <h1 className="text-2xl font-bold">{t("newTitle")}</h1>
      <ClientMessages
        locale={locale}
        namespaces={["VendorDesk.listing", "VendorDesk.products", "Shop.filters.sizeKinds"]}
      >
        <ListingForm id={null} status={null} initial={emptyDraft()} categories={categories} />
      </ClientMessages>
    </DeskFrame>
  );
}

/** A new product for the vendor to list: its staff only, rendered per request (ADR 55). */
export default function VendorNewProductPage(props: Props) {
  return (
    <PerRequestPart>
      <NewProductContent {...props} />
    </PerRequestPart>
  );
}
