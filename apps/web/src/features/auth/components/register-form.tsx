"use client";

import type { Locale } from "@souq/contract/locale";
import { useLocale, useTranslations } from "next-intl";
import { FormField } from "@/components/ui/form-field.tsx";
import { FormError, SubmitButton } from "@/components/ui/form-parts.tsx";
import { register } from "@/features/auth/actions.ts";
import { useSignInAction } from "./use-sign-in-action.ts";

export function RegisterForm({ nextPath }: { nextPath?: string | null }) {
  const t = useTranslations("Auth");
  const locale = useLocale() as Locale;
  const [state, action, pending] = useSignInAction(register, nextPath);
  const fields = state.status === "error" ? state.fields : undefined;
  const values = state.status === "error" ? state.values : undefined;
  return (
    <form action={action} className="flex flex-col gap-4" data-testid="register-form" noValidate>
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
        autoComplete="tel"
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
      <SubmitButton disabled={pending || state.status === "success"}>
        {t("createAccount")}
      </SubmitButton>
    </form>
  );
}
