"use client";

import type { Locale } from "@souq/contract/locale";
import { useLocale, useTranslations } from "next-intl";
import { useActionState } from "react";
import { FormField } from "@/components/ui/form-field.tsx";
import { FormError, SubmitButton } from "@/components/ui/form-parts.tsx";
import { type FormState, requestPasswordReset } from "@/features/auth/actions.ts";

const idle: FormState = { status: "idle" };

export function ForgotPasswordForm() {
  const t = useTranslations("Auth");
  const locale = useLocale() as Locale;
  const [state, action, pending] = useActionState(requestPasswordReset, idle);
  if (state.status === "success") {
    return (
      <p
        role="status"
        className="rounded-lg bg-brand-50 p-4 text-brand-800"
        data-testid="form-success"
      >
        {state.message}
      </p>
    );
  }
  return (
    <form action={action} className="flex flex-col gap-4" noValidate>
      <input type="hidden" name="locale" value={locale} />
      {state.status === "error" && <FormError message={state.message} />}
      <FormField
        name="email"
        type="email"
        label={t("email")}
        autoComplete="email"
        errors={state.status === "error" ? state.fields?.email : undefined}
      />
      <SubmitButton disabled={pending}>{t("sendResetLink")}</SubmitButton>
    </form>
  );
}
