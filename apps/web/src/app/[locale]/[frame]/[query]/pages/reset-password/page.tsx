import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PerRequestPart } from "@/components/ui/per-request-part.tsx";
import { AuthCard } from "@/features/auth/components/auth-card.tsx";
import { ResetPasswordForm } from "@/features/auth/components/reset-password-form.tsx";
import { checkResetLink } from "@/features/auth/reset-link.server.ts";
import { Link } from "@/i18n/navigation.tsx";
import { pageLocale } from "@/i18n/page-locale.ts";
import { pageHref } from "@/lib/routing/pages.ts";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/[frame]/[query]/pages/reset-password">): Promise<Metadata> {
  const t = await getTranslations({ locale: pageLocale((await params).locale), namespace: "Auth" });
  return { title: t("resetTitle"), robots: { index: false } };
}

async function ResetPasswordPageContent({
  params,
  searchParams,
}: PageProps<"/[locale]/[frame]/[query]/pages/reset-password">) {
  const locale = pageLocale((await params).locale);
  const { token } = await searchParams;
  const [t, valid] = await Promise.all([
    getTranslations({ locale, namespace: "Auth" }),
    checkResetLink(token, locale),
  ]);
  return (
    <AuthCard title={t("resetTitle")}>
      {valid && typeof token === "string" ? (
        <ResetPasswordForm token={token} />
      ) : (
        <div className="flex flex-col gap-4">
          <p
            role="alert"
            className="rounded-lg bg-red-50 p-3 font-semibold text-sale"
            data-testid="invalid-link"
          >
            {t("invalidLink")}
          </p>
          <Link href={pageHref.forgotPassword()} className="font-semibold text-brand-700 underline">
            {t("requestNewLink")}
          </Link>
        </div>
      )}
    </AuthCard>
  );
}

/** The shopper's own page: rendered for each request inside the cached frame (ADR 16). */
export default function ResetPasswordPage(
  props: PageProps<"/[locale]/[frame]/[query]/pages/reset-password">,
) {
  return (
    <PerRequestPart>
      <ResetPasswordPageContent {...props} />
    </PerRequestPart>
  );
}
