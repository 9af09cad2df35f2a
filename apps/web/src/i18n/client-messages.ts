import type { AbstractIntlMessages } from "next-intl";

/**
 * The namespaces the shop frame's browser code reads (header menus and search, sign-in, the
 * newsletter form, cards and the quick view). Every page carries these; a page adds what its own
 * browser code needs through ClientMessages, so no page carries every string of the storefront.
 */
export const frameClientNamespaces = [
  "Common",
  "Header",
  "Search",
  "Auth",
  // The footer's own words are drawn on the server; only the newsletter form reads its strings.
  "Footer.newsletterTitle",
  "Footer.newsletterText",
  "Footer.newsletterPlaceholder",
  "Footer.subscribe",
  "Product",
  "QuickView",
  "Cart",
  // The cart dropdown's free-delivery line.
  "Delivery.freeDeliveryLeft",
  "Delivery.freeDeliveryReached",
  "Wishlist",
  // The compare buttons of cards and product pages, and their notices.
  "Compare",
  // The newsletter window, drawn by the frame after the page has loaded.
  "NewsletterPopup",
  // The error page, drawn in the browser when a page or the frame fails (app/[locale]/error.tsx).
  "ErrorPage",
] as const;

/**
 * The given parts of a message catalogue, and nothing else: a namespace ("Shop") or a part of one
 * ("Shop.filters"), so browser code gets only the strings it reads.
 */
export function pickMessages(
  messages: AbstractIntlMessages,
  paths: readonly string[],
): AbstractIntlMessages {
  const picked: AbstractIntlMessages = {};
  for (const path of paths) {
    const keys = path.split(".");
    let value: AbstractIntlMessages[string] | undefined = messages;
    for (const key of keys) value = typeof value === "object" ? value[key] : undefined;
    if (value === undefined) continue;
    let into = picked;
    for (const key of keys.slice(0, -1)) {
      const next = into[key];
      if (typeof next === "object") into = next;
      else {
        const part: AbstractIntlMessages = {};
        into[key] = part;
        into = part;
      }
    }
    into[keys[keys.length - 1] as string] = value;
  }
  return picked;
}
