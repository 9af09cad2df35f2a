import type { Locale } from "@souq/contract/locale";
import { type MessageKey, translate } from "../../i18n/messages.ts";
import { escapeHtml } from "../../mail/escape-html.ts";
import type { MailMessage } from "../../mail/outbox.ts";

/** What a notice tells: the email changed (to the old or the new address) or the password. */
export type AccountNoticeKind = "email_changed_old" | "email_changed_new" | "password_changed";

/**
 * A notice of a change to the account's sign-in, as plain text and as simple HTML, in one
 * language: whoever did not make the change learns of it at once.
 */
export function composeAccountNotice(options: {
  to: string;
  name: string;
  newEmail: string;
  kind: AccountNoticeKind;
  locale: Locale;
}): MailMessage {
  const { to, name, newEmail, kind, locale } = options;
  const say = (key: MessageKey, params: Record<string, string> = {}) =>
    translate(locale, key, params);
  const paragraphs = [
    say("reset_email_greeting", { name }),
    say(`notice_${kind}_body`, { email: newEmail }),
    say("notice_not_you"),
  ];
  const direction = locale === "ar" ? "rtl" : "ltr";
  const html = [
    `<!doctype html><html lang="${locale}" dir="${direction}"><body style="font-family:sans-serif;line-height:1.6">`,
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    "</body></html>",
  ].join("\n");
  return { to, subject: say(`notice_${kind}_subject`), text: `${paragraphs.join("\n\n")}\n`, html };
}
