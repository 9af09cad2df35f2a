import "server-only";
import type { Locale } from "@souq/contract/locale";
import { getTranslations } from "next-intl/server";

/** The one fallback of every action ("An Error Occurred"), when nothing more exact can be said. */
export async function errorOccurred(locale: Locale): Promise<string> {
  const t = await getTranslations({ locale, namespace: "Common" });
  return t("errorOccurred");
}
