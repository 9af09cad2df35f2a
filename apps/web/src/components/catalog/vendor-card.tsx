import type { VendorSummary } from "@souq/contract/catalog";
import { useTranslations } from "next-intl";
import { VendorCardView } from "./vendor-card-view.tsx";

/**
 * A vendor with its logo, city, rating and how many products it sells, leading to its store.
 * Its words are put together here, so the browser receives one short record per vendor
 * (VendorCardView) rather than the card's whole markup a second time.
 */
export function VendorCard({ vendor }: { vendor: VendorSummary }) {
  const t = useTranslations("Vendor");
  const tHome = useTranslations("Home");
  return (
    <VendorCardView
      card={{
        id: vendor.id,
        name: vendor.name,
        logo: vendor.logo?.url,
        note: `${vendor.city} · ${tHome("productCount", { count: vendor.product_count })}`,
        rating: vendor.rating,
        ratingLabel: t("rating", { rating: vendor.rating.toFixed(1) }),
        about: vendor.description,
      }}
    />
  );
}
