import type { ContactRequest } from "@souq/contract/contact";
import { contactHoneypotField } from "@souq/contract/contact";
import type { Locale } from "@souq/contract/locale";
import type { Database } from "../../db/client.ts";
import { translate } from "../../i18n/messages.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { byAddress, enforceLimits, rateLimits } from "../rate-limits/public.ts";
import { composeContactEmail } from "./contact-email.ts";
import { insertContactMessage } from "./repository.ts";

export interface ContactContext {
  db: Database;
  mailer: Mailer;
  /** The marketplace's mailbox (CONTACT_EMAIL). */
  contactEmail: string;
  companyId: number;
  locale: Locale;
  /** The client's address, for the flood limit. */
  ip: string;
  now?: Date;
}

/** ASCII control characters other than tab and newline (a pasted \r\n keeps its \n). */
function withoutControls(text: string): string {
  return Array.from(text)
    .filter((character) => {
      const code = character.charCodeAt(0);
      return !((code < 0x20 && character !== "\t" && character !== "\n") || code === 0x7f);
    })
    .join("")
    .trim();
}

/** One line of text: control characters (line breaks too) become spaces. */
function oneLine(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  return text.replace(/[\u0000-\u001f\u007f]+/g, " ").trim();
}

/**
 * Keeps a message from the contact page and mails it to the marketplace. Each one counts against
 * the limits of its address and its email first, so a flood stops at the limit. A message whose
 * trap field was filled (only a program sees it) is thanked the same way and goes nowhere.
 */
export async function sendContactMessage(
  context: ContactContext,
  input: ContactRequest,
): Promise<{ message: string }> {
  const { db, locale } = context;
  const now = context.now ?? new Date();
  await enforceLimits(
    db,
    [
      byAddress(rateLimits.contactAddress, context.ip),
      { limit: rateLimits.contactEmail, value: input.email },
    ],
    now,
  );
  const thanks = { message: translate(locale, "contact_thanks") };
  if (input[contactHoneypotField] !== "") return thanks;
  const message = {
    companyId: context.companyId,
    name: oneLine(input.name),
    email: input.email,
    phone: input.phone === "" ? null : input.phone,
    subject: oneLine(input.subject),
    message: withoutControls(input.message),
  };
  await insertContactMessage(db, message);
  await context.mailer.send(composeContactEmail({ to: context.contactEmail, message, locale }));
  return thanks;
}
