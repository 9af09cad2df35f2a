"use client";

import type { Locale } from "@souq/contract/locale";
import { useLocale, useTranslations } from "next-intl";
import { FormField } from "@/components/ui/form-field.tsx";
import { FormError, SubmitButton } from "@/components/ui/form-parts.tsx";
import { useSubmitKeepingInput } from "@/components/ui/use-submit-keeping-input.ts";
import { login } from "@/features/auth/actions.ts";
import { Link } from "@/i18n/navigation.tsx";
import { pageHref } from "@/lib/routing/pages.ts";
import { useSignInAction } from "./use-sign-in-action.ts";

export function LoginForm({
  nextPath,
  idPrefix = "login",
}: {
  nextPath?: string | null;
  idPrefix?: string;
}) {
  const t = useTranslations("Auth");
  const locale = useLocale() as Locale;
  const [state, action, pending] = useSignInAction(login, nextPath);
  const done = state.status === "success";
  // A refused sign-in keeps what was typed.
  const keepInput = useSubmitKeepingInput(action);
  return (
    <form
      action={action}
      onSubmit={keepInput}
      className="flex flex-col gap-4"
      data-testid={`${idPrefix}-form`}
      noValidate
    >
      <input type="hidden" name="locale" value={locale} />
      {state.status === "error" && <FormError message={state.message} />}
      <FormField
        name="email"
        type="email"
        label={t("email")}
        autoComplete="email"
        errors={state.status === "error" ? state.fields?.email : undefined}
        defaultValue={state.status === "error" ? state.values?.email : undefined}
      />
      <FormField
        name="password"
        type="password"
        label={t("password")}
        autoComplete="current-password"
        errors={state.status === "error" ? state.fields?.password : undefined}
      />
      <SubmitButton disabled={pending || done}>{t("signIn")}</SubmitButton>
      <Link href={pageHref.forgotPassword()} className="text-sm text-brand-700 underline">
        {t("forgotPassword")}
      </Link>
    </form>
  );
}
