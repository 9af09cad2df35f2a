import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/ui/client-messages.tsx";
import { PerRequestPart } from "@/components/ui/per-request-part.tsx";
import { ProfileEditor } from "@/features/account/profile/components/profile-editor.tsx";
import { Link } from "@/i18n/navigation.tsx";
import { pageLocale } from "@/i18n/page-locale.ts";
import { pageHref } from "@/lib/routing/pages.ts";
import { signedInShopper } from "@/lib/session/signed-in-shopper.server.ts";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/[frame]/[query]/pages/profile">): Promise<Metadata> {
  const t = await getTranslations({
    locale: pageLocale((await params).locale),
    namespace: "Account",
  });
  return { title: t("title"), robots: { index: false } };
}

async function ProfilePageContent({
  params,
}: PageProps<"/[locale]/[frame]/[query]/pages/profile">) {
  const locale = pageLocale((await params).locale);
  const session = await signedInShopper(locale, pageHref.profile());
  const t = await getTranslations({ locale, namespace: "Account" });
  return (
    <div className="mx-auto max-w-shop px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold">{t("title")}</h1>
      <ClientMessages locale={locale} namespaces={["Account"]}>
        <ProfileEditor profile={session.user} />
      </ClientMessages>
      <div className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
        <Link
          href={pageHref.addresses()}
          className="font-semibold text-brand-700 underline-offset-2 hover:underline"
          data-testid="profile-addresses-link"
        >
          {t("manageAddresses")}
        </Link>
        <Link
          href={pageHref.messages()}
          className="font-semibold text-brand-700 underline-offset-2 hover:underline"
          data-testid="profile-messages-link"
        >
          {t("yourMessages")}
        </Link>
      </div>
    </div>
  );
}

/** The shopper's own page: rendered for each request inside the cached frame (ADR 16). */
export default function ProfilePage(props: PageProps<"/[locale]/[frame]/[query]/pages/profile">) {
  return (
    <PerRequestPart>
      <ProfilePageContent {...props} />
    </PerRequestPart>
  );
}
