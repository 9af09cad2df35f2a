import type { Locale } from "@souq/contract/locale";
import { translate } from "../../i18n/messages.ts";
import { escapeHtml } from "../../mail/escape-html.ts";
import type { MailMessage } from "../../mail/outbox.ts";

/** The storefront page that asks for the new password, in the shopper's language. */
export function resetLinkOf(storefrontUrl: string, locale: Locale, token: string): string {
  return `${storefrontUrl}${locale === "ar" ? "/ar" : ""}/pages/reset-password?token=${encodeURIComponent(token)}`;
}

/** The password-reset email, as plain text and as simple HTML, in one language. */
export function composeResetEmail(options: {
  to: string;
  name: string;
  link: string;
  locale: Locale;
}): MailMessage {
  const { to, name, link, locale } = options;
  const say = (key: Parameters<typeof translate>[1], params: Record<string, string> = {}) =>
    translate(locale, key, params);
  const greeting = say("reset_email_greeting", { name });
  const body = say("reset_email_body");
  const ignore = say("reset_email_ignore");
  const action = say("reset_email_action");
  const text = `${greeting}\n\n${body}\n\n${link}\n\n${ignore}\n`;
  const direction = locale === "ar" ? "rtl" : "ltr";
  const html = [
    `<!doctype html><html lang="${locale}" dir="${direction}"><body style="font-family:sans-serif;line-height:1.6">`,
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(body)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
    `<p dir="ltr" style="font-size:small;word-break:break-all">${escapeHtml(link)}</p>`,
    `<p>${escapeHtml(ignore)}</p>`,
    "</body></html>",
  ].join("\n");
  return { to, subject: say("reset_email_subject"), text, html };
}
