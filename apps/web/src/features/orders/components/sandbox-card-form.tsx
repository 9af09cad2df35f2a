"use client";

import type { Locale } from "@souq/contract/locale";
import type { SandboxPayment } from "@souq/contract/payments";
import { useLocale, useTranslations } from "next-intl";
import { useActionState, useEffect, useRef } from "react";
import { FormField } from "@/components/ui/form-field.tsx";
import { FormError, SubmitButton } from "@/components/ui/form-parts.tsx";
import {
  type CardState,
  payWithCard,
  type SecureStepState,
  settleSecureStep,
} from "@/features/orders/payment-actions.ts";

const idle = { status: "idle" } as const;

/**
 * The sandbox page's two steps: the card (number, name, expiry, CVC), then the 3-D Secure check
 * (Authenticate or Cancel). The payment's step is the API's, so a reload lands on the same one.
 * Digits may be typed in Arabic-Indic; the server reads them as Latin ones.
 */
export function SandboxCardForm({ token, step }: { token: string; step: SandboxPayment["step"] }) {
  const t = useTranslations("Pay");
  const locale = useLocale() as Locale;
  const [state, action, pending] = useActionState<CardState, FormData>(payWithCard, idle);
  const [secure, settle, settling] = useActionState<SecureStepState, FormData>(
    settleSecureStep,
    idle,
  );
  const heading = useRef<HTMLHeadingElement>(null);
  const authenticating = step === "authenticate" || state.status === "success";
  useEffect(() => {
    // The card step gave way to the bank's: move the reader there.
    if (authenticating && step === "card") heading.current?.focus();
  }, [authenticating, step]);

  if (authenticating) {
    return (
      <form action={settle} className="flex flex-col gap-4" data-testid="pay-secure-step">
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="token" value={token} />
        <h2 ref={heading} tabIndex={-1} className="text-lg font-bold outline-none">
          {t("secureHeading")}
        </h2>
        <p className="text-sm">{t("secureText")}</p>
        {secure.status === "error" && <FormError message={secure.message} />}
        <div className="flex flex-wrap gap-2">
          <button
            type="submit"
            name="decision"
            value="authenticate"
            disabled={settling}
            className="rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            {t("authenticate")}
          </button>
          <button
            type="submit"
            name="decision"
            value="cancel"
            disabled={settling}
            className="rounded-lg border border-gray-300 px-4 py-2.5 font-semibold hover:bg-gray-50 disabled:opacity-60"
          >
            {t("cancel")}
          </button>
        </div>
        {settling && (
          <p role="status" className="text-sm text-muted">
            {t("working")}
          </p>
        )}
      </form>
    );
  }

  const fields = state.status === "error" ? state.fields : undefined;
  const values = state.status === "error" ? state.values : undefined;
  return (
    <form action={action} className="flex flex-col gap-4" noValidate data-testid="pay-card-form">
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="token" value={token} />
      {state.status === "error" && <FormError message={state.message} />}
      <FormField
        name="number"
        label={t("number")}
        autoComplete="cc-number"
        inputMode="numeric"
        dir="ltr"
        maxLength={23}
        defaultValue={values?.number}
        errors={fields?.number}
      />
      <FormField
        name="name"
        label={t("name")}
        autoComplete="cc-name"
        maxLength={100}
        defaultValue={values?.name}
        errors={fields?.name}
      />
      <div className="grid gap-4 min-[360px]:grid-cols-2">
        <FormField
          name="expiry"
          label={t("expiry")}
          autoComplete="cc-exp"
          inputMode="numeric"
          dir="ltr"
          maxLength={7}
          defaultValue={values?.expiry}
          errors={fields?.expiry}
        />
        <FormField
          name="cvc"
          label={t("cvc")}
          autoComplete="cc-csc"
          inputMode="numeric"
          dir="ltr"
          maxLength={4}
          errors={fields?.cvc}
        />
      </div>
      <SubmitButton disabled={pending}>{pending ? t("paying") : t("pay")}</SubmitButton>
    </form>
  );
}
