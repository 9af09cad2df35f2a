import type { VendorDetail } from "@souq/contract/catalog";
import type { Locale } from "@souq/contract/locale";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { RatingStars } from "@/components/ui/rating-stars.tsx";
import { ResponsivePicture } from "@/components/ui/responsive-picture.tsx";
import { localeRegistry } from "@/i18n/locales.ts";

/**
 * The top of a vendor's store: its colour, logo, name, city, rating, reviews and products, and a
 * way to message the vendor when the page gives one.
 */
export function VendorHeader({
  vendor,
  locale,
  chat,
}: {
  vendor: VendorDetail;
  locale: Locale;
  chat?: ReactNode;
}) {
  const t = useTranslations("Vendors");
  const tProduct = useTranslations("Product");
  const tHome = useTranslations("Home");
  const joined = new Intl.DateTimeFormat(localeRegistry[locale].intlLocale, {
    year: "numeric",
    month: "long",
    numberingSystem: "latn",
  }).format(new Date(vendor.joined_at));
  return (
    <header
      className="overflow-hidden rounded-2xl border border-gray-200 bg-white"
      data-testid="vendor-header"
    >
      <div className="h-20 sm:h-28" style={{ backgroundColor: vendor.colour }} />
      <div className="flex flex-col gap-4 p-4 sm:flex-row sm:items-end sm:p-6">
        <span className="-mt-14 block h-20 w-20 shrink-0 overflow-hidden rounded-2xl border-4 border-white bg-white shadow sm:-mt-20 sm:h-28 sm:w-28">
          {vendor.logo && (
            <ResponsivePicture
              picture={vendor.logo}
              alt=""
              sizes="112px"
              priority
              className="h-full w-full"
            />
          )}
        </span>
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold sm:text-3xl">{vendor.name}</h1>
          <p className="mt-1 max-w-3xl text-sm text-muted">{vendor.description}</p>
          <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <div className="flex items-center gap-1.5">
              <dt className="sr-only">{t("rating")}</dt>
              <dd className="flex items-center gap-1.5">
                <RatingStars
                  rating={vendor.rating}
                  label={tProduct("rating", { rating: vendor.rating.toFixed(1) })}
                />
                <span className="text-muted">
                  {vendor.rating.toFixed(1)} · {tProduct("reviews", { count: vendor.review_count })}
                </span>
              </dd>
            </div>
            <div className="flex gap-1.5">
              <dt className="text-muted">{t("city")}</dt>
              <dd className="font-semibold">{vendor.city}</dd>
            </div>
            <div className="flex gap-1.5">
              <dt className="sr-only">{t("products")}</dt>
              <dd className="font-semibold">
                {tHome("productCount", { count: vendor.product_count })}
              </dd>
            </div>
            <div className="flex gap-1.5">
              <dt className="text-muted">{t("joined")}</dt>
              <dd className="font-semibold">{joined}</dd>
            </div>
          </dl>
        </div>
        {chat && <div className="shrink-0">{chat}</div>}
      </div>
    </header>
  );
}
