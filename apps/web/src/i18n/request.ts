import { hasLocale } from "next-intl";
import { getRequestConfig } from "next-intl/server";
import { messageFiles } from "./message-files.ts";
import { routing } from "./routing.ts";

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  const parts = await Promise.all(
    messageFiles.map(
      async (file) => (await import(`../../messages/${locale}/${file}.json`)).default,
    ),
  );
  return { locale, messages: Object.assign({}, ...parts) };
});
