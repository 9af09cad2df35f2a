import {
  arabiziForms,
  foldToken,
  normalizeSearchText,
  searchTokenSpans,
  type TokenSpan,
  withoutJoinedLetter,
} from "@souq/contract/search-text";
import { type Phrase, phraseKey, phraseOf, type SynonymTable } from "./search-synonyms.ts";
import data from "./search-understanding.json";

// What a keyword says besides product words (ADR 0054): colours, sizes, materials, measures and
// who a product is for, which rank the products that have them first; price bounds and "cheap",
// which filter and order; and words that mean nothing alone. The same vocabulary writes the
// index's attribute tokens (attributeTokensOf), so a product and a keyword meet on one key.

/** What a keyword may prefer: the products that have it come first among those that match. */
export type PreferenceKind = "colour" | "material" | "audience" | "size" | "measure";

const kindLetters: Record<PreferenceKind, string> = {
  colour: "c",
  material: "m",
  audience: "a",
  size: "s",
  measure: "q",
};

/**
 * The search columns' token for an attribute ("~c:black", "~q:1700ml"): it starts with a
 * character no typed word has (search words are letters and digits), so only an understood
 * attribute matches it, never a word or a word's start.
 */
export const attributeToken = (kind: PreferenceKind, key: string): string =>
  `~${kindLetters[kind]}:${key}`;

interface NamedEntry {
  key: string;
  en: string;
  ar: string;
  families?: string[];
  words: string[];
}

interface UnitEntry {
  unit: string;
  factor: number;
  en: string;
  ar: string;
  words: string[];
}

/** The words of a price: bounds before and after the number, "between … and", the currency, cheapest and dearest. */
type PriceWordKind =
  | "below"
  | "belowAfter"
  | "above"
  | "aboveAfter"
  | "between"
  | "and"
  | "currency"
  | "cheapest"
  | "dearest";

interface UnderstandingFile {
  colours: NamedEntry[];
  materials: NamedEntry[];
  audiences: Array<{ key: string; also?: string[]; words: string[] }>;
  sizes: { letters: Record<string, string[]>; markers: string[] };
  units: UnitEntry[];
  price: Record<PriceWordKind, string[]>;
  stopWords: string[];
}

const file = data as unknown as UnderstandingFile;

type VocabularyKind =
  | "colour"
  | "material"
  | "audience"
  | "size"
  | "sizeMarker"
  | "unit"
  | PriceWordKind
  | "stop";

interface VocabularyEntry {
  kind: VocabularyKind;
  /** The colour, material, audience or letter size; for a unit, its index in `file.units`. */
  key: string;
}

/** Every phrase of the file, folded as the index folds words, to what it is. */
const vocabulary = new Map<string, VocabularyEntry[]>();
let longestPhrase = 1;

function addPhrases(kind: VocabularyKind, key: string, phrases: string[]) {
  for (const phrase of phrases) {
    const words = phraseOf(phrase);
    if (!words.length) continue;
    longestPhrase = Math.max(longestPhrase, words.length);
    const phraseText = phraseKey(words);
    const entries = vocabulary.get(phraseText) ?? [];
    if (!entries.some((entry) => entry.kind === kind && entry.key === key)) {
      entries.push({ kind, key });
    }
    vocabulary.set(phraseText, entries);
  }
}

for (const colour of file.colours) addPhrases("colour", colour.key, colour.words);
for (const material of file.materials) addPhrases("material", material.key, material.words);
for (const audience of file.audiences) addPhrases("audience", audience.key, audience.words);
for (const [key, words] of Object.entries(file.sizes.letters)) addPhrases("size", key, words);
addPhrases("sizeMarker", "", file.sizes.markers);
for (const [index, unit] of file.units.entries()) addPhrases("unit", String(index), unit.words);
for (const kind of [
  "below",
  "belowAfter",
  "above",
  "aboveAfter",
  "between",
  "and",
  "currency",
  "cheapest",
  "dearest",
] as const) {
  addPhrases(kind, "", file.price[kind]);
}
addPhrases("stop", "", file.stopWords);

const colourByKey = new Map(file.colours.map((colour) => [colour.key, colour]));
const materialByKey = new Map(file.materials.map((material) => [material.key, material]));
const audienceByKey = new Map(file.audiences.map((audience) => [audience.key, audience]));

