import { z } from "zod";
import { email } from "./auth.ts";
import { contactHoneypotField, contactLimits } from "./contact-rules.ts";
import { optionalGulfPhone } from "./phone.ts";
import { singleLineText } from "./single-line.ts";

export { contactHoneypotField, contactLimits };

/**
 * POST /{company}/api/marketplace/contact (form data or JSON). Every field is trimmed and
 * bounded; the phone is optional and follows the store's one phone rule (Saudi and Gulf
 * numbers), stored in E.164.
 */
export const contactRequest = z.object({
  name: singleLineText(contactLimits.name.min, contactLimits.name.max),
  email,
  phone: optionalGulfPhone,
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
