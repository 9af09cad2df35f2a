import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/ui/client-messages.tsx";
import { PerRequestPart } from "@/components/ui/per-request-part.tsx";
import { AddressBook } from "@/features/account/addresses/components/address-book.tsx";
import { getAddresses } from "@/features/account/addresses/queries.server.ts";
import { redirect } from "@/i18n/navigation.tsx";
import { pageLocale } from "@/i18n/page-locale.ts";
import { pageHref } from "@/lib/routing/pages.ts";
import { pathAfterSignIn, pathInLanguage, safeNextPath } from "@/lib/routing/safe-next-path.ts";
import { getSession } from "@/lib/session/session.server.ts";

type AddressesPageProps = PageProps<"/[locale]/[frame]/[query]/pages/addresses">;

export async function generateMetadata({ params }: AddressesPageProps): Promise<Metadata> {
  const t = await getTranslations({
    locale: pageLocale((await params).locale),
    namespace: "Addresses",
  });
  return { title: t("title"), robots: { index: false } };
}

async function AddressesPageContent({ params, searchParams }: AddressesPageProps) {
  const locale = pageLocale((await params).locale);
  const { next } = await searchParams;
  const nextPath = safeNextPath(next);
  const session = await getSession(locale);
  if (session.status !== "signed-in") {
    const here = pathInLanguage(pageHref.addresses(), locale);
    redirect({
      href: {
        pathname: pageHref.login(),
        query: { next: nextPath ? `${here}?next=${encodeURIComponent(nextPath)}` : here },
      },
      locale,
    });
    return null;
  }
  const t = await getTranslations({ locale, namespace: "Addresses" });
  const addresses = await getAddresses(locale, session.token);
  return (
    <div className="mx-auto max-w-shop px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold">{t("title")}</h1>
      {addresses === null ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 font-semibold text-sale">
          {t("errors.failed")}
        </p>
      ) : (
        <ClientMessages locale={locale} namespaces={["Addresses", "Delivery.shortCode"]}>
          <AddressBook
            addresses={addresses}
            nextPath={nextPath ? pathAfterSignIn(nextPath, nextPath, locale) : null}
          />
        </ClientMessages>
      )}
    </div>
  );
}

/** The shopper's address book: rendered for each request inside the cached frame (ADR 16). */
export default function AddressesPage(props: AddressesPageProps) {
  return (
    <PerRequestPart>
      <AddressesPageContent {...props} />
    </PerRequestPart>
  );
}
