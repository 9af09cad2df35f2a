"use client";

import { rememberLanguage } from "@/i18n/remember-language.ts";
import { mirrorShopper } from "@/lib/client-store/shopper-mirror.ts";
import type { SignedInFacts } from "./actions.ts";

/** The spec's browser storage after signing in; the token itself stays in an httpOnly cookie. */
export function rememberSignIn(facts: SignedInFacts): void {
  rememberLanguage(facts.lang);
  const entries: Record<string, string> = {
    companyID: String(facts.companyID),
    userID: String(facts.userID),
    companyName: facts.companyName,
  };
  for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
  mirrorShopper(facts);
}

/** Signing out forgets everything the browser kept (the spec clears all storage). */
export function forgetEverything(): void {
  window.localStorage.clear();
  window.sessionStorage.clear();
}
