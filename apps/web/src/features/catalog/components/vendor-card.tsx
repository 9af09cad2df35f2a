import type { VendorSummary } from "@souq/contract/catalog";
import { useTranslations } from "next-intl";
import { RatingStars } from "@/components/ui/rating-stars.tsx";
import { ResponsivePicture } from "@/components/ui/responsive-picture.tsx";
import { Link } from "@/i18n/navigation.ts";

/** A vendor with its logo, city, rating and how many products it sells, leading to its store. */
export function VendorCard({ vendor }: { vendor: VendorSummary }) {
  const t = useTranslations("Vendor");
  const tHome = useTranslations("Home");
  return (
    <article
      className="relative flex h-full items-start gap-3 rounded-xl border border-gray-200 bg-white p-4 transition-shadow focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md"
      data-testid="vendor-card"
    >
      <span className="block h-14 w-14 shrink-0 overflow-hidden rounded-lg">
        {vendor.logo && (
          <ResponsivePicture picture={vendor.logo} alt="" sizes="56px" className="h-full w-full" />
        )}
      </span>
      <div className="min-w-0">
        <h3 className="truncate font-semibold text-ink">
          <Link
            href={`/pages/vendors/${vendor.id}`}
            className="after:absolute after:inset-0 hover:text-brand-700 focus:outline-none"
          >
            {vendor.name}
          </Link>
        </h3>
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