/** One piece of a keyword: a word (letters, or a model number) or a number, where it was typed. */
interface Item {
  /** Normalised as typed. */
  text: string;
  /** Folded as the index folds words. */
  folded: string;
  start: number;
  end: number;
  /** A number's value ("1.7", "5,000" read as one); undefined for a word. */
  number?: number;
  /** What was typed between the previous item and this one ("" inside one written word). */
  gap: string;
  /** A model number typed without spaces, in the parts a catalog writes apart (a7plus → a7 plus). */
  parts?: string[];
}

/** A word the keyword asks for, as typed, for the word list to match. */
export interface KeywordWord {
  /** Normalised as typed (a model number joined: "x 12" → x12). */
  text: string;
  start: number;
  end: number;
  /** The same word in the parts a catalog may write apart (a7plus → a7 plus). */
  parts?: Phrase;
  /** Arabizi in Arabic letters (3baya → عبايه), to be matched like a typed Arabic word. */
  arabizi?: string[];
}

/** An attribute the keyword prefers: products having it rank first among the matches. */
export interface Preference {
  kind: PreferenceKind;
  /** The colour, material, audience, size or measure key ("black", "xl", "1700ml"). */
  key: string;
  /** The index tokens that say a product has it. */
  tokens: string[];
  start: number;
  end: number;
}

/** Price bounds from the keyword ("under 100", "تحت ١٠٠", "between 50 and 80"), in riyals. */
export interface PriceIntent {
  min?: number;
  max?: number;
  start: number;
  end: number;
}

/** An order the keyword asks for ("cheap", "ارخص": the cheapest first). */
export interface SortIntent {
  sort: "price_asc" | "price_desc";
  start: number;
  end: number;
}

export interface Understanding {
  words: KeywordWord[];
  preferences: Preference[];
  price?: PriceIntent;
  sort?: SortIntent;
}

const latinLetters = /^[a-z]+$/;
const digitsOnly = /^[0-9]+$/;
/** A written word of digits then letters: "256gb", "7l", "24kg" (a unit glued to its number). */
const numberThenLetters = /^([0-9]+)(\p{L}+)$/u;

/**
 * The numbers written with a decimal or thousands separator in a text, as the words the index
 * adds for them ("5,000 mAh" → 5000, "5.1" → 5.1), so a keyword's "5.1" or "٥٫١" is one word.
 */
export function separatedNumbersIn(text: string): string[] {
  const found: string[] = [];
  for (const match of normalizeSearchText(text).matchAll(/([0-9]+)([.,])([0-9]+)/g)) {
    found.push(String(numberOf(match[1] ?? "", match[2], match[3])));
  }
  return found;
}

/** The number a run of digits (with its decimal or thousands part) stands for. */
function numberOf(whole: string, gap?: string, fraction?: string): number {
  if (gap === undefined || fraction === undefined) return Number(whole);
  // "5,000" is five thousand; "1,5" and "1.5" are one and a half.
  if (gap === "," && fraction.length === 3) return Number(whole + fraction);
  return Number(`${whole}.${fraction}`);
}

/**
 * A model number's parts as catalogs write them apart: letters of three or more stand alone,
 * shorter ones stay with their digits (a7plus → a7 plus, x12pro → x12 pro, iphone15 → iphone 15).
 */
export function modelParts(token: string): string[] {
  const runs = token.match(/[0-9]+|[^0-9]+/g) ?? [token];
  const parts: string[] = [];
  let current = "";
  for (const run of runs) {
    if (!digitsOnly.test(run) && [...run].length >= 3) {
      if (current) parts.push(current);
      parts.push(run);
      current = "";
    } else {
      current += run;
    }
  }
  if (current) parts.push(current);
  return parts;
}

function unitIndexOf(text: string): number | undefined {
  const entry = vocabulary.get(foldToken(text))?.find((candidate) => candidate.kind === "unit");
  return entry ? Number(entry.key) : undefined;
}

