import type { Locale } from "@souq/contract/locale";
import type { OrderDetail } from "@souq/contract/orders";
import { translate } from "../../i18n/messages.ts";
import { escapeHtml } from "../../mail/escape-html.ts";
import type { MailMessage } from "../../mail/outbox.ts";

/** The order's page on the storefront, in the shopper's language. */
export function orderLinkOf(storefrontUrl: string, locale: Locale, orderId: number): string {
  return `${storefrontUrl}${locale === "ar" ? "/ar" : ""}/pages/orders/${orderId}`;
}

/** The order's printable tax invoices on the storefront, in the shopper's language. */
export function invoicesLinkOf(storefrontUrl: string, locale: Locale, orderId: number): string {
  return `${orderLinkOf(storefrontUrl, locale, orderId)}/invoice`;
}

/** Amounts as the storefront writes them: two decimals, Latin digits in both languages (ADR 5). */
const amountOf = (locale: Locale, riyals: number) =>
  new Intl.NumberFormat(locale === "ar" ? "ar-SA-u-nu-latn" : "en-GB-u-nu-latn", {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(riyals);

/** A line's colour and size as the email says them: "Colour: Black, Size: 54"; "" without. */
export function variantTextOf(
  locale: Locale,
  variant: OrderDetail["shipments"][number]["items"][number]["variant"],
): string {
  if (!variant) return "";
  const parts = [
    variant.colour ? translate(locale, "order_email_colour", { colour: variant.colour }) : "",
    variant.size ? translate(locale, "order_email_size", { size: variant.size }) : "",
  ].filter(Boolean);
  return parts.join(locale === "ar" ? "، " : ", ");
}

/** How the order is paid, as the email says it: "Card (mada card ending in 0007), paid". */
export function paymentLineOf(locale: Locale, payment: OrderDetail["payment"]): string {
  const say = (key: Parameters<typeof translate>[1], params: Record<string, string> = {}) =>
    translate(locale, key, params);
  const method =
    payment.method === "card" && payment.brand && payment.last4
      ? say("payment_card_ending", {
          brand: say(`card_brand_${payment.brand}`),
          last4: payment.last4,
        })
      : say(`payment_method_${payment.method}`);
  return say("order_email_payment", { method, status: say(`payment_status_${payment.status}`) });
}

/** The order confirmation, as plain text and simple HTML, in one language. */
export function composeOrderEmail(options: {
  to: string;
  name: string;
  order: OrderDetail;
  link: string;
  /** The order's tax invoices; absent when the order is not invoiced yet (a card order). */
  invoicesLink?: string;
  locale: Locale;
}): MailMessage {
  const { to, name, order, link, invoicesLink, locale } = options;
  const say = (key: Parameters<typeof translate>[1], params: Record<string, string> = {}) =>
    translate(locale, key, params);
  const greeting = say("order_email_greeting", { name });
  const body = say(order.payment.method === "card" ? "order_email_body_card" : "order_email_body", {
    number: order.number,
    total: amountOf(locale, order.total),
  });
  const lines = order.shipments.flatMap((shipment) =>
    shipment.items.map((item) => {
      const variant = variantTextOf(locale, item.variant);
      const named = variant ? `${item.name} — ${variant}` : item.name;
      return `${item.qty} × ${named} (${shipment.vendor}): ${amountOf(locale, item.line_total)}`;
    }),
  );
  const { address } = order;
  // Who receives it and the National Address short code too, when the address has them (ADR 52).
  const addressText = [
    address.recipient_name,
    address.address,
    address.city_name,
    address.state,
    address.country_name,
    address.short_code,
  ]
    .filter(Boolean)
    .join(locale === "ar" ? "، " : ", ");
  const payment = paymentLineOf(locale, order.payment);
  const text = [
    greeting,
    "",
    body,
    payment,
    "",
    ...lines,
    "",
    say("order_email_address"),
    addressText,
    "",
    `${say("order_email_action")}: ${link}`,
    ...(invoicesLink ? [`${say("order_email_invoices")}: ${invoicesLink}`] : []),
    "",
  ].join("\n");
  const direction = locale === "ar" ? "rtl" : "ltr";
  const html = [
    `<!doctype html><html lang="${locale}" dir="${direction}"><body style="font-family:sans-serif;line-height:1.6">`,
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(body)}</p>`,
    `<p>${escapeHtml(payment)}</p>`,
    `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>`,
    `<p>${escapeHtml(say("order_email_address"))}<br>${escapeHtml(addressText)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(say("order_email_action"))}</a></p>`,
    ...(invoicesLink
      ? [
          `<p><a href="${escapeHtml(invoicesLink)}">${escapeHtml(say("order_email_invoices"))}</a></p>`,
        ]
      : []),
    "</body></html>",
  ].join("\n");
  return { to, subject: say("order_email_subject", { number: order.number }), text, html };
}
