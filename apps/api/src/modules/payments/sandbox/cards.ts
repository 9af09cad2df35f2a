import type { CardBrand } from "../provider.ts";

/**
 * The first six digits (BIN) of mada cards: the sandbox's test number 446404 and the common BINs
 * Saudi banks issue mada cards under. A mada card is shown as mada even when it also carries Visa
 * or Mastercard (its BIN starts with 4 or 5), as Saudi payment pages show it.
 */
export const madaBins: ReadonlySet<string> = new Set(
  (
    "400861 401757 406136 406996 407197 407395 409201 410621 410685 410834 412565 417633 " +
    "419593 420132 421141 422817 422818 422819 428331 428671 428672 428673 431361 432328 " +
    "434107 439954 440533 440647 440795 445564 446393 446404 446672 455036 455708 457865 " +
    "457997 458456 462220 468540 468541 468542 468543 474491 475180 483010 483011 483012 " +
    "484783 486094 486095 486096 489310 489317 489318 489319 492464 504300 508160 513213 " +
    "515079 516138 520058 521076 524130 524514 524940 529415 529741 530060 530906 531095 " +
    "531196 532013 535825 535989 536023 537767 543085 543357 549760 554180 555610 557606 " +
    "558563 558848 585265 588845 588846 588847 588848 588849 588850 588851 588982 588983 " +
    "589005 589206 604906 605141 636120 968201 968202 968203 968204 968205 968206 968207 " +
    "968208 968209 968211"
  ).split(" "),
);

/** The sandbox's declined test card. */
export const declinedCardNumber = "4000000000000002";

/** A card number's digits without the spaces or dashes shoppers type between groups. */
export const cardDigits = (number: string): string => number.replace(/[\s-]/g, "");

/** The Luhn check every card number passes (it catches a mistyped digit or swapped pair). */
export function passesLuhn(digits: string): boolean {
  if (!/^[0-9]{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The card's network from its leading digits: mada by BIN, then Visa (4), Mastercard (51–55, 2221–2720). */
export function brandOf(digits: string): CardBrand {
  if (madaBins.has(digits.slice(0, 6))) return "mada";
  if (digits.startsWith("4")) return "visa";
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return "mastercard";
  return "other";
}

/**
 * Whether an expiry written MM/YY (or MM/YYYY) is well formed, and whether it has passed: a card
 * is good until the end of its month.
 */
export function readExpiry(expiry: string, now: Date): "malformed" | "expired" | "valid" {
  const match = /^\s*(0[1-9]|1[0-2])\s*\/\s*([0-9]{2}|[0-9]{4})\s*$/.exec(expiry);
  if (!match) return "malformed";
  const month = Number(match[1]);
  const year = match[2]?.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  const endOfMonth = Date.UTC(year, month, 1);
  return endOfMonth <= now.getTime() ? "expired" : "valid";
}