/** The keyword's pieces: words, numbers (decimals read whole), units split from their numbers. */
function itemsOf(keyword: string): Item[] {
  const spans = searchTokenSpans(keyword);
  const items: Item[] = [];
  let previousEnd = 0;
  const push = (span: TokenSpan, text: string, extra: Partial<Item> = {}, gap?: string) => {
    items.push({
      text,
      folded: digitsOnly.test(text) ? text : foldToken(text),
      start: span.start,
      end: span.end,
      gap: gap ?? normalizeSearchText(keyword.slice(previousEnd, span.start)),
      ...extra,
    });
  };
  for (const span of spans) {
    const glued = numberThenLetters.exec(span.token);
    const last = items.at(-1);
    const gap = normalizeSearchText(keyword.slice(previousEnd, span.start));
    // 1.7 and 5,000: one number; also "1.7l", whose unit is glued to the fraction.
    const fraction = digitsOnly.test(span.token) ? span.token : glued?.[1];
    if (
      fraction !== undefined &&
      last?.number !== undefined &&
      (gap === "." || gap === ",") &&
      digitsOnly.test(last.text)
    ) {
      last.number = numberOf(last.text, gap, fraction);
      last.text = `${last.text}${gap}${fraction}`;
      last.folded = last.text;
      last.end = glued ? span.start + fraction.length : span.end;
      if (glued?.[2]) {
        push({ ...span, start: last.end }, glued[2], {}, "");
      }
      previousEnd = span.end;
      continue;
    }
    if (digitsOnly.test(span.token)) {
      push(span, span.token, { number: Number(span.token) });
    } else if (glued?.[1] && glued[2] && unitIndexOf(glued[2]) !== undefined) {
      const split = span.start + glued[1].length;
      push({ ...span, end: split }, glued[1], { number: Number(glued[1]) }, gap);
      push({ ...span, start: split }, glued[2], {}, "");
    } else if (/[0-9]/.test(span.token) && /\p{L}/u.test(span.token)) {
      const parts = modelParts(span.token);
      push(span, span.token, parts.length > 1 ? { parts } : {});
    } else {
      push(span, span.token);
    }
    previousEnd = span.end;
  }
  return items;
}

/** The longest phrase of a kind starting at an item: its length and entry (words only). */
function phraseAt(
  items: Item[],
  index: number,
  kinds: VocabularyKind[],
): { length: number; entry: VocabularyEntry } | undefined {
  for (let length = Math.min(longestPhrase, items.length - index); length > 0; length -= 1) {
    const slice = items.slice(index, index + length);
    if (slice.some((item) => item.number !== undefined)) continue;
    // A phrase's words are typed apart; one written word is never read as two.
    if (slice.slice(1).some((item) => item.gap === "")) continue;
    const entries = vocabulary.get(phraseKey(slice.map((item) => item.folded))) ?? [];
    const entry = entries.find((candidate) => kinds.includes(candidate.kind));
    if (entry) return { length, entry };
  }
  return undefined;
}

/** The length of a synonym-table phrase of two words or more starting at an item, or 0. */
function synonymPhraseAt(items: Item[], index: number, synonyms: SynonymTable): number {
  for (let length = Math.min(synonyms.longest, items.length - index); length > 1; length -= 1) {
    const key = phraseKey(items.slice(index, index + length).map((item) => item.folded));
    if (synonyms.groupsOf.has(key)) return length;
  }
  return 0;
}

/** A measure's key: the value in the unit the index keeps ("1.7 L" → "1700ml"). */
export function measureKey(value: number, unitIndex: number): string | undefined {
  const unit = file.units[unitIndex];
  if (!unit || !Number.isFinite(value) || value <= 0) return undefined;
  const canonical = Math.round(value * unit.factor * 1000) / 1000;
  return `${canonical}${unit.unit}`;
}

/** A measure key written for a shopper ("1700ml" → "1.7 L" or "1.7 لتر"). */
export function measureLabel(key: string, locale: "en" | "ar"): string {
  const match = /^([0-9.]+)([a-z]+)$/.exec(key);
  if (!match) return key;
  const value = Number(match[1]);
  const units = file.units.filter((unit) => unit.unit === match[2]);
  // The largest unit the value is a whole or one-decimal number of.
  const unit =
    [...units]
      .sort((a, b) => b.factor - a.factor)
      .find(
        (candidate) => value >= candidate.factor && ((value / candidate.factor) * 10) % 1 === 0,
      ) ?? units[0];
  if (!unit) return key;
  return `${value / unit.factor} ${locale === "ar" ? unit.ar : unit.en}`;
}

function colourTokens(key: string): string[] {
  const colour = colourByKey.get(key);
  return [key, ...(colour?.families ?? [])].map((each) => attributeToken("colour", each));
}

function audienceTokens(key: string): string[] {
  const audience = audienceByKey.get(key);
  return [key, ...(audience?.also ?? [])].map((each) => attributeToken("audience", each));
}

