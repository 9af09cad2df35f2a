import "server-only";
import type { Locale } from "@souq/contract/locale";
import { redirect } from "@/i18n/navigation.tsx";
import { pageHref } from "../routing/pages.ts";
import { pathInLanguage } from "../routing/safe-next-path.ts";
import { getSession } from "./session.server.ts";

/**
 * The signed-in shopper of a page of their own; anyone else goes to the login page, which
 * brings them back to `path` (the proxy already does this for visitors without a cookie; this
 * covers a cookie whose token no longer works).
 */
export async function signedInShopper(locale: Locale, path: string) {
  const session = await getSession(locale);
  if (session.status === "signed-in") return session;
  redirect({ href: pageHref.login({ next: pathInLanguage(path, locale) }), locale });
  throw new Error("redirect did not interrupt the page");
}
