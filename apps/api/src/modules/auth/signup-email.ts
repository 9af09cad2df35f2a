import type { Locale } from "@souq/contract/locale";
import { type MessageKey, translate } from "../../i18n/messages.ts";
import { escapeHtml } from "../../mail/escape-html.ts";
import type { MailMessage } from "../../mail/outbox.ts";

/** A storefront page in the shopper's language, with an optional query. */
function storefrontPage(storefrontUrl: string, locale: Locale, path: string, query = ""): string {
  return `${storefrontUrl}${locale === "ar" ? "/ar" : ""}${path}${query}`;
}

/** The storefront page that finishes a sign-up, in the shopper's language. */
export function confirmSignupLinkOf(storefrontUrl: string, locale: Locale, token: string): string {
  return storefrontPage(
    storefrontUrl,
    locale,
    "/pages/confirm-signup",
    `?token=${encodeURIComponent(token)}`,
  );
}

type Part = { text: string } | { link: string; label: string };

/** One email as plain text and simple HTML; a link's address is shown in full under its label. */
function compose(to: string, subject: string, parts: Part[], locale: Locale): MailMessage {
  const text = `${parts.map((part) => ("text" in part ? part.text : `${part.label}\n${part.link}`)).join("\n\n")}\n`;
  const direction = locale === "ar" ? "rtl" : "ltr";
  const html = [
    `<!doctype html><html lang="${locale}" dir="${direction}"><body style="font-family:sans-serif;line-height:1.6">`,
    ...parts.map((part) =>
      "text" in part
        ? `<p>${escapeHtml(part.text)}</p>`
        : `<p><a href="${escapeHtml(part.link)}">${escapeHtml(part.label)}</a></p>\n<p dir="ltr" style="font-size:small;word-break:break-all">${escapeHtml(part.link)}</p>`,
    ),
    "</body></html>",
  ].join("\n");
  return { to, subject, text, html };
}

/**
 * The link that finishes a sign-up, to an address without an account. It carries nothing the
 * sign-up form was given (not even the name), so the form cannot be used to mail chosen words
 * to someone else's mailbox.
 */
export function composeSignupEmail(options: {
  to: string;
  link: string;
  locale: Locale;
}): MailMessage {
  const { to, link, locale } = options;
  const say = (key: MessageKey) => translate(locale, key);
  return compose(
    to,
    say("signup_email_subject"),
    [
      { text: say("signup_email_greeting") },
      { text: say("signup_email_body") },
      { link, label: say("signup_email_action") },
      { text: say("signup_email_ignore") },
    ],
    locale,
  );
}

/**
 * The answer to a sign-up with an address that already has an account, sent to that address:
 * someone tried, nothing changed, and where to sign in or choose a new password.
 */
export function composeSignupExistingEmail(options: {
  to: string;
  /** The account's own name, as stored (never what the sign-up form was given). */
  name: string;
  storefrontUrl: string;
  locale: Locale;
}): MailMessage {
  const { to, name, storefrontUrl, locale } = options;
  const say = (key: MessageKey, params: Record<string, string> = {}) =>
    translate(locale, key, params);
  return compose(
    to,
    say("signup_existing_subject"),
    [
      { text: say("reset_email_greeting", { name }) },
      { text: say("signup_existing_body") },
      {
        link: storefrontPage(storefrontUrl, locale, "/pages/login"),
        label: say("signup_existing_sign_in"),
      },
      {
        link: storefrontPage(storefrontUrl, locale, "/pages/forgot-password"),
        label: say("signup_existing_reset"),
      },
      { text: say("signup_existing_ignore") },
    ],
    locale,
  );
}
