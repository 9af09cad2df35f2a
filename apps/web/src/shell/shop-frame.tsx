import type { Locale } from "@souq/contract/locale";
import { cacheLife } from "next/cache";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { NewsletterPopup } from "@/features/content/components/newsletter-popup.tsx";
import { toCategoryLinks } from "@/features/directory/category-links.ts";
import { getCategoriesIfAvailable } from "@/features/directory/queries.server.ts";
import { getMinimumOrderIfAvailable } from "@/features/orders/queries.server.ts";
import { runtimeConfig } from "@/lib/config/runtime-config.server.ts";
import { ShopperProvider } from "@/lib/shopper/shopper-provider.tsx";
import { BackToTop } from "./back-to-top.tsx";
import { HeaderAccount } from "./header-account.tsx";
import { HeaderCart } from "./header-cart.tsx";
import { QuickViewFrame } from "./quick-view-frame.tsx";
import { ShopperActionsProvider } from "./shopper-actions.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";

/** This year in Riyadh, for the footer; a cached page may carry it for a day. */
async function currentYear(): Promise<number> {
  "use cache";
  cacheLife("days");
  return Number(
    new Intl.DateTimeFormat("en", { year: "numeric", timeZone: "Asia/Riyadh" }).format(new Date()),
  );
}

/**
 * The storefront frame: header, main area (at least 65vh), footer and back-to-top. It is the same
 * for every shopper, so it is part of each cached page; the shopper's own parts (account menu,
 * cart) load after it in the browser (ShopperProvider), so no cache ever holds them (ADR 16).
 */
export async function ShopFrame({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [categories, minimumOrderPrice, t, year] = await Promise.all([
    // With the API down and the categories not cached, the menus go without them.
    getCategoriesIfAvailable(locale),
    // The minimum order checkout enforces, from the API (the footer goes without it likewise).
    getMinimumOrderIfAvailable(),
    getTranslations({ locale, namespace: "Common" }),
    currentYear(),
  ]);
  const { provider, newsletterPopup } = runtimeConfig();
  return (
    <ShopperProvider>
      <ShopperActionsProvider>
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-ink"
        >
          {t("skipToContent")}
        </a>
        <SiteHeader
          categories={categories.ok ? toCategoryLinks(categories.data.categories) : []}
          cart={<HeaderCart />}
          account={<HeaderAccount />}
        />
        <main id="main" className="min-h-[65vh] flex-1">
          <QuickViewFrame>{children}</QuickViewFrame>
        </main>
        <SiteFooter provider={provider} minimumOrderPrice={minimumOrderPrice} year={year} />
        <BackToTop />
        {newsletterPopup && <NewsletterPopup />}
      </ShopperActionsProvider>
    </ShopperProvider>
  );
}
