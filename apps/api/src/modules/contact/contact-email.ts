import type { Locale } from "@souq/contract/locale";
import { translate } from "../../i18n/messages.ts";
import { escapeHtml } from "../../mail/escape-html.ts";
import type { MailMessage } from "../../mail/outbox.ts";
import type { NewContactMessage } from "./repository.ts";

/**
 * A contact-page message as the marketplace receives it, in the language the shopper wrote in:
 * who wrote, how to reach them, and their words as plain text (escaped in the HTML part).
 */
export function composeContactEmail(options: {
  to: string;
  message: NewContactMessage;
  locale: Locale;
}): MailMessage {
  const { to, message, locale } = options;
  const say = (key: Parameters<typeof translate>[1], params: Record<string, string> = {}) =>
    translate(locale, key, params);
  const details: [string, string][] = [
    [say("contact_email_name"), message.name],
    [say("contact_email_email"), message.email],
    ...(message.phone ? [[say("contact_email_phone"), message.phone] as [string, string]] : []),
    [say("contact_email_subject_label"), message.subject],
  ];
  const text = [
    say("contact_email_intro"),
    "",
    ...details.map(([label, value]) => `${label}: ${value}`),
    "",
    message.message,
    "",
    say("contact_email_reply"),
    "",
  ].join("\n");
  const direction = locale === "ar" ? "rtl" : "ltr";
  const html = [
    `<!doctype html><html lang="${locale}" dir="${direction}"><body style="font-family:sans-serif;line-height:1.6">`,
    `<p>${escapeHtml(say("contact_email_intro"))}</p>`,
    `<ul>${details.map(([label, value]) => `<li>${escapeHtml(label)}: <bdi>${escapeHtml(value)}</bdi></li>`).join("")}</ul>`,
    `<p style="white-space:pre-wrap">${escapeHtml(message.message)}</p>`,
    `<p>${escapeHtml(say("contact_email_reply"))}</p>`,
    "</body></html>",
  ].join("\n");
  return { to, subject: say("contact_email_subject", { subject: message.subject }), text, html };
}
