import type { Locale } from "@souq/contract/locale";
import { redirect } from "next/navigation";
import { notFoundPath } from "./pages.ts";
import { pathInLanguage } from "./safe-next-path.ts";

/**
 * Sends the shopper to the not-found page (`/pages/404`, which answers 404 in their language).
 * Pages are cached whole, and a page that is not there (an unknown product or vendor) is kept as
 * this redirect, so the not-found page itself is always server-rendered with its language,
 * direction and title.
 */
export function showNotFound(locale: Locale): never {
  redirect(pathInLanguage(notFoundPath, locale));
}