/** The audience an Arabic word names, also with a joined letter (لطفل → طفل). */
function audienceOf(item: Item): string | undefined {
  const direct = vocabulary.get(item.folded)?.find((entry) => entry.kind === "audience");
  if (direct) return direct.key;
  const bare = withoutJoinedLetter(item.text);
  return bare ? vocabulary.get(bare)?.find((entry) => entry.kind === "audience")?.key : undefined;
}

const emptySynonyms: SynonymTable = { groupsOf: new Map(), longest: 1 };

/**
 * Reads a keyword: the product words it asks for, and what it says besides them. A phrase of the
 * synonym table is always product words (أحمر شفاه is a lipstick, not a colour). Colours,
 * materials, sizes ("xl", "size 42", "مقاس ٤٢"), measures ("256gb", "١٫٧ لتر") and audiences
 * ("men's", "رجالية", "بنات") become preferences; "under 100", "تحت ١٠٠", "100 or less", "بين 50
 * و 80" a price bound; "cheap", "ارخص" the cheapest first; words like "for" and "مع" are dropped.
 * Model numbers are read as catalogs write them ("x 12" → x12; a7plus also as a7 plus).
 */
export function understandKeyword(
  keyword: string,
  synonyms: SynonymTable = emptySynonyms,
): Understanding {
  const items = itemsOf(keyword);
  const words: KeywordWord[] = [];
  const preferences: Preference[] = [];
  let price: PriceIntent | undefined;
  let sort: SortIntent | undefined;
  const isNumber = (index: number) => items[index]?.number !== undefined;
  const phraseOfKind = (index: number, kind: VocabularyKind) =>
    phraseAt(items, index, [kind])?.length ?? 0;
  /** A price bound's number at `index`, with any currency word after it: the items it takes. */
  const priceNumberAt = (index: number): number => {
    const item = items[index];
    if (item?.number === undefined) return 0;
    // A unit after the number makes it a measure ("under 2 kg"), not a price.
    if (phraseOfKind(index + 1, "unit") && !phraseOfKind(index + 1, "currency")) return 0;
    return 1 + phraseOfKind(index + 1, "currency");
  };
  const setPrice = (from: number, to: number, bounds: { min?: number; max?: number }) => {
    price = {
      ...bounds,
      start: items[from]?.start ?? 0,
      end: items[to - 1]?.end ?? 0,
    };
  };

  for (let index = 0; index < items.length; ) {
    const item = items[index] as Item;
    const synonymLength = synonymPhraseAt(items, index, synonyms);
    if (synonymLength) {
      for (const word of items.slice(index, index + synonymLength)) {
        words.push({ text: word.text, start: word.start, end: word.end });
      }
      index += synonymLength;
      continue;
    }

    // Price bounds: "under 100", "between 50 and 80", "100 or less", "100 sar".
    const below = phraseOfKind(index, "below");
    const above = phraseOfKind(index, "above");
    const between = phraseOfKind(index, "between");
    if (between) {
      const first = priceNumberAt(index + between);
      const joint = first ? phraseOfKind(index + between + first, "and") : 0;
      const second = joint ? priceNumberAt(index + between + first + joint) : 0;
      if (second) {
        const low = items[index + between]?.number ?? 0;
        const high = items[index + between + first + joint]?.number ?? 0;
        const end = index + between + first + joint + second;
        setPrice(index, end, { min: Math.min(low, high), max: Math.max(low, high) });
        index = end;
        continue;
      }
    }
    if (below || above) {
      const length = below || above;
      const taken = priceNumberAt(index + length);
      if (taken) {
        const value = items[index + length]?.number ?? 0;
        setPrice(index, index + length + taken, below ? { max: value } : { min: value });
        index += length + taken;
        continue;
      }
    }
    if (isNumber(index)) {
      const value = item.number ?? 0;
      // "100-200 sar", "100 to 200 riyal": a range.
      const dash = items[index + 1]?.gap.trim() === "-" && isNumber(index + 1);
      const joint = dash ? 0 : phraseOfKind(index + 1, "and");
      const second = index + 1 + joint;
      if ((dash || joint) && isNumber(second)) {
        const currency = phraseOfKind(second + 1, "currency");
        if (currency) {
          const high = items[second]?.number ?? 0;
          setPrice(index, second + 1 + currency, {
            min: Math.min(value, high),
            max: Math.max(value, high),
          });
          index = second + 1 + currency;
          continue;
        }
      }
      const unit = phraseAt(items, index + 1, ["unit"]);
      const currency = phraseOfKind(index + 1, "currency");
      if (unit && !currency) {
        const key = measureKey(value, Number(unit.entry.key));
        if (key) {
          const end = items[index + unit.length]?.end ?? item.end;
          preferences.push({
            kind: "measure",
            key,
            tokens: [attributeToken("measure", key)],
            start: item.start,
            end,
          });
          index += 1 + unit.length;
          continue;
        }
      }
      const afterBelow = phraseOfKind(index + 1 + currency, "belowAfter");
      const afterAbove = phraseOfKind(index + 1 + currency, "aboveAfter");
      if (currency || afterBelow || afterAbove) {
        const end = index + 1 + currency + (afterBelow || afterAbove);
        setPrice(index, end, afterAbove ? { min: value } : { max: value });
        index = end;
        continue;
      }
    }

    // "size 42", "مقاس xl".
    const marker = phraseOfKind(index, "sizeMarker");
    if (marker) {
      const next = items[index + marker];
      const letter = phraseAt(items, index + marker, ["size"]);
      const key =
        next?.number !== undefined && Number.isInteger(next.number)
          ? String(next.number)
          : letter?.entry.key;
      if (key) {
        const length = marker + (next?.number !== undefined ? 1 : (letter?.length ?? 1));
        preferences.push({
          kind: "size",
          key,
          tokens: [attributeToken("size", key)],
          start: item.start,
          end: items[index + length - 1]?.end ?? item.end,
        });
        index += length;
        continue;
      }
    }

    // A short code and a number typed apart: "x 12", "a 7" → x12, a7 (as catalogs write them).
    const following = items[index + 1];
    if (
      latinLetters.test(item.text) &&
      item.text.length <= 2 &&
      following?.number !== undefined &&
      digitsOnly.test(following.text) &&
      (following.gap.trim() === "" || following.gap.trim() === "-")
    ) {
      const text = `${item.text}${following.text}`;
      words.push({
        text,
        start: item.start,
        end: following.end,
        parts: [item.text, following.text],
      });
      index += 2;
      continue;
    }

    const named =
      item.number === undefined ? phraseAt(items, index, ["cheapest", "dearest"]) : undefined;
    if (named) {
      sort = {
        sort: named.entry.kind === "cheapest" ? "price_asc" : "price_desc",
        start: item.start,
        end: items[index + named.length - 1]?.end ?? item.end,
      };
      index += named.length;
      continue;
    }

    const attribute =
      item.number === undefined
        ? phraseAt(items, index, ["colour", "material", "audience", "size"])
        : undefined;
    // A single letter is a size only typed alone ("abaya l"), never inside a word or after a number.
    const letterSize =
      attribute?.entry.kind === "size" &&
      item.text.length === 1 &&
      (item.gap === "" || isNumber(index - 1));
    if (attribute && !letterSize) {
      const { kind, key } = attribute.entry as { kind: PreferenceKind; key: string };
      // The key's own token: a product of a shade has its family's too (navy is blue), not the
      // other way round (a blue shirt is not navy).
      preferences.push({
        kind,
        key,
        tokens: [attributeToken(kind, key)],
        start: item.start,
        end: items[index + attribute.length - 1]?.end ?? item.end,
      });
      index += attribute.length;
      continue;
    }
    const audience = item.number === undefined ? audienceOf(item) : undefined;
    if (audience) {
      preferences.push({
        kind: "audience",
        key: audience,
        tokens: [attributeToken("audience", audience)],
        start: item.start,
        end: item.end,
      });
      index += 1;
      continue;
    }

    if (item.number === undefined && phraseOfKind(index, "stop") === 1) {
      index += 1;
      continue;
    }
    const arabizi = arabiziForms(item.text);
    words.push({
      // A number as one word, as the index holds it ("5,000" → 5000, "٥٫١" → 5.1).
      text: item.number !== undefined ? String(item.number) : item.text,
      start: item.start,
      end: item.end,
      ...(item.parts ? { parts: item.parts } : {}),
      ...(arabizi.length ? { arabizi } : {}),
    });
    index += 1;
  }
  return {
    words,
    preferences,
    ...(price ? { price } : {}),
    ...(sort ? { sort } : {}),
  };
}

