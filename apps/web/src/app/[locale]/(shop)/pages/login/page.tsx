import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/features/auth/components/auth-card.tsx";
import { AuthTabs } from "@/features/auth/components/auth-tabs.tsx";
import { safeNextPath } from "@/features/auth/safe-next-path.ts";
import { pageLocale } from "@/i18n/page-locale.ts";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/pages/login">): Promise<Metadata> {
  const t = await getTranslations({ locale: pageLocale((await params).locale), namespace: "Auth" });
  return { title: t("pageTitle"), robots: { index: false } };
}

export default async function LoginPage({
  params,
  searchParams,
}: PageProps<"/[locale]/pages/login">) {
  const locale = pageLocale((await params).locale);
  // A signed-in shopper is sent home by the proxy before this renders; not here, because the
  // sign-in action re-renders this page with the new cookie while its toast is still showing.
  const { next, tab } = await searchParams;
  const t = await getTranslations({ locale, namespace: "Auth" });
  return (
    <AuthCard title={t("pageTitle")}>
      <AuthTabs nextPath={safeNextPath(next)} initial={tab === "register" ? "register" : "login"} />
    </AuthCard>
  );
}
