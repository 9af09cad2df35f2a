import { z } from "zod";
import { addressCheckMessages } from "./addresses.ts";
import { email } from "./auth.ts";
import { contactHoneypotField, contactLimits } from "./contact-rules.ts";
import { normalizeGulfPhone } from "./gulf-phone.ts";
import { singleLineText } from "./single-line.ts";

export { contactHoneypotField, contactLimits };

/**
 * POST /{company}/api/marketplace/contact (form data or JSON). Every field is trimmed and
 * bounded; the phone is optional and follows the delivery addresses' rule (Saudi and Gulf
 * numbers), stored in E.164.
 */
export const contactRequest = z.object({
  name: singleLineText(contactLimits.name.min, contactLimits.name.max),
  email,
  phone: z
    .string()
    .trim()
    .max(contactLimits.phone, { abort: true })
    .refine((text) => text === "" || normalizeGulfPhone(text) !== null, addressCheckMessages.phone)
    .overwrite((text) => (text === "" ? "" : (normalizeGulfPhone(text) ?? text)))
    .default("")
    .describe(
      "Optional. A Saudi mobile (05XXXXXXXX, +9665XXXXXXXX, …) or a Gulf number with its country code, as for delivery addresses; stored in E.164.",
    ),
  subject: z.string().trim().min(contactLimits.subject.min).max(contactLimits.subject.max),
  message: z
    .string()
    .trim()
    .min(contactLimits.message.min)
    .max(contactLimits.message.max)
    .describe("Plain text; line breaks are kept, other control characters removed."),
  [contactHoneypotField]: z
    .string()
    .max(contactLimits.honeypot)
    .default("")
    .describe("Leave empty. Forms hide it from people; a value means a program filled the form."),
});
export type ContactRequest = z.infer<typeof contactRequest>;
export type ContactInput = z.input<typeof contactRequest>;
