import { getTranslations } from "next-intl/server";
import { ExpiredSession } from "@/features/auth/components/expired-session.tsx";
import { LogoutButton } from "@/features/auth/components/logout-button.tsx";
import { SignInDialog } from "@/features/auth/components/sign-in-dialog.tsx";
import { getSession } from "@/features/auth/session.server.ts";
import { removeCartLine } from "@/features/cart/actions.ts";
import { getCart } from "@/features/cart/queries.server.ts";
import { getCategories } from "@/features/catalog/queries.server.ts";
import { BackToTop } from "@/features/shell/components/back-to-top.tsx";
import { CartDropdown } from "@/features/shell/components/cart-dropdown.tsx";
import { ProfileMenu } from "@/features/shell/components/profile-menu.tsx";
import { SiteFooter } from "@/features/shell/components/site-footer.tsx";
import { SiteHeader } from "@/features/shell/components/site-header.tsx";
import { pageLocale } from "@/i18n/page-locale.ts";
import { runtimeConfig } from "@/lib/config/runtime-config.server.ts";

// The frame shows who is signed in and their cart, so every page in it renders per request.
export const dynamic = "force-dynamic";

/** The storefront frame: header, main area (at least 65vh), footer and back-to-top. */
export default async function ShopLayout({ children, params }: LayoutProps<"/[locale]">) {
  const locale = pageLocale((await params).locale);
  const [session, categories, t] = await Promise.all([
    getSession(locale),
    getCategories(locale),
    getTranslations({ locale, namespace: "Common" }),
  ]);
  const cart = await getCart(locale, session.status === "signed-in" ? session.token : null);
  const { provider, minimumOrderPrice } = runtimeConfig();
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-ink"
      >
        {t("skipToContent")}
      </a>
      {session.status === "expired" && <ExpiredSession />}
      <SiteHeader
        categories={categories.ok ? categories.data.categories : []}
        cart={<CartDropdown cart={cart} removeLine={removeCartLine} />}
        account={
          session.status === "signed-in" ? (
            <ProfileMenu user={session.user} logout={<LogoutButton />} />
          ) : (
            <SignInDialog />
          )
        }
        wishlistCount={null}
      />
      <main id="main" className="min-h-[65vh] flex-1">
        {children}
      </main>
      <SiteFooter provider={provider} minimumOrderPrice={minimumOrderPrice} />
      <BackToTop />
    </>
  );
}
