import type { VendorSummary } from "@souq/contract/catalog";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation.tsx";
import { RatingStars } from "../ui/rating-stars.tsx";

/**
 * A vendor with its logo, city, rating and how many products it sells, leading to its store.
 * Styled by the `.vc` rules of globals.css; the logo shows at 56px, so its smallest stored width.
 */
export function VendorCard({ vendor }: { vendor: VendorSummary }) {
  const t = useTranslations("Vendor");
  const tHome = useTranslations("Home");
  return (
    <article className="vc" data-testid="vendor-card">
      <span className="vc-logo">
        {vendor.logo && (
          // biome-ignore lint/performance/noImgElement: a 56px logo needs only the smallest stored width
          <img src={vendor.logo.url} width={56} height={56} alt="" loading="lazy" />
        )}
      </span>
      <div className="min-w-0">
        <h3 className="vc-name">
          <Link href={`/pages/vendors/${vendor.id}`}>{vendor.name}</Link>
        </h3>
        <p className="vc-note">
          {`${vendor.city} · ${tHome("productCount", { count: vendor.product_count })}`}
        </p>
        <RatingStars
          rating={vendor.rating}
          label={t("rating", { rating: vendor.rating.toFixed(1) })}
        />
        <p className="vc-note vc-about">{vendor.description}</p>
      </div>
    </article>
  );
}
