import { checkStoredVersion } from "@/lib/client-store/persisted-store.ts";

/**
 * What the browser remembers of the newsletter window: closing it is remembered for the visit
 * (session storage, so it greets a later visit again), and "do not show again" or subscribing for
 * good (local storage). Local storage follows the store's version rule: a store saved by another
 * version clears it all, this choice too, so the rule is applied before the choice is read.
 */
export const popupMemoryKey = "souq-newsletter-popup";

export function popupIsRemembered(): boolean {
  try {
    checkStoredVersion();
    return (
      window.localStorage.getItem(popupMemoryKey) === "never" ||
      window.sessionStorage.getItem(popupMemoryKey) === "closed"
    );
  } catch {
    // Storage the browser refuses (private modes, full quota): better never shown than shown always.
    return true;
  }
}

export function rememberPopup(choice: "closed" | "never"): void {
  try {
    if (choice === "never") window.localStorage.setItem(popupMemoryKey, "never");
    window.sessionStorage.setItem(popupMemoryKey, "closed");
  } catch {
    // Nothing to keep it in: the window simply may come back.
  }
}
