"use client";

import type { Locale } from "@souq/contract/locale";
import { maxPhoneInputLength } from "@souq/contract/phone-rules";
import { useLocale, useTranslations } from "next-intl";
import { useActionState } from "react";
import { FormField } from "@/components/ui/form-field.tsx";
import { FormError, SubmitButton } from "@/components/ui/form-parts.tsx";
import { useSubmitKeepingInput } from "@/components/ui/use-submit-keeping-input.ts";
import { type FormState, register } from "@/features/auth/actions.ts";

const idle: FormState = { status: "idle" };

/**
 * The sign-up form. Its answer is the same whether or not the email already has an account:
 * "check your email"; the emailed link opens the account (the confirm-signup page).
 */
export function RegisterForm() {
  const t = useTranslations("Auth");
  const locale = useLocale() as Locale;
  const [state, action, pending] = useActionState(register, idle);
  // A refused sign-up keeps what was typed, the passwords too.
  const keepInput = useSubmitKeepingInput(action);
  if (state.status === "success") {
    return (
      <div
        role="status"
        className="flex flex-col gap-2 rounded-lg bg-brand-50 p-4 text-brand-800"
        data-testid="register-check-email"
      >
        <p className="font-semibold">{state.message}</p>
        <p className="text-sm">{t("checkEmailHint")}</p>
      </div>
    );
  }
  const fields = state.status === "error" ? state.fields : undefined;
  const values = state.status === "error" ? state.values : undefined;
  return (
    <form
      action={action}
      onSubmit={keepInput}
      className="flex flex-col gap-4"
      data-testid="register-form"
      noValidate
    >
      <input type="hidden" name="locale" value={locale} />
      {state.status === "error" && <FormError message={state.message} />}
      <FormField
        name="name"
        label={t("name")}
        autoComplete="name"
        errors={fields?.name}
        defaultValue={values?.name}
      />
      <FormField
        name="email"
        type="email"
        label={t("email")}
        autoComplete="email"
        errors={fields?.email}
        defaultValue={values?.email}
      />
      <FormField
        name="phone"
        type="tel"
        label={t("phone")}
        inputMode="tel"
        autoComplete="tel"
        maxLength={maxPhoneInputLength}
        hint={t("phoneHint")}
        errors={fields?.phone}
        defaultValue={values?.phone}
      />
      <FormField
        name="password"
        type="password"
        label={t("password")}
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
      <SubmitButton disabled={pending}>{t("createAccount")}</SubmitButton>
    </form>
  );
}
