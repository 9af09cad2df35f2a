import type { Category } from "@souq/contract/catalog";
import { useTranslations } from "next-intl";
import { type ReactNode, Suspense } from "react";
import { Link } from "@/i18n/navigation.ts";
import { CategoryMenu } from "./category-menu.tsx";
import { CompareDropdown } from "./compare-dropdown.tsx";
import { HeaderSearch } from "./header-search.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { mainMenu } from "./main-menu.ts";
import { MobileMenu } from "./mobile-menu.tsx";
import { StickyHeader } from "./sticky-header.tsx";
import { WishlistLink } from "./wishlist-link.tsx";

interface SiteHeaderProps {
  categories: Category[];
  /** The cart dropdown (it needs the shopper's cart, read on the server). */
  cart: ReactNode;
  /** The profile menu when signed in, the sign-in button and modal when not. */
  account: ReactNode;
  wishlistCount: number | null;
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
export function SiteHeader({ categories, cart, account, wishlistCount }: SiteHeaderProps) {
  const t = useTranslations("Header");
  return (
    <StickyHeader>
      <div className="mx-auto flex max-w-shop items-center gap-1 px-2 py-2 xs:gap-2 sm:gap-4 sm:px-4">
        <MobileMenu categories={categories} />
        <Logo />
        <div className="mx-4 hidden flex-1 lg:block">
          <HeaderSearch id="desktop" />
        </div>
        <div className="ms-auto flex min-w-0 items-center gap-0.5 sm:gap-1 lg:ms-0">
          <CompareDropdown />
          <WishlistLink serverCount={wishlistCount} />
          {cart}
          {account}
          <Suspense>
            <LanguageSwitch />
          </Suspense>
        </div>
      </div>
      <div className="mx-auto px-3 pb-2 sm:px-4 lg:hidden">
        <HeaderSearch id="phone" />
      </div>
      <div className="hidden border-t border-white/10 lg:block">
        <div className="mx-auto flex max-w-shop items-center gap-4 px-4">
          <CategoryMenu categories={categories} />
          <nav aria-label={t("mainMenu")}>
            <ul className="flex gap-1 text-sm font-medium">
              {mainMenu.map((item) => (
                <li key={item.key}>
                  <Link href={item.href} className="block rounded-md px-3 py-2.5 hover:bg-white/10">
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
