// The contact form's bounds, shared by the API's schema (contact.ts) and the storefront's form.
// Browser code imports this module, so it imports nothing.

/** The bounds of each field of the contact form. */
export const contactLimits = {
  name: { min: 2, max: 100 },
  subject: { min: 3, max: 150 },
  message: { min: 10, max: 3000 },
  /** The phone as typed, separators included (the addresses' limit). */
  phone: 25,
  /** The trap field: people never see it, so anything in it was typed by a program. */
  honeypot: 200,
} as const;

/** The field a person never fills: a request with text in it is answered but not kept or sent. */
export const contactHoneypotField = "website";
