"use client";

import type { Locale } from "@souq/contract/locale";
import { useLocale, useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation.ts";
import { login } from "../actions.ts";
import { FormField } from "./form-field.tsx";
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
  return (
    <form
      action={action}
      className="flex flex-col gap-4"
      data-testid={`${idPrefix}-form`}
      noValidate
    >
      <input type="hidden" name="locale" value={locale} />
      {state.status === "error" && (
        <p
          role="alert"
          className="rounded-lg bg-red-50 p-3 text-sm font-semibold text-sale"
          data-testid="form-error"
        >
          {state.message}
        </p>
      )}
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
      <button
        type="submit"
        disabled={pending || done}
        className="rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        {t("signIn")}
      </button>
      <Link href="/pages/forgot-password" className="text-sm text-brand-700 underline">
        {t("forgotPassword")}
      </Link>
    </form>
  );
}
