"use client";

import { useLocale, useTranslations } from "next-intl";
import { useActionState } from "react";
import {
  type NewsletterState,
  subscribeToNewsletter,
} from "@/features/content/newsletter-action.ts";

const idle: NewsletterState = { status: "idle" };

export function NewsletterForm() {
  const t = useTranslations("Footer");
  const locale = useLocale();
  const [state, action, pending] = useActionState(subscribeToNewsletter, idle);
  return (
    <form action={action} className="flex flex-col gap-2" data-testid="newsletter-form" noValidate>
      <input type="hidden" name="locale" value={locale} />
      <label htmlFor="newsletter-email" className="font-semibold text-white">
        {t("newsletterTitle")}
      </label>
      <p className="text-sm text-gray-300">{t("newsletterText")}</p>
      <div className="flex overflow-hidden rounded-lg">
        <input
          id="newsletter-email"
          name="email"
          type="email"
          required
          dir="ltr"
          autoComplete="email"
          defaultValue={state.status === "error" ? state.values?.email : undefined}
          placeholder={t("newsletterPlaceholder")}
          aria-invalid={state.status === "error" ? true : undefined}
          aria-describedby="newsletter-result"
          className="min-w-0 flex-1 border-0 bg-white px-3 py-2 text-ink placeholder:text-gray-500"
        />
        <button
          type="submit"
          disabled={pending}
          className="bg-accent-500 px-4 font-semibold text-ink hover:bg-accent-600 hover:text-white disabled:opacity-60"
        >
          {t("subscribe")}
        </button>
      </div>
      <p
        id="newsletter-result"
        role="status"
        className={`min-h-5 text-sm ${state.status === "error" ? "text-red-300" : "text-brand-100"}`}
      >
        {state.status === "idle" ? "" : state.message}
      </p>
    </form>
  );
}
