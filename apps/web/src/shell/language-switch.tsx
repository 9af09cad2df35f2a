"use client";

import type { Locale } from "@souq/contract/locale";
import { useSearchParams } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { Link, usePathname } from "@/i18n/navigation.tsx";
import { rememberLanguage } from "@/i18n/remember-language.ts";

/** Opens the same page in the other language (/x ⇄ /ar/x), keeping its query, and remembers the choice. */
export function LanguageSwitch() {
  const t = useTranslations("Header");
  const locale = useLocale() as Locale;
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const other: Locale = locale === "ar" ? "en" : "ar";
  const query = Object.fromEntries(searchParams.entries());
  return (
    <Link
      href={{ pathname, query }}
      locale={other}
      hrefLang={other}
      onClick={() => rememberLanguage(other)}
      className="whitespace-nowrap rounded-md border border-white/30 px-2 py-1 text-sm font-semibold sm:px-2.5 sm:py-1.5 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
      data-testid="language-switch"
    >
      <span lang={other}>{t("switchTo")}</span>
      <span className="sr-only"> ({t("switchToLabel")})</span>
    </Link>
  );
}
