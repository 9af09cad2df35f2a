import { pageAt } from "@/lib/routing/pages.ts";

/**
 * When the newsletter window may open (ADR 29, ADR 50): only on the catalog's public pages, and
 * only while the shopper is doing nothing the window would interrupt. Read by the window each time
 * its wait is over, and again every `retryMs` until it may open.
 */

/** Typing in a field this recently still counts as typing. */
export const typingQuietMs = 3_000;

/** How often a window kept waiting asks again. */
export const retryMs = 1_000;

/** The vendors' own pages: a workplace, never a place for an offer to shoppers. */
const vendorArea = /^\/vendor(?:\/|$)/;

/**
 * Whether a page (its address without the language prefix) is a browsing page: one the page
 * registry lets search engines crawl and caches for everyone (home, listings, products,
 * categories, vendors' stores, contact and the store's pages). Everything else is part of a
 * journey the window would stand in the way of (cart, checkout, addresses, sign-in, registration,
 * password reset, orders, payment, messages, profile, the wishlist and compare list), as are
 * addresses no page claims (not found) and the vendors' area.
 */
export function popupMayOpenOn(pathname: string): boolean {
  if (vendorArea.test(pathname)) return false;
  return pageAt(pathname)?.crawl === "public";
}

/** Controls a shopper types or chooses in; the window must never take the focus from one. */
const fieldSelector = 'input, textarea, select, [contenteditable=""], [contenteditable="true"]';

/**
 * An open dialog (every dialog of the storefront is a native one: the quick view's stays in the page
 * with `aria-modal` while closed, so only `open` tells) or an open menu, dropdown or suggestion list.
 */
const openLayerSelector = 'dialog[open], [aria-expanded="true"]';

/**
 * Whether the shopper is busy with something the window would interrupt: a field has the focus,
 * they typed within `typingQuietMs`, a dialog or a menu is open, or the page is not on screen.
 */
export function shopperIsBusy(
  document: Document,
  lastTypedAt: number | null,
  now: number,
): boolean {
  const focused = document.activeElement;
  if (focused?.matches(fieldSelector)) return true;
  if (lastTypedAt !== null && now - lastTypedAt < typingQuietMs) return true;
  if (document.querySelector(openLayerSelector)) return true;
  return document.visibilityState === "hidden";
}

/** Whether an event is the shopper typing: any input, or a key pressed in a field. */
export function isTyping(event: Event): boolean {
  if (event.type === "input" || event.type === "compositionstart") return true;
  const target = event.target;
  return (
    event.type === "keydown" &&
    typeof (target as Element | null)?.matches === "function" &&
    (target as Element).matches(fieldSelector)
  );
}
