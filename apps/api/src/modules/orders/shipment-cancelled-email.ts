import type { Locale } from "@souq/contract/locale";
import { translate } from "../../i18n/messages.ts";
import { escapeHtml } from "../../mail/escape-html.ts";
import type { MailMessage } from "../../mail/outbox.ts";
import { toRiyals } from "../pricing/public.ts";
import { orderLinkOf } from "./confirmation-email.ts";

/** Amounts as the storefront writes them: two decimals, Latin digits in both languages (ADR 5). */
const amountOf = (locale: Locale, halalas: number) =>
  new Intl.NumberFormat(locale === "ar" ? "ar-SA-u-nu-latn" : "en-GB-u-nu-latn", {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(toRiyals(halalas));

/**
 * The shopper is told, in their language, that a vendor cancelled its part of their order: why,
 * which lines, what is refunded to the card (a paid card order), and whether anything is left.
 */
export function composeShipmentCancelledEmail(options: {
  to: string;
  name: string;
  locale: Locale;
  orderId: number;
  number: string;
  vendor: string;
  reason: string;
  lines: readonly { name: string; qty: number; lineTotal: number }[];
  /** Halalas refunded to the card; null for an order paid in cash on delivery. */
  refund: number | null;
  /** Whether nothing of the order is left to deliver. */
  orderCancelled: boolean;
  storefrontUrl: string;
}): MailMessage {
  const { locale } = options;
  const say = (key: Parameters<typeof translate>[1], params: Record<string, string> = {}) =>
    translate(locale, key, params);
  const greeting = say("order_email_greeting", { name: options.name });
  const body = say("shipment_cancelled_email_body", {
    vendor: options.vendor,
    number: options.number,
    reason: options.reason,
  });
  const lines = options.lines.map(
    (line) => `${line.qty} × ${line.name}: ${amountOf(locale, line.lineTotal)}`,
  );
  const after = [
    ...(options.refund !== null && options.refund > 0
      ? [say("shipment_cancelled_email_refund", { amount: amountOf(locale, options.refund) })]
      : []),
    say(options.orderCancelled ? "shipment_cancelled_email_all" : "shipment_cancelled_email_rest"),
  ];
  const link = orderLinkOf(options.storefrontUrl, locale, options.orderId);
  const action = say("order_email_action");
  const text = [greeting, "", body, "", ...lines, "", ...after, "", `${action}: ${link}`, ""].join(
    "\n",
  );
  const direction = locale === "ar" ? "rtl" : "ltr";
  const html = [
    `<!doctype html><html lang="${locale}" dir="${direction}"><body style="font-family:sans-serif;line-height:1.6">`,
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(body)}</p>`,
    `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>`,
    ...after.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
    "</body></html>",
  ].join("\n");
  return {
    to: options.to,
    subject: say("shipment_cancelled_email_subject", { number: options.number }),
    text,
    html,
  };
}
