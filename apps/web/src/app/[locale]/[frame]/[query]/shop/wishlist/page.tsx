import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/ui/client-messages.tsx";
import { PerRequestPart } from "@/components/ui/per-request-part.tsx";
import { WishlistPageView } from "@/features/wishlist/components/wishlist-page-view.tsx";
import { getWishlist } from "@/features/wishlist/queries.server.ts";
import { pageLocale } from "@/i18n/page-locale.ts";
import { getSession } from "@/lib/session/session.server.ts";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/[frame]/[query]/shop/wishlist">): Promise<Metadata> {
  const t = await getTranslations({
    locale: pageLocale((await params).locale),
    namespace: "WishlistPage",
  });
  return { title: t("title"), robots: { index: false } };
}

async function WishlistPageContent({
  params,
}: PageProps<"/[locale]/[frame]/[query]/shop/wishlist">) {
  const locale = pageLocale((await params).locale);
  const [session, t] = await Promise.all([
    getSession(locale),
    getTranslations({ locale, namespace: "WishlistPage" }),
  ]);
  const initial = session.status === "signed-in" ? await getWishlist(locale, session.token) : null;
  return (
    <div className="mx-auto max-w-shop px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold">{t("title")}</h1>
      <ClientMessages locale={locale} namespaces={["WishlistPage"]}>
        <WishlistPageView initial={initial} />
      </ClientMessages>
    </div>
  );
}

/**
 * The wishlist: the signed-in shopper's from the API, rendered for each request inside the cached
 * frame and never cached (ADR 16); a guest's from the ids their browser keeps.
 */
export default function WishlistPage(props: PageProps<"/[locale]/[frame]/[query]/shop/wishlist">) {
  return (
    <PerRequestPart>
      <WishlistPageContent {...props} />
    </PerRequestPart>
  );
}