/** The name of a colour, material or audience key in a language, for the answer's chips. */
export function preferenceLabel(kind: PreferenceKind, key: string, locale: "en" | "ar"): string {
  if (kind === "colour") return colourByKey.get(key)?.[locale] ?? key;
  if (kind === "material") return materialByKey.get(key)?.[locale] ?? key;
  if (kind === "measure") return measureLabel(key, locale);
  if (kind === "size") return key.toUpperCase();
  return key;
}

/** What a product's rows say about it, for its attribute tokens. */
export interface AttributeSource {
  names: string[];
  categoryNames: string[];
  vendorNames: string[];
  descriptions: string[];
  /** Colour names of its variants, both languages. */
  colourNames: string[];
  /** Size labels of its variants, both languages ("M", "42", "256 GB", "1.2 L"). */
  sizeNames: string[];
  /** Its specifications' values, both languages. */
  specValues: string[];
  /** Its vendor's descriptions ("a women's boutique"): read for who the vendor sells for. */
  vendorDescriptions: string[];
}

/** The vocabulary phrases of some kinds found in a text, word by word (longest first). */
function phrasesIn(text: string, kinds: VocabularyKind[]): VocabularyEntry[] {
  const items = itemsOf(text);
  const found: VocabularyEntry[] = [];
  for (let index = 0; index < items.length; ) {
    const match = phraseAt(items, index, kinds);
    if (match) {
      found.push(match.entry);
      index += match.length;
    } else index += 1;
  }
  return found;
}

