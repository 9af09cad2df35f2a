import { z } from "zod";
import { maxPhoneInputLength, normalizeGulfPhone } from "./gulf-phone.ts";
import { phoneCheckMessage } from "./phone-rules.ts";

export { maxPhoneInputLength, phoneCheckMessage };

const description =
  "A Saudi mobile (05XXXXXXXX, 5XXXXXXXX, +9665XXXXXXXX, 009665XXXXXXXX) or a number of the UAE (+971), Kuwait (+965), Bahrain (+973), Qatar (+974) or Oman (+968); spaces, dashes, one pair of brackets and Arabic-Indic or Persian digits allowed. Stored and answered in E.164.";

/**
 * The store's one phone field (ADR 49): sign-up, profile and delivery addresses take it. Trimmed,
 * at most `maxPhoneInputLength` characters as typed, checked by the Gulf rule and answered in
 * E.164, so every form refuses and stores the same numbers.
 */
export const gulfPhone = z
  .string()
  .trim()
  .min(1, { abort: true })
  .max(maxPhoneInputLength, { abort: true })
  .refine((text) => normalizeGulfPhone(text) !== null, phoneCheckMessage)
  .overwrite((text) => normalizeGulfPhone(text) ?? text)
  .describe(description);

/** The same rule for a form where the phone may be left empty (the contact form): "" stays "". */
export const optionalGulfPhone = z
  .string()
  .trim()
  .max(maxPhoneInputLength, { abort: true })
  .refine((text) => text === "" || normalizeGulfPhone(text) !== null, phoneCheckMessage)
  .overwrite((text) => (text === "" ? "" : (normalizeGulfPhone(text) ?? text)))
  .default("")
  .describe(`Optional. ${description}`);
