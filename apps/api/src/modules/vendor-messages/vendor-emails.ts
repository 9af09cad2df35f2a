import type { Locale } from "@souq/contract/locale";
import { type MessageKey, translate } from "../../i18n/messages.ts";
import { escapeHtml } from "../../mail/escape-html.ts";
import type { MailMessage } from "../../mail/outbox.ts";

/** A product's page on the storefront, in one language. */
export function productLinkOf(storefrontUrl: string, locale: Locale, productId: number): string {
  return `${storefrontUrl}${locale === "ar" ? "/ar" : ""}/product/${productId}`;
}

/** The shopper's thread on the storefront, in their language. */
export function threadLinkOf(storefrontUrl: string, locale: Locale, threadId: number): string {
  return `${storefrontUrl}${locale === "ar" ? "/ar" : ""}/pages/messages/${threadId}`;
}

const directionOf = (locale: Locale) => (locale === "ar" ? "rtl" : "ltr");

/** The message's text as paragraphs of HTML: escaped, its line breaks kept. */
const quotedHtml = (body: string) =>
  `<blockquote style="white-space:pre-wrap;border-inline-start:3px solid #ccc;margin:0;padding-inline-start:12px">${escapeHtml(body)}</blockquote>`;

export interface VendorMailDetails {
  to: string;
  threadId: number;
  vendor: { en: string; ar: string };
  shopperName: string;
  product: { id: number; en: string; ar: string } | null;
  body: string;
  storefrontUrl: string;
}

/**
 * A shopper's message as mailed to the vendor. A vendor has no language of their own here, so the
 * email says everything in Arabic and in English; the shopper's text is quoted as they wrote it.
 */
export function composeVendorMessageEmail(details: VendorMailDetails): MailMessage {
  const { threadId, product, body } = details;
  const thread = String(threadId);
  const parts = (["ar", "en"] as const).map((locale) => {
    const say = (key: MessageKey, params: Record<string, string> = {}) =>
      translate(locale, key, params);
    const intro = product
      ? say("vendor_message_email_about", {
          shopper: details.shopperName,
          product: product[locale],
        })
      : say("vendor_message_email_general", { shopper: details.shopperName });
    const link = product ? productLinkOf(details.storefrontUrl, locale, product.id) : null;
    return {
      locale,
      greeting: say("vendor_message_email_greeting", { vendor: details.vendor[locale] }),
      intro,
      link,
      answer: say("vendor_message_email_answer", { thread }),
    };
  });
  const text = [
    ...parts.flatMap((part) => [
      part.greeting,
      "",
      part.intro,
      ...(part.link ? [part.link] : []),
      "",
      body,
      "",
      part.answer,
      "",
      "----",
      "",
    ]),
  ].join("\n");
  const html = [
    `<!doctype html><html lang="ar" dir="rtl"><body style="font-family:sans-serif;line-height:1.6">`,
    ...parts.map((part) =>
      [
        `<div lang="${part.locale}" dir="${directionOf(part.locale)}">`,
        `<p>${escapeHtml(part.greeting)}</p>`,
        `<p>${escapeHtml(part.intro)}${part.link ? `<br><a href="${escapeHtml(part.link)}">${escapeHtml(part.link)}</a>` : ""}</p>`,
        quotedHtml(body),
        `<p>${escapeHtml(part.answer)}</p>`,
        "</div><hr>",
      ].join("\n"),
    ),
    "</body></html>",
  ].join("\n");
  const subject = `${translate("ar", "vendor_message_email_subject", { thread })} | ${translate("en", "vendor_message_email_subject", { thread })}`;
  return { to: details.to, subject, text, html };
}

/** The shopper is told, in their language, that the vendor answered. */
export function composeReplyEmail(options: {
  to: string;
  locale: Locale;
  vendor: string;
  body: string;
  link: string;
}): MailMessage {
  const { to, locale, vendor, body, link } = options;
  const intro = translate(locale, "vendor_reply_email_body", { vendor });
  const action = translate(locale, "vendor_reply_email_action");
  const text = [intro, "", body, "", `${action}: ${link}`, ""].join("\n");
  const html = [
    `<!doctype html><html lang="${locale}" dir="${directionOf(locale)}"><body style="font-family:sans-serif;line-height:1.6">`,
    `<p>${escapeHtml(intro)}</p>`,
    quotedHtml(body),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
    "</body></html>",
  ].join("\n");
  return { to, subject: translate(locale, "vendor_reply_email_subject", { vendor }), text, html };
}
