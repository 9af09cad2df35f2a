"use client";

import type { Locale } from "@souq/contract/locale";
import { useLocale, useTranslations } from "next-intl";
import { FormError, SubmitButton } from "@/components/ui/form-parts.tsx";
import { confirmSignup } from "@/features/auth/actions.ts";
import { Link } from "@/i18n/navigation.tsx";
import { pageHref } from "@/lib/routing/pages.ts";
import { useSignInAction } from "./use-sign-in-action.ts";

/**
 * Finishes a sign-up from the emailed link. The shopper presses the button: opening the link
 * alone changes nothing, so a mail scanner that follows links opens no account and gets no
 * session. Then it signs in as the sign-in form does and lands on the home page, in the
 * account's language.
 */
export function ConfirmSignupForm({ token }: { token: string }) {
  const t = useTranslations("Auth");
  const locale = useLocale() as Locale;
  const [state, action, pending] = useSignInAction(confirmSignup, pageHref.home());
  return (
    <form action={action} className="flex flex-col gap-4" data-testid="confirm-signup-form">
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="token" value={token} />
      <p>{t("confirmSignupText")}</p>
      {state.status === "error" && (
        <>
          <FormError message={state.message} />
          <Link
            href={pageHref.login({ tab: "register" })}
            className="font-semibold text-brand-700 underline"
          >
            {t("signUpAgain")}
          </Link>
        </>
      )}
      <SubmitButton disabled={pending || state.status === "success"}>
        {t("confirmSignupButton")}
      </SubmitButton>
    </form>
  );
}
