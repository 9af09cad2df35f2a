import type { VendorSummary } from "@souq/contract/catalog";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { RatingStars } from "@/components/ui/rating-stars.tsx";
import { ResponsivePicture } from "@/components/ui/responsive-picture.tsx";
import { Link } from "@/i18n/navigation.tsx";
import { pageHref } from "@/lib/routing/pages.ts";

/** Who sells the product, with a way to their store page (and to message them, when given). */
export function VendorBox({ vendor, chat }: { vendor: VendorSummary; chat?: ReactNode }) {
  const t = useTranslations("ProductPage");
  const tVendor = useTranslations("Vendor");
  return (
    <section
      aria-labelledby="vendor-box-title"
      className="flex flex-wrap items-center gap-3 rounded-xl border border-gray-200 bg-white p-4 sm:flex-nowrap"
      data-testid="vendor-box"
    >
      {vendor.logo ? (
        <ResponsivePicture
          picture={vendor.logo}
          alt=""
          sizes="56px"
          className="h-14 w-14 shrink-0 rounded-full border border-gray-200 object-cover"
        />
      ) : (
        <span aria-hidden="true" className="h-14 w-14 shrink-0 rounded-full bg-brand-100" />
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="text-xs text-muted">{t("soldBy")}</p>
        <h2 id="vendor-box-title" className="truncate font-semibold text-ink">
          {vendor.name}
        </h2>
        <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted">
          <RatingStars
            rating={vendor.rating}
            label={tVendor("rating", { rating: vendor.rating.toFixed(1) })}
          />
          <span>{vendor.city}</span>
          <span>{t("vendorProducts", { count: vendor.product_count })}</span>
        </p>
      </div>
      <div className="grid w-full grid-cols-2 gap-2 sm:w-auto sm:shrink-0 sm:grid-cols-1">
        <Link
          href={pageHref.vendor({ id: vendor.id })}
          className="rounded-lg border border-brand-700 px-3 py-1.5 text-center text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t("visitStore")}
          <span className="sr-only">: {vendor.name}</span>
        </Link>
        {chat}
      </div>
    </section>
  );
}
