import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuthCard } from "@/features/auth/components/auth-card.tsx";
import { ForgotPasswordForm } from "@/features/auth/components/forgot-password-form.tsx";
import { pageLocale } from "@/i18n/page-locale.ts";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/[frame]/[query]/pages/forgot-password">): Promise<Metadata> {
  const t = await getTranslations({ locale: pageLocale((await params).locale), namespace: "Auth" });
  return { title: t("forgotTitle"), robots: { index: false } };
}

export default async function ForgotPasswordPage({
  params,
}: PageProps<"/[locale]/[frame]/[query]/pages/forgot-password">) {
  const t = await getTranslations({ locale: pageLocale((await params).locale), namespace: "Auth" });
  return (
    <AuthCard title={t("forgotTitle")}>
      <p className="mb-4 text-sm text-muted">{t("forgotText")}</p>
      <ForgotPasswordForm />
    </AuthCard>
  );
}
