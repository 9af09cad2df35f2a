import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PerRequestPart } from "@/components/ui/per-request-part.tsx";
import { AuthCard } from "@/features/auth/components/auth-card.tsx";
import { AuthTabs } from "@/features/auth/components/auth-tabs.tsx";
import { pageLocale } from "@/i18n/page-locale.ts";
import { safeNextPath } from "@/lib/routing/safe-next-path.ts";
import { leadsToVendorDesk } from "@/lib/routing/vendor-desk-path.ts";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/[frame]/[query]/pages/login">): Promise<Metadata> {
  const t = await getTranslations({ locale: pageLocale((await params).locale), namespace: "Auth" });
  return { title: t("pageTitle"), robots: { index: false } };
}

async function LoginPageContent({
  params,
  searchParams,
}: PageProps<"/[locale]/[frame]/[query]/pages/login">) {
  const locale = pageLocale((await params).locale);
  // A signed-in shopper is sent home by the proxy before this renders; not here, because the
  // sign-in action re-renders this page with the new cookie while its toast is still showing.
  const { next, tab } = await searchParams;
  const t = await getTranslations({ locale, namespace: "Auth" });
  return (
    <AuthCard title={t("pageTitle")}>
      {/* Sent from a vendor's page: only its staff's account opens it (ADR 48). */}
      {leadsToVendorDesk(next) && (
        <p
          role="status"
          className="mb-4 rounded-lg bg-brand-50 p-3 text-sm text-brand-800"
          data-testid="vendor-sign-in-note"
        >
          {t("vendorSignIn")}
        </p>
      )}
      <AuthTabs nextPath={safeNextPath(next)} initial={tab === "register" ? "register" : "login"} />
    </AuthCard>
  );
}

/** The shopper's own page: rendered for each request inside the cached frame (ADR 16). */
export default function LoginPage(props: PageProps<"/[locale]/[frame]/[query]/pages/login">) {
  return (
    <PerRequestPart>
      <LoginPageContent {...props} />
    </PerRequestPart>
  );
}
