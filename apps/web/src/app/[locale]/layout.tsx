import type { Locale } from "@souq/contract/locale";
import type { Metadata, Viewport } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { preload } from "react-dom";
import { Toaster } from "@/components/ui/toaster.tsx";
import { frameClientNamespaces, pickMessages } from "@/i18n/client-messages.ts";
import { directionOf } from "@/i18n/locales.ts";
import { pageLocale } from "@/i18n/page-locale.ts";
import { routing } from "@/i18n/routing.ts";
import { siteUrl } from "@/lib/config/runtime-config.server.ts";
import "../globals.css";

// The one face each language's first screen needs, fetched before the CSS asks for it.
const firstScreenFont: Record<Locale, string> = {
  en: "/fonts/inter-latin-wght-normal.woff2",
  ar: "/fonts/ibm-plex-sans-arabic-arabic-400-normal.woff2",
};

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LayoutProps<"/[locale]">): Promise<Metadata> {
  const locale = pageLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: "Metadata" });
  return {
    // Relative addresses in any page's metadata resolve against the public origin.
    metadataBase: new URL(siteUrl()),
    title: { default: t("homeTitle"), template: `%s | ${t("siteName")}` },
    description: t("homeDescription"),
  };
}

export const viewport: Viewport = {
  themeColor: "#0c4739",
  width: "device-width",
  initialScale: 1,
};

/** The document in the page's language and direction; pages add the shop frame (or not, for 404). */
export default async function LocaleLayout({ children, params }: LayoutProps<"/[locale]">) {
  const locale = pageLocale((await params).locale);
  preload(firstScreenFont[locale], { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
  const messages = pickMessages(await getMessages({ locale }), frameClientNamespaces);
  return (
    <html lang={locale} dir={directionOf(locale)}>
      <body className="flex min-h-screen flex-col">
        <NextIntlClientProvider messages={messages}>
          <Toaster>{children}</Toaster>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
