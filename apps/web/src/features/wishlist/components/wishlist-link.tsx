"use client";

import { useTranslations } from "next-intl";
import { CountBadge } from "@/components/ui/count-badge.tsx";
import { Link } from "@/i18n/navigation.tsx";
import { usePersistedStore } from "@/lib/client-store/persisted-store.ts";

/** The wishlist link with its count (the shopper's saved products). */
export function WishlistLink({ serverCount }: { serverCount: number | null }) {
  const t = useTranslations("Header");
  const localCount = usePersistedStore((state) => state.wishlist.length);
  const count = serverCount ?? localCount;
  return (
    <Link
      href="/shop/wishlist"
      className="relative flex items-center rounded-md p-1.5 hover:bg-white/10 sm:px-2 sm:py-2"
      data-testid="wishlist-link"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-6 w-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
      </svg>
      <span className="sr-only">{t("wishlist")}</span>
      <CountBadge count={count} testId="wishlist-count" />
    </Link>
  );
}
