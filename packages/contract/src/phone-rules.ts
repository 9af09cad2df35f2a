// The store's one phone rule, as far as forms in the browser need it (the rule itself is in
// gulf-phone.ts, its schema in phone.ts). Browser code imports this module, so it imports nothing.

/** The longest phone text accepted as typed (spaces, dashes and brackets included). */
export const maxPhoneInputLength = 25;

/**
 * The contract's word for a phone the rule refuses: the API and the storefront each say it in the
 * shopper's language, the same sentence on every form (sign-up, profile, addresses, contact).
 */
export const phoneCheckMessage = "must be a Saudi or Gulf phone number";
