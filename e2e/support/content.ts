import { readFileSync } from "node:fs";

/** A content file of the storefront (apps/web/content/{locale}/{name}.json), as a maintainer wrote it. */
export function contentFile<T = Record<string, unknown>>(locale: "en" | "ar", name: string): T {
  const file = new URL(`../../apps/web/content/${locale}/${name}.json`, import.meta.url);
  return JSON.parse(readFileSync(file, "utf8")) as T;
}

export interface ContactContent {
  title: string;
  address: string[];
  phone: string;
  email: string;
  hours: string[];
  location: { latitude: number; longitude: number; zoom: number };
}

export interface PageContent {
  title: string;
  intro: string;
  team?: { name: string; initials: string }[];
  questions?: { question: string; answer: string }[];
}

/**
 * A content text as the page shows it: a price written `{price:25.00}` is drawn as the riyal sign
 * (a picture with a name, no text) and its amount.
 */
export function shownText(text: string): string {
  return text.replace(/\{price:([0-9.]+)\}/g, "$1");
}
