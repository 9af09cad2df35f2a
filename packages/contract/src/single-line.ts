import { z } from "zod";

// The wording of the check below; the API words it in the request's language.
export const singleLineCheckMessage = "must be one line without control characters";

// C0 (tabs and line breaks among them), DEL, C1, and the Unicode line and paragraph separators.
const controlCharacters = /[\p{Cc}\u2028\u2029]/u;

/** Whether a text holds no control character: names and address lines are one line each. */
export const isSingleLine = (text: string): boolean => !controlCharacters.test(text);

/**
 * A trimmed one-line text between `min` and `max` characters. Line breaks and other control
 * characters are refused, so a name or an address line never adds a line to an email's text.
 */
export const singleLineText = (min: number, max: number) =>
  z.string().trim().min(min).max(max).refine(isSingleLine, singleLineCheckMessage);
