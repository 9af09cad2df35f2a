"use client";

import type { Locale } from "@souq/contract/locale";
import { useLocale, useTranslations } from "next-intl";
import { useActionState } from "react";
import { FormField } from "@/components/ui/form-field.tsx";
import { FormError, SubmitButton } from "@/components/ui/form-parts.tsx";
import { useSubmitKeepingInput } from "@/components/ui/use-submit-keeping-input.ts";
import { type FormState, resetPassword } from "@/features/auth/actions.ts";
import { Link } from "@/i18n/navigation.tsx";
import { pageHref } from "@/lib/routing/pages.ts";

const idle: FormState = { status: "idle" };

export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations("Auth");
  const locale = useLocale() as Locale;
  const [state, action, pending] = useActionState(resetPassword, idle);
  // A refused new password stays in its fields, to be corrected rather than typed again.
  const keepInput = useSubmitKeepingInput(action);
  if (state.status === "success") {
    return (
      <div className="flex flex-col gap-4">
        <p
          role="status"
          className="rounded-lg bg-brand-50 p-4 text-brand-800"
          data-testid="form-success"
        >
          {state.message}
        </p>
        <Link href={pageHref.login()} className="font-semibold text-brand-700 underline">
          {t("backToLogin")}
        </Link>
      </div>
    );
  }
  const fields = state.status === "error" ? state.fields : undefined;
  return (
    <form action={action} onSubmit={keepInput} className="flex flex-col gap-4" noValidate>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="token" value={token} />
      {state.status === "error" && <FormError message={state.message} />}
      <FormField
        name="password"
        type="password"
        label={t("newPassword")}
        autoComplete="new-password"
        errors={fields?.password}
      />
      <FormField
        name="password_confirmation"
        type="password"
        label={t("passwordConfirmation")}
        autoComplete="new-password"
        errors={fields?.password_confirmation}
      />
      <SubmitButton disabled={pending}>{t("changePassword")}</SubmitButton>
    </form>
  );
}
