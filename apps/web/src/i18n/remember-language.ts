import type { Locale } from "@souq/contract/locale";
import { localeCookieName } from "./remembered-language.ts";

/** Remembers a language: in localStorage for the interface, in a cookie so the server renders it next time. */
export function rememberLanguage(lang: Locale): void {
  window.localStorage.setItem("lang", lang);
  // biome-ignore lint/suspicious/noDocumentCookie: a plain, non-secret cookie the server reads
  document.cookie = `${localeCookieName}=${lang}; path=/; max-age=31536000; samesite=lax`;
}
