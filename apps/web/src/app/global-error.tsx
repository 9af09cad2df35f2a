"use client";

import { isLocale } from "@souq/contract/locale-codes";
import { usePathname } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { directionOf } from "@/i18n/locales.ts";
import { routing } from "@/i18n/routing.ts";
import { ErrorView } from "@/shell/error-view.tsx";
import arabicShell from "../../messages/ar/shell.json";
import englishShell from "../../messages/en/shell.json";
import "./globals.css";

const shellMessages = { en: englishShell, ar: arabicShell };

/**
 * The document itself failed (its layout threw): a document of our own, in the language the
 * address names, with the same message, retry and way home as any failed page.
 */
export default function GlobalError({
  retry,
}: {
  error: Error & { digest?: string };
  retry: () => void;
}) {
  const prefix = usePathname()?.split("/")[1];
  const locale = isLocale(prefix) ? prefix : routing.defaultLocale;
  const { Common, ErrorPage } = shellMessages[locale];
  return (
    <html lang={locale} dir={directionOf(locale)}>
      <body className="flex min-h-screen flex-col">
        <NextIntlClientProvider locale={locale} messages={{ Common, ErrorPage }}>
          <main id="main" className="flex min-h-screen items-center justify-center">
            <ErrorView retry={retry} />
          </main>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