/** The measures written in a text ("1.7 litres", "256 GB", "24 كجم"), as measure keys. */
function measuresIn(text: string): string[] {
  const items = itemsOf(text);
  const found: string[] = [];
  items.forEach((item, index) => {
    if (item.number === undefined) return;
    const unit = phraseAt(items, index + 1, ["unit"]);
    const key = unit ? measureKey(item.number, Number(unit.entry.key)) : undefined;
    if (key) found.push(key);
  });
  return found;
}

/**
 * The attribute tokens of a product, for its search text: its variants' colours (with their
 * families: navy is also blue) and colour words of its names; its sizes (letter and number sizes
 * as sizes, measured ones as measures); the measures and materials its names and specifications
 * state; and who it is for, from its names, category path, vendor's name and description (and
 * "unisex" in its own description).
 */
export function attributeTokensOf(source: AttributeSource): string[] {
  const tokens = new Set<string>();
  const add = (kind: PreferenceKind, keys: string[]) => {
    for (const key of keys) {
      if (kind === "colour") for (const token of colourTokens(key)) tokens.add(token);
      else tokens.add(attributeToken(kind, key));
    }
  };
  for (const text of [...source.colourNames, ...source.names]) {
    add(
      "colour",
      phrasesIn(text, ["colour"]).map((entry) => entry.key),
    );
  }
  for (const text of [...source.names, ...source.specValues]) {
    add(
      "material",
      phrasesIn(text, ["material"]).map((entry) => entry.key),
    );
    add("measure", measuresIn(text));
  }
  for (const label of source.sizeNames) {
    const items = itemsOf(label);
    const measures = measuresIn(label);
    if (measures.length) add("measure", measures);
    else if (
      items.length === 1 &&
      items[0]?.number !== undefined &&
      Number.isInteger(items[0].number)
    ) {
      add("size", [String(items[0].number)]);
    } else {
      add(
        "size",
        phrasesIn(label, ["size"]).map((entry) => entry.key),
      );
    }
  }
  for (const text of [...source.names, ...source.categoryNames, ...source.vendorNames]) {
    for (const entry of phrasesIn(text, ["audience"])) {
      for (const token of audienceTokens(entry.key)) tokens.add(token);
    }
    for (const item of itemsOf(text)) {
      const key = item.number === undefined ? audienceOf(item) : undefined;
      if (key) for (const token of audienceTokens(key)) tokens.add(token);
    }
  }
  for (const text of source.vendorDescriptions) {
    for (const entry of phrasesIn(text, ["audience"])) {
      for (const token of audienceTokens(entry.key)) tokens.add(token);
    }
  }
  for (const text of source.descriptions) {
    if (phrasesIn(text, ["audience"]).some((entry) => entry.key === "unisex")) {
      for (const token of audienceTokens("unisex")) tokens.add(token);
    }
  }
  return [...tokens];
}
