import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/ui/client-messages.tsx";
import { PerRequestPart } from "@/components/ui/per-request-part.tsx";
import { CartPageView } from "@/features/cart/components/cart-page-view.tsx";
import { getRequestCart } from "@/features/cart/queries.server.ts";
import { pageLocale } from "@/i18n/page-locale.ts";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/[frame]/[query]/pages/cart">): Promise<Metadata> {
  const t = await getTranslations({
    locale: pageLocale((await params).locale),
    namespace: "CartPage",
  });
  return { title: t("title"), robots: { index: false } };
}

async function CartPageContent({ params }: PageProps<"/[locale]/[frame]/[query]/pages/cart">) {
  const locale = pageLocale((await params).locale);
  const [cart, t] = await Promise.all([
    getRequestCart(locale),
    getTranslations({ locale, namespace: "CartPage" }),
  ]);
  return (
    <div className="mx-auto max-w-shop px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold">{t("title")}</h1>
      <ClientMessages locale={locale} namespaces={["CartPage", "Delivery"]}>
        <CartPageView initialCart={cart} />
      </ClientMessages>
    </div>
  );
}

/**
 * The shopper's (or guest's) whole cart: rendered for each request inside the cached frame, from
 * their cookies, and never cached (ADR 16).
 */
export default function CartPage(props: PageProps<"/[locale]/[frame]/[query]/pages/cart">) {
  return (
    <PerRequestPart>
      <CartPageContent {...props} />
    </PerRequestPart>
  );
}
