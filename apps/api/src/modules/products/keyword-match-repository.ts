import {
  foldToken,
  minTypoLength,
  oneSlipPatterns,
  withoutJoinedLetter,
} from "@souq/contract/search-text";
import { and, eq, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import { closeWords } from "./close-words.ts";
import { type Phrase, phraseKey, type SynonymTable } from "./search-synonyms.ts";
import {
  attributeToken,
  type KeywordWord,
  type PreferenceKind,
  type PriceIntent,
  type SortIntent,
  understandKeyword,
} from "./search-understanding.ts";
import { products, searchWords } from "./tables.ts";

/** Makes `%`, `_` and `\` in a shopper's words match themselves in a LIKE pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** One word of the keyword (or a phrase of the synonym table), as the search compares it. */
export interface KeywordToken {
  /** Normalised and folded (see @souq/contract/search-text); a phrase's words between spaces. */
  text: string;
  /** The word being typed (the last one) matches as the start of a word, as written or folded. */
  prefix: boolean;
  /** Normalised as written: a half-typed word ("accessori") is a prefix of this form only. */
  written: string;
  /** As the shopper typed it, from the keyword itself ("Men's", "١٫٧ لتر"), for the answer. */
  typed: string;
  /** Whether the marketplace holds the word itself (exactly, or being typed as a word's start). */
  direct: boolean;
  /**
   * Other ways of saying it that the marketplace holds, each matched as whole words (a phrase:
   * all its words): synonyms and transliterations (search-synonyms.json), the word without a
   * joined و ف ب ك ل when the word as typed is unknown (لجوال → جوال), a model number's parts
   * (a7plus → a7 plus), Arabizi in Arabic letters (3baya → عبايه), a compound's two words
   * (sunscreen ↔ sun screen).
   */
  forms: Phrase[];
  /**
   * For a word that matches nothing of this marketplace, in no form: the words of the names a
   * slip or two away, closest first. It then matches the names holding one of them instead (see
   * `isFuzzy`); empty for every other word.
   */
  alternatives: string[];
  /**
   * Products that hold the commonest word this one matches: as many as it certainly matches
   * (from the word list; 0 when it matches nothing).
   */
  commonest: number;
}

/** An attribute the keyword prefers (search-understanding.ts), as the products' tokens say it. */
export interface KeywordPreference {
  kind: PreferenceKind;
  key: string;
  /** The attribute tokens of the products that have it (those the marketplace holds). */
  tokens: string[];
  typed: string;
  /** The keyword without it, for the answer (a removable filter). */
  without: string;
}

/** A price bound or order the keyword asked for, with the keyword without it. */
export type KeywordIntent<T> = Omit<T, "start" | "end"> & { typed: string; without: string };

/**
 * A keyword ready for SQL: the words that match something, the words that match nothing at all
 * (left out, so one unknown word does not empty the page), and whether a product must hold every
 * word ("all") or, when no product holds them all, as many as it can ("any"). Besides its words,
 * what the keyword was understood to say: attributes that rank the products having them first,
 * a price bound and an order.
 */
export interface KeywordPlan {
  tokens: KeywordToken[];
  /** The shopper's words that match nothing in this marketplace, as typed. */
  unmatched?: string[];
  mode?: "all" | "any";
  /** Attributes that rank the matches having them first; every product found holds them too. */
  preferences?: KeywordPreference[];
  price?: KeywordIntent<PriceIntent>;
  sort?: KeywordIntent<SortIntent>;
  /**
   * The keyword asked for no product word, only a price bound or order ("under 100", "cheap"):
   * every product passes the keyword, which only filters and orders.
   */
  everything?: boolean;
  /** Attributes asked for alone ("black", "256gb"): the tokens match them; named in the answer. */
  attributes?: KeywordPreference[];
}

/** Whether the answer matches only part of the keyword: a word left out, or not all together. */
export function isPartial(plan: KeywordPlan): boolean {
  return (
    (plan.tokens.length > 0 || Boolean(plan.everything)) &&
    (Boolean(plan.unmatched?.length) || plan.mode === "any")
  );
}

/** The words of the keyword that the products match, as typed. */
export function matchedWords(plan: KeywordPlan): string[] {
  return plan.tokens.map((token) => token.typed);
}

/** More words than this are ignored: a suggestion box never needs them, and each costs a scan. */
const maxTokens = 8;
/** More understood attributes than this are ignored: each costs a look in the plan. */
const maxPreferences = 4;
/** A word stands for at most this many other forms (synonyms): a bounded expansion. */
const maxForms = 12;
/**
 * A word this many products' names hold is matched by itself only, without its synonyms: its
 * pages fill from it alone (a suggestion counts to 100), and each synonym of a common word is one
 * more scan of the search columns.
 */
const selfSufficient = 100;
/**
 * Words of the names that share enough trigrams with a misspelt word (pg_trgm's `%` and `<%`, on
 * the word list's index), most alike first, of which closeWords keeps the ones a slip or two away.
 */
const maxCandidates = 30;
/** How alike (pg_trgm similarity) a long misspelt word and a word with its first two letters must be. */
const looserSimilarity = 0.2;
/** A misspelt word matches the names holding one of its this many closest words. */
const maxAlternatives = 8;
/** A word this long or longer that matches nothing may be a compound written as one (powerbank). */
const minCompoundLength = 6;
/** Each part of a compound split must have this many letters. */
const minCompoundPart = 3;

/** A word, or a phrase of the synonym table, before the word list is asked. */
export interface PlainToken {
  text: string;
  written: string;
  typed: string;
  /**
   * The last word: matched as a word's start too (being typed in a suggestion box; in a
   * submitted keyword only when it is also a whole word).
   */
  prefix: boolean;
  /** The last word of the keyword: a typo of it may be a half-typed word (see closeWords). */
  last: boolean;
  /** A phrase of the synonym table (several words): matched only through its forms. */
  phrase: boolean;
  /** Synonyms, tried whatever happens. */
  synonyms: Phrase[];
  /** The word without a joined letter and its synonyms, tried only if the word is unknown. */
  bare: Phrase[];
  /**
   * Tried only when the word as typed is unknown: a model number's parts, Arabizi in Arabic
   * letters, a compound's two words.
   */
  fallbacks: Phrase[];
  /** Arabizi in Arabic letters: compared with the names' words when nothing matches exactly. */
  arabizi?: string[];
  start: number;
  end: number;
}

/** Whether the word is matched by its look-alikes in the names rather than exactly. */
const isFuzzy = (token: KeywordToken): boolean => token.alternatives.length > 0;

const emptySynonyms: SynonymTable = { groupsOf: new Map(), longest: 1 };

/** The other phrases of the groups holding a phrase, itself left out; bounded. */
function synonymsOf(table: SynonymTable, phrase: Phrase): Phrase[] {
  const key = phraseKey(phrase);
  const seen = new Set([key]);
  const found: Phrase[] = [];
  for (const group of table.groupsOf.get(key) ?? []) {
    for (const other of group) {
      const otherKey = phraseKey(other);
      if (seen.has(otherKey)) continue;
      seen.add(otherKey);
      found.push(other);
    }
  }
  return found.slice(0, maxForms);
}

const letterWord = /^\p{L}+$/u;
const arabicWord = /^\p{Script=Arabic}+$/u;

/**
 * An Arabic noun's adjective (مدرسه → مدرسي, رياضه → رياضي), as names often describe with it
 * (حقيبة مدرسية, a school bag): folded feminine adjectives end in ي too (search-text.ts).
 */
function nisbaOf(word: string): Phrase[] {
  if (!arabicWord.test(word) || [...word].length < 4 || !word.endsWith("\u0647")) return [];
  return [[`${word.slice(0, -1)}\u064a`]];
}

/** A long word's two halves, each of three letters or more (sunscreen → sun screen). */
function compoundSplits(word: string): Phrase[] {
  const letters = [...word];
  if (letters.length < minCompoundLength || !letterWord.test(word)) return [];
  const splits: Phrase[] = [];
  for (let at = minCompoundPart; at <= letters.length - minCompoundPart; at += 1) {
    splits.push([foldToken(letters.slice(0, at).join("")), foldToken(letters.slice(at).join(""))]);
  }
  return splits;
}

/**
 * The product words of a keyword, normalised and folded exactly as the index is (searchWordsOf);
 * runs of words that make a phrase of the synonym table (اير فراير, air fryer) become one token.
 * `keyword` is what the words were read from, for each token's typed text.
 */
export function keywordTokens(
  words: KeywordWord[],
  keyword: string,
  table: SynonymTable = emptySynonyms,
): PlainToken[] {
  const kept = words.slice(0, maxTokens);
  const folded = kept.map((word) => foldToken(word.text));
  const tokens: PlainToken[] = [];
  for (let index = 0; index < kept.length; ) {
    let length = Math.min(table.longest, kept.length - index);
    for (; length > 1; length -= 1) {
      if (table.groupsOf.has(phraseKey(folded.slice(index, index + length)))) break;
    }
    const first = kept[index] as KeywordWord;
    const lastWord = kept[index + length - 1] as KeywordWord;
    const text = phraseKey(folded.slice(index, index + length));
    const written = kept
      .slice(index, index + length)
      .map((word) => word.text)
      .join(" ");
    const place = {
      typed: keyword.slice(first.start, lastWord.end),
      start: first.start,
      end: lastWord.end,
    };
    const last = index + length === kept.length;
    if (length > 1) {
      const phrase = folded.slice(index, index + length);
      tokens.push({
        text,
        written,
        ...place,
        prefix: false,
        last,
        phrase: true,
        synonyms: [phrase, ...synonymsOf(table, phrase)].slice(0, maxForms),
        bare: [],
        fallbacks: [],
      });
    } else {
      const bare = withoutJoinedLetter(written);
      const fallbacks: Phrase[] = [
        ...(first.parts ? [first.parts.map(foldToken)] : []),
        ...(first.arabizi ?? []).map((form) => [foldToken(form)]),
        ...compoundSplits(written),
      ];
      tokens.push({
        text,
        written,
        ...place,
        prefix: last,
        last,
        phrase: false,
        synonyms: [...synonymsOf(table, [text]), ...nisbaOf(text)].slice(0, maxForms),
        bare: bare ? [[bare], ...synonymsOf(table, [bare])].slice(0, maxForms) : [],
        fallbacks: fallbacks.slice(0, maxForms),
        ...(first.arabizi ? { arabizi: first.arabizi } : {}),
      });
    }
    index += length;
  }
  return tokens;
}

/**
 * A token's exact match on a column of words between spaces (a search column, or one word of the
 * word list with `padded` false): a whole word, or for the word being typed a word's start,
 * written or folded. Both search columns hold each word folded and as written.
 */
function exactMatch(
  column: AnyPgColumn,
  token: Pick<KeywordToken, "text" | "written" | "prefix">,
  padded = true,
): SQL {
  // In a search column a word starts after a space and ends before one; the word list holds one.
  const [before, after] = padded ? ["% ", " "] : ["", ""];
  const startsWith = (word: string) => sql`${column} like ${`${before}${escapeLike(word)}%`}`;
  if (!token.prefix) {
    return padded
      ? sql`${column} like ${`${before}${escapeLike(token.text)}${after}%`}`
      : sql`${column} = ${token.text}`;
  }
  // phones → phone: the folded prefix covers the written one; accessories → accessory does not.
  if (token.written.startsWith(token.text)) return startsWith(token.text);
  return sql`(${startsWith(token.text)} or ${startsWith(token.written)})`;
}

/** Whether the column (words between spaces) holds the word, whole. */
const holdsWord = (column: AnyPgColumn, word: string): SQL =>
  sql`${column} like ${`% ${escapeLike(word)} %`}`;

/** Whether the column (words between spaces) holds one of the words, whole. */
function holdsAnyWord(column: AnyPgColumn, words: string[]): SQL {
  if (!words.length) return sql`false`;
  return sql`(${sql.join(
    words.map((word) => holdsWord(column, word)),
    sql` or `,
  )})`;
}

/** Whether the column holds every word of a phrase, whole. */
const holdsPhrase = (column: AnyPgColumn, phrase: Phrase): SQL =>
  and(...phrase.map((word) => holdsWord(column, word))) as SQL;

/** A token's match on a column: itself (whole, or as the word being typed), or one of its forms. */
function tokenMatches(column: AnyPgColumn, token: KeywordToken, whole = false): SQL {
  if (isFuzzy(token)) return holdsAnyWord(column, token.alternatives);
  const ways = [
    ...(token.direct ? [exactMatch(column, whole ? { ...token, prefix: false } : token)] : []),
    ...token.forms.map((phrase) => holdsPhrase(column, phrase)),
  ];
  if (!ways.length) return sql`false`;
  return ways.length === 1 ? (ways[0] as SQL) : (or(...ways) as SQL);
}

const arabicLetter = /\p{Script=Arabic}/u;

/**
 * What a product's head word may be for a token to name it: the word itself, its look-alikes, and
 * the head of each form (an Arabic phrase's first word, an English one's last: حاسوب محمول →
 * حاسوب, air fryer → fryer), as searchHeadOf picks them from names.
 */
function headWordsOf(token: KeywordToken, phrases = true): string[] {
  if (isFuzzy(token)) return token.alternatives;
  const headOf = (phrase: Phrase) =>
    (arabicLetter.test(phrase[0] ?? "") ? phrase[0] : phrase.at(-1)) ?? "";
  const forms = phrases ? token.forms : token.forms.filter((phrase) => phrase.length === 1);
  return [...(token.direct ? [token.text] : []), ...forms.map(headOf)].filter(Boolean);
}

/**
 * What the word list says of a word or phrase: how many products hold it (its commonest word; a
 * phrase, its rarest), how many hold it in a title field (name, category, vendor, attributes:
 * the marketplace sells something so named, not only mentions it), and how many have it as their
 * head word (it names a kind of product). Null when unknown.
 */
interface WordFacts {
  products: number;
  titled: number;
  headed: number;
  /** Products whose names hold it. */
  named: number;
}

/** The facts of a word of the word list (see WordFacts), as an array, or null when none holds it. */
function wordCount(inMarketplace: SQL, token: Pick<KeywordToken, "text" | "written" | "prefix">) {
  return sql`(select case when count(*) > 0 then array[max(${searchWords.products}), max(${searchWords.titled}), max(${searchWords.headed}), max(${searchWords.named})] end from ${searchWords} where ${and(
    inMarketplace,
    exactMatch(searchWords.word, token, false),
  )})`;
}

/** The word of a phrase a name would have as its head: an Arabic phrase's first, an English one's last. */
const headOfPhrase = (phrase: Phrase): string =>
  (arabicLetter.test(phrase[0] ?? "") ? phrase[0] : phrase.at(-1)) ?? "";

/**
 * The facts of a phrase (see WordFacts; its head word's for `headed`), or null when one of its
 * words is unknown (with `named`, unknown in the names: for forms a word is only guessed to have,
 * such as Arabizi).
 */
function phraseCount(inMarketplace: SQL, phrase: Phrase, named = false) {
  const words = [...new Set(phrase)];
  return sql`(select array[min(${searchWords.products}), min(${searchWords.titled}), coalesce(max(${searchWords.headed}) filter (where ${searchWords.word} = ${headOfPhrase(phrase)}), 0), min(${searchWords.named})] from ${searchWords} where ${and(
    inMarketplace,
    sql`${searchWords.word} in (${sql.join(
      words.map((word) => sql`${word}`),
      sql`, `,
    )})`,
    named ? sql`${searchWords.named} > 0` : undefined,
  )} having count(*) = ${words.length})`;
}

/** How to plan a keyword. */
export interface PlanOptions {
  /**
   * The keyword is being typed (a suggestion-sized page): its last word also matches as a word's
   * start. A submitted keyword's words are whole words (and typos of them), so "car" does not
   * find cardamom.
   */
  typing?: boolean;
}

/** The keyword with one typed part taken out, spaces tidied: a chip's "remove" link. */
function without(keyword: string, start: number, end: number): string {
  return `${keyword.slice(0, start)} ${keyword.slice(end)}`.replace(/\s+/g, " ").trim();
}

const digitsOnly = /^[0-9]+$/;

/**
 * Turns a keyword into a plan with one look at the marketplace's word list (`search_words`).
 * First the keyword is read (search-understanding.ts): product words, and what it says besides
 * them (attributes it prefers, a price bound, an order). Then, for each word, whether it exists
 * and how many products hold the commonest word it matches, which of its synonyms and other forms
 * exist, whether two words typed apart make one of the list (sun screen → sunscreen); and for a
 * word that matches nothing in any form (typed: no word's start), the words of the names a slip
 * or two away (close-words.ts), so "hedphones", "spekaer", "سماعت" or "جوان" still find something
 * while words that do exist are never widened to look-alikes. When nothing else in the keyword is
 * matched, a look-alike must be a likely slip (strict), so a product the catalog does not sell,
 * one unlikely letter from a word it has, finds nothing. Words that match nothing at all are left
 * out of the plan (`unmatched`); when the words left are never found together, a second look (one
 * product holding them all?) makes the plan rank products by how many of them they hold (`mode`
 * "any"), and the same look asks whether each preferred attribute is found with them: one that is
 * not is named among the unmatched words and left out.
 */
export async function planKeyword(
  db: Database,
  companyId: number,
  keyword: string,
  synonyms: SynonymTable = emptySynonyms,
  options: PlanOptions = {},
): Promise<KeywordPlan> {
  const typing = options.typing ?? true;
  const understanding = understandKeyword(keyword, synonyms);
  const words = keywordTokens(understanding.words, keyword, synonyms);
  const intents = {
    ...(understanding.price
      ? {
          price: {
            ...(understanding.price.min === undefined ? {} : { min: understanding.price.min }),
            ...(understanding.price.max === undefined ? {} : { max: understanding.price.max }),
            typed: keyword.slice(understanding.price.start, understanding.price.end),
            without: without(keyword, understanding.price.start, understanding.price.end),
          },
        }
      : {}),
    ...(understanding.sort
      ? {
          sort: {
            sort: understanding.sort.sort,
            typed: keyword.slice(understanding.sort.start, understanding.sort.end),
            without: without(keyword, understanding.sort.start, understanding.sort.end),
          },
        }
      : {}),
  };
  const wanted = understanding.preferences.slice(0, maxPreferences).map((preference) => ({
    kind: preference.kind,
    key: preference.key,
    tokens: preference.tokens,
    typed: keyword.slice(preference.start, preference.end),
    without: without(keyword, preference.start, preference.end),
  }));
  // Only punctuation ("%", "_"): there is no word to look for, so nothing matches; only a price
  // bound or an order ("under 100", "cheap"): every product, filtered and ordered.
  if (!words.length && !wanted.length) {
    return { tokens: [], ...intents, ...(Object.keys(intents).length ? { everything: true } : {}) };
  }
  const inMarketplace = eq(searchWords.companyId, companyId);
  const id = (name: string) => sql.identifier(name);
  // A submitted keyword's last word is a word's start only when it is also a whole word ("kettle"
  // also finds kettlebells; "car" finds no cardamom): `n` counts it whole, `x` as a start.
  const wholeFirst = (word: PlainToken) => !typing && word.prefix && !word.phrase;
  const counts = words.flatMap((word, index) => {
    return [
      sql`${word.phrase ? sql`null::integer[]` : wordCount(inMarketplace, wholeFirst(word) ? { ...word, prefix: false } : word)} as ${id(`n${index}`)}`,
      ...(wholeFirst(word) ? [sql`${wordCount(inMarketplace, word)} as ${id(`x${index}`)}`] : []),
      ...[...word.synonyms, ...word.bare].map(
        (phrase, form) => sql`${phraseCount(inMarketplace, phrase)} as ${id(`s${index}_${form}`)}`,
      ),
      // A bare number may be a size ("abaya 54"): whether any product has that size.
      ...(digitsOnly.test(word.text)
        ? [
            sql`${phraseCount(inMarketplace, [attributeToken("size", word.text)])} as ${id(`z${index}`)}`,
          ]
        : []),
      // Two words typed apart that the list holds as one (sun screen → sunscreen).
      ...(index + 1 < words.length && !word.phrase && !words[index + 1]?.phrase
        ? [
            sql`${phraseCount(inMarketplace, [`${word.text}${words[index + 1]?.text}`])} as ${id(`j${index}`)}`,
          ]
        : []),
    ];
  });
  // Asked only for a word unknown as typed (a subquery in an untaken branch never runs): a model
  // number's parts, Arabizi in Arabic letters, a compound's two words; each a guess, so it counts
  // only when the names hold it (شحن is in descriptions, not a product's name: "sha7en").
  const fallbacks = words.flatMap((word, index) =>
    word.fallbacks.map(
      (phrase, form) =>
        sql`case when ${id(`n${index}`)} is null then ${phraseCount(inMarketplace, phrase, true)} end as ${id(`b${index}_${form}`)}`,
    ),
  );
  const preferenceCounts = wanted.flatMap((preference, index) =>
    preference.tokens.map(
      (token, form) => sql`${phraseCount(inMarketplace, [token])} as ${id(`p${index}_${form}`)}`,
    ),
  );
  // Asked only for a word that matched nothing (a subquery in an untaken branch never runs):
  // words of the names sharing enough trigrams with it, or for a short word differing by one
  // letter (oneSlipPatterns), for closeWords to judge. Arabizi is compared in Arabic letters.
  const lookAlikes = words.map((word, index) => {
    const name = id(`f${index}`);
    const probe = word.arabizi?.[0] ?? word.text;
    if (word.phrase || [...probe].length < minTypoLength || digitsOnly.test(probe)) {
      return sql`null as ${name}`;
    }
    const unknown = [
      sql`${id(`n${index}`)} is null`,
      ...[...word.synonyms, ...word.bare].map((_, form) => sql`${id(`s${index}_${form}`)} is null`),
      ...word.fallbacks.map((_, form) => sql`${id(`b${index}_${form}`)} is null`),
    ];
    const similarity = sql`greatest(similarity(${probe}, ${searchWords.word}), word_similarity(${probe}, ${searchWords.word}))`;
    const letters = [...probe];
    const near = [
      sql`${probe} % ${searchWords.word}`,
      sql`${probe} <% ${searchWords.word}`,
      // Two slips in a word of six letters or more can leave fewer trigrams in common than `%`
      // asks ("spekar" ~ "speaker"): words starting with the same two letters may be less alike.
      ...(letters.length >= 6
        ? [
            sql`(${searchWords.word} like ${`${escapeLike(letters.slice(0, 2).join(""))}%`} and similarity(${probe}, ${searchWords.word}) >= ${looserSimilarity})`,
          ]
        : []),
      ...oneSlipPatterns(probe).map(
        (pattern) => sql`${searchWords.word} like ${pattern.replace(/[\\%]/g, "\\$&")}`,
      ),
    ];
    return sql`case when ${and(...unknown)} then (select json_agg(json_build_array(a.word, a.named, a.headed)) from (select ${searchWords.word} as word, ${searchWords.named} as named, ${searchWords.headed} as headed from ${searchWords} where ${and(
      inMarketplace,
      sql`${searchWords.named} > 0`,
      or(...near),
    )} order by ${similarity} desc, ${searchWords.word} limit ${maxCandidates}) as a) end as ${name}`;
  });
  const selected = [...counts, ...preferenceCounts];
  const result = await db.execute(
    sql`select *${lookAlikes.length ? sql`, ${sql.join(lookAlikes, sql`, `)}` : sql``} from (select *${
      fallbacks.length ? sql`, ${sql.join(fallbacks, sql`, `)}` : sql``
    } from (select ${selected.length ? sql.join(selected, sql`, `) : sql`1 as one`} offset 0) as counts offset 0) as known`,
  );
  const row = (result as unknown as { rows: Array<Record<string, unknown>> }).rows[0] ?? {};
  const factsAt = (name: string): WordFacts | null => {
    const value = row[name];
    if (value === null || value === undefined) return null;
    const [products = 0, titled = 0, headed = 0, named = 0] = (value as unknown[]).map(Number);
    return { products, titled, headed, named };
  };
  const countAt = (name: string): number | null => factsAt(name)?.products ?? null;
  /**
   * Whether the word list says a token is in a title field, whether it names a kind of product,
   * and whether it is in a product's name.
   */
  const support = new Map<KeywordToken, { titled: boolean; headed: boolean; named: boolean }>();

  // Bare numbers that are a size some product has become a size preference ("abaya 54").
  const preferences: KeywordPreference[] = wanted.flatMap((preference, index) => {
    const tokens = preference.tokens.filter((_, form) => countAt(`p${index}_${form}`) !== null);
    return tokens.length ? [{ ...preference, tokens }] : [];
  });
  const unmatchedPreferences = wanted.filter(
    (preference) => !preferences.some((found) => found.typed === preference.typed),
  );
  const sizeNumbers = new Set<number>();
  words.forEach((word, index) => {
    if (words.length > 1 && countAt(`z${index}`) !== null) {
      sizeNumbers.add(index);
      preferences.push({
        kind: "size",
        key: word.text,
        tokens: [attributeToken("size", word.text)],
        typed: word.typed,
        without: without(keyword, word.start, word.end),
      });
    }
  });

  const planWord = (word: PlainToken, index: number, strict: boolean): KeywordToken => {
    const own = countAt(`n${index}`);
    // A word that many products' names hold fills its pages by itself: its synonyms (mostly the
    // same products, named in the other language) would only cost a scan each. (Held by many
    // only in a vendor's name or descriptions, جوال still needs هاتف and phone.)
    const common = own !== null && (factsAt(`n${index}`)?.named ?? 0) >= selfSufficient;
    const synonymCounts = word.synonyms.map((_, form) =>
      common ? null : countAt(`s${index}_${form}`),
    );
    // The word without its joined letter counts only when more products hold it than the word as
    // typed (وسماعه in one description, سماعه in many; but not خور for بخور).
    const bareCounts = word.bare.map((_, form) => {
      const count = countAt(`s${index}_${word.synonyms.length + form}`);
      return count !== null && count > (own ?? 0) ? count : null;
    });
    const fallbackCounts = word.fallbacks.map((_, form) => countAt(`b${index}_${form}`));
    const forms = [
      ...word.synonyms.filter((_, form) => synonymCounts[form] !== null),
      ...word.bare.filter((_, form) => bareCounts[form] !== null),
      ...word.fallbacks.filter((_, form) => fallbackCounts[form] !== null),
    ];
    const known = [own, ...synonymCounts, ...bareCounts, ...fallbackCounts].filter(
      (count): count is number => count !== null && count !== undefined,
    );
    const started = wholeFirst(word) && own !== null ? countAt(`x${index}`) : null;
    const base = {
      text: word.text,
      written: word.written,
      typed: word.typed,
      prefix: word.prefix && (typing || own !== null),
    };
    if (started !== null) known.push(started);
    if (known.length) {
      const facts = [
        factsAt(`n${index}`),
        ...word.synonyms.map((_, form) =>
          synonymCounts[form] === null ? null : factsAt(`s${index}_${form}`),
        ),
        ...word.bare.map((_, form) =>
          bareCounts[form] === null ? null : factsAt(`s${index}_${word.synonyms.length + form}`),
        ),
        ...word.fallbacks.map((_, form) => factsAt(`b${index}_${form}`)),
      ].filter((fact): fact is WordFacts => fact !== null);
      const token: KeywordToken = {
        ...base,
        direct: own !== null,
        forms,
        alternatives: [],
        commonest: Math.max(...known),
      };
      support.set(token, {
        titled: facts.some((fact) => fact.titled > 0),
        headed: facts.some((fact) => fact.headed > 0),
        named: facts.some((fact) => fact.named > 0),
      });
      return token;
    }
    const candidates = ((row[`f${index}`] ?? []) as Array<[string, number, number]>).map(
      ([candidate, named, headed]) => ({
        word: candidate,
        named: Number(named),
        headed: Number(headed),
      }),
    );
    const close = closeWords(
      word.arabizi ?? [word.text, word.written],
      word.last,
      candidates,
      maxAlternatives,
      strict,
    );
    const token: KeywordToken = {
      ...base,
      direct: false,
      forms: [],
      alternatives: close.map((alternative) => alternative.word),
      commonest: Math.max(0, ...close.map((alternative) => alternative.named)),
    };
    // A look-alike is a word of the names: titled; a kind of product when one of them is a head.
    support.set(token, {
      titled: close.length > 0,
      headed: candidates.some(
        (candidate) => candidate.headed > 0 && token.alternatives.includes(candidate.word),
      ),
      named: close.length > 0,
    });
    return token;
  };
  const exactly = (token: KeywordToken) =>
    (token.direct || token.forms.length > 0) &&
    !digitsOnly.test(token.text) &&
    Boolean(support.get(token)?.titled);
  const lenient = words.map((word, index) => planWord(word, index, false));
  // A typo is trusted when another word of the keyword is found as typed, in a name, category,
  // vendor or attribute; alone, it must be a likely slip (plausibleSlip), or the keyword names
  // something the catalog does not sell.
  const supported = lenient.some(exactly);
  const planned = supported ? lenient : words.map((word, index) => planWord(word, index, true));
  // Two words the list holds as one: one token, either written (sun screen / sunscreen).
  const entries: Array<{ token: KeywordToken; index: number }> = [];
  for (let index = 0; index < planned.length; index += 1) {
    const token = planned[index] as KeywordToken;
    const next = planned[index + 1];
    const joined = countAt(`j${index}`);
    const joinable =
      next &&
      joined !== null &&
      !sizeNumbers.has(index) &&
      !sizeNumbers.has(index + 1) &&
      letterWord.test(token.text) &&
      letterWord.test(next.text);
    if (!joinable) {
      entries.push({ token, index });
      continue;
    }
    const both = token.direct && next.direct && !isFuzzy(token) && !isFuzzy(next);
    const merged: KeywordToken = {
      text: `${token.text}${next.text}`,
      written: `${token.written} ${next.written}`,
      typed: keyword.slice(words[index]?.start ?? 0, words[index + 1]?.end ?? keyword.length),
      prefix: false,
      direct: true,
      forms: both ? [[token.text, next.text]] : [],
      alternatives: [],
      commonest: Math.max(joined, both ? Math.min(token.commonest, next.commonest) : 0),
    };
    const facts = factsAt(`j${index}`);
    support.set(merged, {
      titled: Boolean(facts?.titled) || (both && Boolean(support.get(next)?.titled)),
      headed: Boolean(facts?.headed) || (both && Boolean(support.get(next)?.headed)),
      named: Boolean(facts?.named) || (both && Boolean(support.get(next)?.named)),
    });
    entries.push({ index, token: merged });
    index += 1;
  }
  const found = entries.filter(({ index }) => !sizeNumbers.has(index)).map(({ token }) => token);
  let tokens = found.filter((token) => token.direct || token.forms.length || isFuzzy(token));
  let unmatched = found.filter((token) => !tokens.includes(token)).map((token) => token.typed);
  // What the marketplace sells is in its names, categories, vendors and attributes: words found
  // only in descriptions ("bike" in a camera's, غسالة in a care label) name nothing it sells. And
  // beside a word that matches nothing, the words that do must name a kind of product, not only
  // describe one or be a number: "نظارة شمسية" finds no solar lantern, "iphone 15" nothing.
  // And a word found only in descriptions counts only beside a word of a product's name
  // (sandalwood perfume), not beside a category (غسالة ملابس: a care label, not a washer).
  const nothingSold = tokens.length > 0 && !tokens.some((token) => support.get(token)?.titled);
  const nothingNamed = unmatched.length > 0 && !tokens.some((token) => support.get(token)?.headed);
  const onlyMentioned =
    tokens.some((token) => !support.get(token)?.titled) &&
    !tokens.some((token) => support.get(token)?.named);
  if (nothingSold || nothingNamed || onlyMentioned) {
    unmatched = found.map((token) => token.typed);
    tokens = [];
  }
  // Attributes the marketplace has no product with are named as not found (who a product is
  // for is only ever a preference: left out quietly).
  unmatched.push(
    ...unmatchedPreferences
      .filter((preference) => preference.kind !== "audience")
      .map((preference) => preference.typed),
  );

  if (!tokens.length) {
    // No product word matched (or none was typed): the attributes are what is asked for ("black",
    // "256gb"); a word that matched nothing with no attribute beside it finds nothing.
    // A bare number is no attribute asked for alone ("abaya 54" with no abaya finds nothing).
    const asked = preferences.filter((preference) =>
      wanted.some((each) => each.typed === preference.typed),
    );
    if (!asked.length) return { tokens: [], unmatched, ...intents };
    return {
      tokens: asked.map(preferenceToken),
      unmatched,
      mode: "all",
      attributes: asked,
      ...intents,
    };
  }

  // One more look, when it can change the plan: whether any product holds every word, and
  // whether each preferred attribute is found with the words: among the products whose names
  // hold them when there are such (a red dress: pumps whose description mentions a dress do not
  // count), else among all that match.
  const exists = (condition: SQL) =>
    sql`(select 1 from ${products} where ${and(eq(products.companyId, companyId), eq(products.status, "published"), condition)} limit 1)`;
  const inNames = and(...tokens.map((token) => tokenMatches(products.searchName, token))) as SQL;
  const checks = preferences.map((preference, index) => {
    const has = holdsAnyWord(products.searchText, preference.tokens);
    const among = (mode: "all" | "any") =>
      exists(and(keywordCondition({ tokens, mode }), has) as SQL);
    return sql`case when named is not null then ${exists(and(inNames, has) as SQL)} when together is not null then ${among("all")} else ${among("any")} end as ${id(`h${index}`)}`;
  });
  let mode: "all" | "any" = "all";
  let held = preferences;
  if (tokens.length > 1 || checks.length) {
    const together = tokens.length > 1 ? exists(keywordCondition({ tokens, mode: "all" })) : sql`1`;
    const named = checks.length ? exists(inNames) : sql`null::integer`;
    const looked = await db.execute(
      sql`select together${checks.length ? sql`, ${sql.join(checks, sql`, `)}` : sql``} from (select ${together} as together, ${named} as named offset 0) as looked`,
    );
    const answer = (looked as unknown as { rows: Array<Record<string, unknown>> }).rows[0] ?? {};
    const present = (name: string) => answer[name] !== null && answer[name] !== undefined;
    mode = present("together") ? "all" : "any";
    held = preferences.filter((_, index) => present(`h${index}`));
    unmatched.push(
      ...preferences
        .filter((preference) => !held.includes(preference) && preference.kind !== "audience")
        .map((preference) => preference.typed),
    );
  }
  return { tokens, unmatched, mode, preferences: held, ...intents };
}

/** An attribute asked for alone ("black", "256gb"), as a token products must hold. */
function preferenceToken(preference: KeywordPreference): KeywordToken {
  const [first = "", ...others] = preference.tokens;
  return {
    text: first,
    written: first,
    typed: preference.typed,
    prefix: false,
    direct: true,
    forms: others.map((token) => [token]),
    alternatives: [],
    commonest: 0,
  };
}

/** Whether a product has every preferred attribute of the plan (undefined when it prefers none). */
export function preferredCondition(plan: KeywordPlan): SQL | undefined {
  if (!plan.preferences?.length) return undefined;
  return and(
    ...plan.preferences.map((preference) => holdsAnyWord(products.searchText, preference.tokens)),
  );
}

/**
 * How many products the keyword certainly matches, from the word list alone (0 when unknown): a
 * one-word keyword matches at least every product holding its commonest word (so does a keyword
 * whose words are ranked by how many a product holds: its commonest word), so a count capped
 * below that needs no scan.
 */
export function keywordMatchesAtLeast(plan: KeywordPlan): number {
  const [only, ...others] = plan.tokens;
  if (plan.mode === "any") return Math.max(0, ...plan.tokens.map((token) => token.commonest));
  return only && !others.length ? only.commonest : 0;
}

/** A token's match on the product: its search text, or for a misspelt word, its names. */
const matchesProduct = (token: KeywordToken): SQL =>
  tokenMatches(isFuzzy(token) ? products.searchName : products.searchText, token);

/**
 * The keyword filter: every word matches the product's search text (names, description, category,
 * vendor, colours); a fuzzy word only the name, where a misspelt word is meant, holding one of
 * the words it resembles. When no product holds every word (`mode` "any"), any of them.
 */
export function keywordCondition(plan: KeywordPlan): SQL {
  if (!plan.tokens.length) return plan.everything ? sql`true` : sql`false`;
  const each = plan.tokens.map(matchesProduct);
  return (plan.mode === "any" ? or(...each) : and(...each)) as SQL;
}

/** The conditions that place a product in the name tiers of `keywordRanking`. */
function nameTiers(plan: KeywordPlan): {
  allInName: SQL;
  wholeWords: SQL;
  inName: SQL[];
  /** The products of `base` (a name tier) that are the thing asked for (see below). */
  thing: (base: SQL) => SQL;
} {
  const inName = plan.tokens.map((token) => tokenMatches(products.searchName, token));
  const [only, ...others] = plan.tokens;
  // The product is the thing asked for: a word of the keyword is its name's head word (a laptop,
  // not a laptop bag; see searchHeadOf). For one word, the head holding it (or a one-word form, or
  // a look-alike) implies the name holds it: the head column alone is the tier, one small indexed
  // condition, where "name and head" would make the planner expect too few rows and sort them all.
  const thing =
    only && !others.length
      ? () => holdsAnyWord(products.searchHead, headWordsOf(only, false))
      : (base: SQL) =>
          and(
            base,
            holdsAnyWord(products.searchHead, [
              ...new Set(plan.tokens.flatMap((token) => headWordsOf(token))),
            ]),
          ) as SQL;
  return {
    inName,
    allInName: and(...inName) as SQL,
    wholeWords: and(
      ...plan.tokens.map((token) => tokenMatches(products.searchName, token, true)),
    ) as SQL,
    thing,
  };
}

/** How many of the conditions hold, as a number SQL can order by. */
function hitsOf(conditions: SQL[]): SQL {
  return sql.join(
    conditions.map((condition) => sql`(case when ${condition} then 1 else 0 end)`),
    sql` + `,
  );
}

/**
 * Relevance, best first. When a product may hold every word: 0 every word is a whole word of the
 * name and the name is the thing asked for (a word is its head word), 1 every word is a whole
 * word of the name, 2 every word is in the name (the last as a prefix), 3 found in the other
 * fields only; with a misspelt word, 1 the name holds every word and is the thing asked for, 2
 * the name holds every word, 3 the rest; then how many words the name holds. When no product
 * holds every word: how many words the product holds plus how many its name holds (a word in the
 * name counts for more than one in a description), then how many its name holds.
 */
export function keywordRanking(plan: KeywordPlan): SQL[] {
  if (!plan.tokens.length) return [];
  const { allInName, wholeWords, inName, thing } = nameTiers(plan);
  const prefer = preferredCondition(plan);
  // Inside a tier, the products having every preferred attribute first (black abayas, then abayas).
  const preferred = prefer ? [sql`(case when ${prefer} then 0 else 1 end) asc`] : [];
  if (plan.mode === "any") {
    // A word in the name counts twice: once as held, once as where it is held best.
    return [
      sql`(${hitsOf([...plan.tokens.map(matchesProduct), ...inName])}) desc`,
      ...preferred,
      sql`(${hitsOf(inName)}) desc`,
    ];
  }
  const tier = plan.tokens.some(isFuzzy)
    ? sql`case when ${thing(allInName)} then 1 when ${allInName} then 2 else 3 end`
    : sql`case when ${thing(wholeWords)} then 0 when ${wholeWords} then 1 when ${allInName} then 2 else 3 end`;
  return [sql`${tier} asc`, ...preferred, sql`(${hitsOf(inName)}) desc`];
}

/** One step of tier-by-tier ranking (see `keywordTierSteps`). */
export interface KeywordTierStep {
  /**
   * The products of this tier and of every tier before it, a condition on the name that implies
   * the keyword's (undefined: every match of the keyword).
   */
  upTo: SQL | undefined;
  /** Order inside the tier before best sellers; empty when every product of the tier ties. */
  order: SQL[];
  /** Only the products of the tier that have the preferred attributes (they come first). */
  preferred?: SQL;
}

/**
 * The tiers of `keywordRanking`, best first, for ranking one tier at a time. Each step's condition
 * is cumulative: once a tier has given fewer products than a page needs, all of them are on the
 * page, so the next step is "this condition, minus the products already found". Inside the name
 * tiers every word is in the name, so products tie on the name's word count and best sellers
 * decide — an order an index on (company, sales) walks and stops after a page, however common the
 * word. Only the last tier (found in other fields) with several words orders by that count first,
 * and a keyword whose words are never found together is ranked in one step.
 */
export function keywordTierSteps(plan: KeywordPlan): KeywordTierStep[] {
  const prefer = preferredCondition(plan);
  // With preferred attributes, each tier is walked twice: its products having them, then the rest.
  const split = (steps: KeywordTierStep[]): KeywordTierStep[] =>
    prefer ? steps.flatMap((step) => [{ ...step, preferred: prefer }, step]) : steps;
  // Ranked in one step when no product holds every word: the ranking orders by them already.
  return plan.mode === "any" ? tierSteps(plan) : split(tierSteps(plan));
}

function tierSteps(plan: KeywordPlan): KeywordTierStep[] {
  if (!plan.tokens.length) return [];
  if (plan.mode === "any") return [{ upTo: undefined, order: keywordRanking(plan) }];
  // Attributes asked for alone are in no name: every match is in the last tier.
  if (plan.tokens.every((token) => token.text.startsWith("~")))
    return [{ upTo: undefined, order: [] }];
  const anyFuzzy = plan.tokens.some(isFuzzy);
  const { allInName, wholeWords, inName, thing } = nameTiers(plan);
  const rest: KeywordTierStep = {
    upTo: undefined,
    order: inName.length > 1 ? [sql`(${hitsOf(inName)}) desc`] : [],
  };
  const named = { upTo: thing(allInName), order: [] };
  // Fuzzy words match the name only: when every word is fuzzy, every match is in a name tier.
  if (plan.tokens.every(isFuzzy)) return [named, { upTo: allInName, order: [] }];
  if (anyFuzzy) return [named, { upTo: allInName, order: [] }, rest];
  return [
    { upTo: thing(wholeWords), order: [] },
    { upTo: wholeWords, order: [] },
    { upTo: allInName, order: [] },
    rest,
  ];
}
