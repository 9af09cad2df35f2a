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
  "Footer",
  "Product",
  "QuickView",
] as const;

/** The given namespaces of a message catalogue, and nothing else. */
export function pickMessages(
  messages: AbstractIntlMessages,
  namespaces: readonly string[],
): AbstractIntlMessages {
  const picked: AbstractIntlMessages = {};
  for (const namespace of namespaces) {
    const value = messages[namespace];
    if (value !== undefined) picked[namespace] = value;
  }
  return picked;
}
