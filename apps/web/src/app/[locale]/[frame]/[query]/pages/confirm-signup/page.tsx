import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PerRequestPart } from "@/components/ui/per-request-part.tsx";
import { AuthCard } from "@/features/auth/components/auth-card.tsx";
import { ConfirmSignupForm } from "@/features/auth/components/confirm-signup-form.tsx";
import { Link } from "@/i18n/navigation.tsx";
import { pageLocale } from "@/i18n/page-locale.ts";
import { pageHref } from "@/lib/routing/pages.ts";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/[frame]/[query]/pages/confirm-signup">): Promise<Metadata> {
  const t = await getTranslations({ locale: pageLocale((await params).locale), namespace: "Auth" });
  return { title: t("confirmSignupTitle"), robots: { index: false } };
}

const tokenShape = /^[A-Za-z0-9_-]{16,200}$/;

async function ConfirmSignupPageContent({
  params,
  searchParams,
}: PageProps<"/[locale]/[frame]/[query]/pages/confirm-signup">) {
  const locale = pageLocale((await params).locale);
  const { token } = await searchParams;
  const t = await getTranslations({ locale, namespace: "Auth" });
  return (
    <AuthCard title={t("confirmSignupTitle")}>
      {typeof token === "string" && tokenShape.test(token) ? (
        <ConfirmSignupForm token={token} />
      ) : (
        <div className="flex flex-col gap-4">
          <p
            role="alert"
            className="rounded-lg bg-red-50 p-3 font-semibold text-sale"
            data-testid="invalid-link"
          >
            {t("invalidSignupLink")}
          </p>
          <Link
            href={pageHref.login({ tab: "register" })}
            className="font-semibold text-brand-700 underline"
          >
            {t("signUpAgain")}
          </Link>
        </div>
      )}
    </AuthCard>
  );
}

/** The shopper's own page: rendered for each request inside the cached frame (ADR 16). */
export default function ConfirmSignupPage(
  props: PageProps<"/[locale]/[frame]/[query]/pages/confirm-signup">,
) {
  return (
    <PerRequestPart>
      <ConfirmSignupPageContent {...props} />
    </PerRequestPart>
  );
}
