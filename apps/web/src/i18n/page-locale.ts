import type { Locale } from "@souq/contract/locale";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { setRequestLocale } from "next-intl/server";
import { routing } from "./routing.ts";

/**
 * The locale of a route's `[locale]` segment, or the not-found page for anything else (an address
 * like /favicon.ico reaches the segment too). Layouts and pages render side by side, so each checks.
 */
export function pageLocale(segment: string): Locale {
  if (!hasLocale(routing.locales, segment)) notFound();
  setRequestLocale(segment);
  return segment;
}
