import type { Locale } from "@souq/contract/locale";
import { z } from "zod";
import arabicAbout from "../../../content/ar/about.json";
import arabicContact from "../../../content/ar/contact.json";
import arabicFaq from "../../../content/ar/faq.json";
import arabicPrivacy from "../../../content/ar/privacy.json";
import arabicReturns from "../../../content/ar/returns.json";
import arabicShipping from "../../../content/ar/shipping.json";
import arabicTerms from "../../../content/ar/terms.json";
import englishAbout from "../../../content/en/about.json";
import englishContact from "../../../content/en/contact.json";
import englishFaq from "../../../content/en/faq.json";
import englishPrivacy from "../../../content/en/privacy.json";
import englishReturns from "../../../content/en/returns.json";
import englishShipping from "../../../content/en/shipping.json";
import englishTerms from "../../../content/en/terms.json";

// The store's pages are content: one JSON file per page and language under apps/web/content/,
// edited without touching a component. Text only (no markup): React writes it as text.

const text = z.string().trim().min(1).max(2000);

const section = z.object({
  heading: text,
  paragraphs: z.array(text).max(20).optional(),
  items: z.array(text).max(30).optional(),
});

const teamMember = z.object({
  name: text,
  role: text,
  /** Drawn in a circle instead of a photo. */
  initials: z.string().trim().min(1).max(5),
});

const question = z.object({ question: text, answer: text });

export const contentPageSchema = z.object({
  title: text,
  /** The page's description for search engines and shared links. */
  description: text,
  intro: text,
  sections: z.array(section).max(30).default([]),
  teamHeading: text.optional(),
  team: z.array(teamMember).max(40).default([]),
  questions: z.array(question).max(100).default([]),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

export const contactDetailsSchema = z.object({
  title: text,
  description: text,
  intro: text,
  /** The postal address, one line each. */
  address: z.array(text).min(1).max(8),
  phone: z.string().regex(/^\+[0-9 ]{8,20}$/),
  email: z.email(),
  hours: z.array(text).min(1).max(8),
  /** Where the map is centred and its pin placed (the same in every language). */
  location: z.object({
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    zoom: z.number().int().min(3).max(19),
  }),
});
export type ContactDetails = z.infer<typeof contactDetailsSchema>;

/** The store's pages, by their address under /pages/, in the order the footer lists them. */
export const contentPageSlugs = [
  "about",
  "shipping",
  "returns",
  "privacy",
  "terms",
  "faq",
] as const;
export type ContentPageSlug = (typeof contentPageSlugs)[number];

const pageFiles: Record<Locale, Record<ContentPageSlug, unknown>> = {
  en: {
    about: englishAbout,
    shipping: englishShipping,
    returns: englishReturns,
    privacy: englishPrivacy,
    terms: englishTerms,
    faq: englishFaq,
  },
  ar: {
    about: arabicAbout,
    shipping: arabicShipping,
    returns: arabicReturns,
    privacy: arabicPrivacy,
    terms: arabicTerms,
    faq: arabicFaq,
  },
};

const contactFiles: Record<Locale, unknown> = { en: englishContact, ar: arabicContact };

/** A price in a page's text, in riyals: `{price:25.00}`, shown with the riyal sign as every price. */
const pricePattern = /\{price:([0-9]{1,7}(?:\.[0-9]{2})?)\}/g;

export type ContentTextPart = string | { price: number };

/**
 * A text of a store page as its parts: plain text, and the prices it writes as `{price:25.00}`
 * (which the page draws with the riyal sign, the same way as every other price).
 */
export function contentTextParts(text: string): ContentTextPart[] {
  const parts: ContentTextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(pricePattern)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push({ price: Number(match[1]) });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/** One store page in one language; a file that does not fit the schema fails loudly. */
export function contentPage(slug: ContentPageSlug, locale: Locale): ContentPage {
  return contentPageSchema.parse(pageFiles[locale][slug]);
}

/** The contact page's address, phone, email and hours in one language. */
export function contactDetails(locale: Locale): ContactDetails {
  return contactDetailsSchema.parse(contactFiles[locale]);
}
