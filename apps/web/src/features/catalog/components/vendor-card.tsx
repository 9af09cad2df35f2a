import type { VendorSummary } from "@souq/contract/catalog";
import { useTranslations } from "next-intl";
import { RatingStars } from "@/components/ui/rating-stars.tsx";
import { ResponsivePicture } from "@/components/ui/responsive-picture.tsx";

/** A vendor with its logo, city, rating and how many products it sells. */
export function VendorCard({ vendor }: { vendor: VendorSummary }) {
  const t = useTranslations("Vendor");
  const tHome = useTranslations("Home");
  return (
    <article className="flex items-start gap-3 rounded-xl border border-gray-200 bg-white p-4">
      <span className="block h-14 w-14 shrink-0 overflow-hidden rounded-lg">
        {vendor.logo && (
          <ResponsivePicture picture={vendor.logo} alt="" sizes="56px" className="h-full w-full" />
        )}
      </span>
      <div className="min-w-0">
        <h3 className="truncate font-semibold text-ink">{vendor.name}</h3>
        <p className="text-xs text-muted">
          {vendor.city} · {tHome("productCount", { count: vendor.product_count })}
        </p>
        <RatingStars
          rating={vendor.rating}
          label={t("rating", { rating: vendor.rating.toFixed(1) })}
        />
        <p className="mt-1 line-clamp-2 text-xs text-muted">{vendor.description}</p>
      </div>
    </article>
  );
}
