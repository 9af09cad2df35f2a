import { useTranslations } from "next-intl";
import { type ReactNode, Suspense } from "react";
import { CompareDropdown } from "@/features/compare/components/compare-dropdown.tsx";
import type { CategoryLink } from "@/features/directory/category-links.ts";
import { CategoryMenu } from "@/features/directory/components/category-menu.tsx";
import { HeaderSearch } from "@/features/search/components/header-search.tsx";
import { Link } from "@/i18n/navigation.tsx";
import { HeaderWishlist } from "./header-wishlist.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { mainMenu } from "./main-menu.ts";
import { MobileMenu } from "./mobile-menu.tsx";
import { StickyHeader } from "./sticky-header.tsx";

interface SiteHeaderProps {
  categories: CategoryLink[];
  /** The cart dropdown (it needs the shopper's cart, read on the server). */
  cart: ReactNode;
  /** The profile menu when signed in, the sign-in button and modal when not. */
  account: ReactNode;
}

function Logo() {
  const t = useTranslations("Header");
  return (
    <Link
      href="/"
      aria-label={t("logoLabel")}
      className="flex shrink-0 items-center gap-2 text-xl font-bold sm:text-2xl"
      data-testid="logo"
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8">
        <rect width="32" height="32" rx="8" fill="#c98a1b" />
        <path d="M8 13h16l-2 11H10z" fill="#fff" />
        <path d="M12 13a4 4 0 0 1 8 0" stroke="#fff" strokeWidth="2.4" fill="none" />
      </svg>
      {/* The name gives way below 375px, so every header control fits on a 320px phone. */}
      <span className="sr-only xs:not-sr-only">{useTranslations("Metadata")("siteName")}</span>
    </Link>
  );
}

/** The shared header: logo, search, compare, wishlist, cart, account, language; then categories and menu. */
export function SiteHeader({ categories, cart, account }: SiteHeaderProps) {
  const t = useTranslations("Header");
  return (
    <StickyHeader>
      {/* One search box: beside the logo from 1024px, on a row of its own below (globals.css .hdr). */}
      <div className="hdr mx-auto max-w-shop px-2 py-2 sm:px-4">
        <MobileMenu categories={categories} />
        <Logo />
        <div className="hdr-search">
          <HeaderSearch id="header" />
        </div>
        <div className="hdr-actions flex min-w-0 items-center gap-0.5 sm:gap-1">
          <CompareDropdown />
          <HeaderWishlist />
          {cart}
          {account}
          <Suspense>
            <LanguageSwitch />
          </Suspense>
        </div>
      </div>
      <div className="hidden border-t border-white/10 lg:block">
        <div className="mx-auto flex max-w-shop items-center gap-4 px-4">
          <CategoryMenu categories={categories} />
          <nav aria-label={t("mainMenu")}>
            <ul className="flex gap-1 text-sm font-medium">
              {mainMenu.map((item) => (
                <li key={item.key}>
                  {/* The four main pages are worth fetching ahead: cached, and where shoppers go. */}
                  <Link
                    href={item.href}
                    prefetch
                    className="block rounded-md px-3 py-2.5 hover:bg-white/10"
                  >
                    {t(item.key)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </StickyHeader>
  );
}
