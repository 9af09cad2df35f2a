"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation.tsx";
import { pageHref } from "@/lib/routing/pages.ts";

/**
 * What a shopper sees when a page failed: the spec's message, a retry and the way home. The error
 * itself is never shown; the server's log holds it under its digest.
 */
export function ErrorView({ retry }: { retry: () => void }) {
  const t = useTranslations("ErrorPage");
  const tCommon = useTranslations("Common");
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center"
    >
      <h1 className="text-3xl font-bold">{tCommon("errorOccurred")}</h1>
      <p className="text-muted">{t("message")}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={retry}
          className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          {t("retry")}
        </button>
        <Link
          href={pageHref.home()}
          className="rounded-lg border border-brand-700 px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t("backHome")}
        </Link>
      </div>
    </div>
  );
}
