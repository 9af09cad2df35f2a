import type { Locale } from "@souq/contract/locale";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type AbstractIntlMessages, NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { Toaster } from "@/components/ui/toaster.tsx";
import { messageFiles } from "@/i18n/message-files.ts";

/** Every string of the storefront in one language, from the same files the pages read. */
async function messagesOf(locale: Locale): Promise<AbstractIntlMessages> {
  const parts = await Promise.all(
    messageFiles.map(
      async (file) => (await import(`../../messages/${locale}/${file}.json`)).default,
    ),
  );
  return Object.assign({}, ...parts);
}

const messages = { en: await messagesOf("en"), ar: await messagesOf("ar") };

/**
 * Draws a browser component as a page would hold it (its language's messages, the notices), and
 * gives a shopper's keyboard and pointer to drive it.
 */
export function renderInStorefront(ui: ReactNode, { locale = "en" }: { locale?: Locale } = {}) {
  const user = userEvent.setup();
  const view = render(
    <NextIntlClientProvider locale={locale} messages={messages[locale]} timeZone="Asia/Riyadh">
      <Toaster>{ui}</Toaster>
    </NextIntlClientProvider>,
  );
  return { user, ...view };
}
