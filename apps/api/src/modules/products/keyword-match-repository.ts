import {
  foldToken,
  minTypoLength,
  oneSlipPatterns,
  searchTokens,
  withoutJoinedLetter,
} from "@souq/contract/search-text";
import { and, eq, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import { closeWords } from "./close-words.ts";
import { type Phrase, phraseKey, type SynonymTable } from "./search-synonyms.ts";
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
  /** Whether the marketplace holds the word itself (exactly, or being typed as a word's start). */
  direct: boolean;
  /**
   * Other ways of saying it that the marketplace holds, each matched as whole words (a phrase:
   * all its words): synonyms and transliterations (search-synonyms.json), and the word without a
   * joined و ف ب ك ل when the word as typed is unknown (لجوال → جوال).
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

/**
 * A keyword ready for SQL: the words that match something, the words that match nothing at all
 * (left out, so one unknown word does not empty the page), and whether a product must hold every
 * word ("all") or, when no product holds them all, as many as it can ("any").
 */
export interface KeywordPlan {
  tokens: KeywordToken[];
  /** The shopper's words that match nothing in this marketplace, as typed (normalised). */
  unmatched?: string[];
  mode?: "all" | "any";
}

/** Whether the answer matches only part of the keyword: a word left out, or not all together. */
export function isPartial(plan: KeywordPlan): boolean {
  return plan.tokens.length > 0 && (Boolean(plan.unmatched?.length) || plan.mode === "any");
}

/** More words than this are ignored: a suggestion box never needs them, and each costs a scan. */
const maxTokens = 8;
/** A word stands for at most this many other forms (synonyms): a bounded expansion. */
const maxForms = 12;
/**
 * A word held by this many products or more is matched by itself only, without its synonyms: its
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

/** A word, or a phrase of the synonym table, before the word list is asked. */
export interface PlainToken {
  text: string;
  written: string;
  prefix: boolean;
  /** A phrase of the synonym table (several words): matched only through its forms. */
  phrase: boolean;
  /** Synonyms, tried whatever happens. */
  synonyms: Phrase[];
  /** The word without a joined letter and its synonyms, tried only if the word is unknown. */
  bare: Phrase[];
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

/**
 * The words of a keyword, normalised and folded exactly as the index is (searchWordsOf); runs of
 * words that make a phrase of the synonym table (اير فراير, air fryer) become one token.
 */
export function keywordTokens(keyword: string, table: SynonymTable = emptySynonyms): PlainToken[] {
  const words = searchTokens(keyword).slice(0, maxTokens);
  const folded = words.map(foldToken);
  const tokens: PlainToken[] = [];
  for (let index = 0; index < words.length; ) {
    let length = Math.min(table.longest, words.length - index);
    for (; length > 1; length -= 1) {
      if (table.groupsOf.has(phraseKey(folded.slice(index, index + length)))) break;
    }
    const text = phraseKey(folded.slice(index, index + length));
    const written = words.slice(index, index + length).join(" ");
    if (length > 1) {
      const phrase = folded.slice(index, index + length);
      tokens.push({
        text,
        written,
        prefix: false,
        phrase: true,
        synonyms: [phrase, ...synonymsOf(table, phrase)].slice(0, maxForms),
        bare: [],
      });
    } else {
      const bare = withoutJoinedLetter(written);
      tokens.push({
        text,
        written,
        prefix: index === words.length - 1,
        phrase: false,
        synonyms: synonymsOf(table, [text]),
        bare: bare ? [[bare], ...synonymsOf(table, [bare])].slice(0, maxForms) : [],
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

/** Products that hold a word of the word list: the count, or null when none does. */
function wordCount(inMarketplace: SQL, token: Pick<KeywordToken, "text" | "written" | "prefix">) {
  return sql`(select max(${searchWords.products}) from ${searchWords} where ${and(
    inMarketplace,
    exactMatch(searchWords.word, token, false),
  )})`;
}

/** Products holding the rarest word of a phrase, or null when one of its words is unknown. */
function phraseCount(inMarketplace: SQL, phrase: Phrase) {
  const words = [...new Set(phrase)];
  return sql`(select min(${searchWords.products}) from ${searchWords} where ${and(
    inMarketplace,
    sql`${searchWords.word} in (${sql.join(
      words.map((word) => sql`${word}`),
      sql`, `,
    )})`,
  )} having count(*) = ${words.length})`;
}

/**
 * Turns a keyword into a plan with one look at the marketplace's word list (`search_words`): for
 * each word, whether it exists and how many products hold the commonest word it matches, which of
 * its synonyms exist; and for a word that matches nothing in any form (typed: no word's start),
 * the words of the names a slip or two away (close-words.ts), so "hedphones", "spekaer", "سماعت"
 * or "جوان" still find something while words that do exist are never widened to look-alikes.
 * Words that match nothing at all are left out of the plan (`unmatched`); when the words left
 * are never found together, a second look (one product holding them all?) makes the plan rank
 * products by how many of them they hold (`mode` "any").
 */
export async function planKeyword(
  db: Database,
  companyId: number,
  keyword: string,
  synonyms: SynonymTable = emptySynonyms,
): Promise<KeywordPlan> {
  const words = keywordTokens(keyword, synonyms);
  // Only punctuation ("%", "_"): there is no word to look for, so nothing matches.
  if (!words.length) return { tokens: [] };
  const inMarketplace = eq(searchWords.companyId, companyId);
  const counts = words.flatMap((word, index) => [
    sql`${word.phrase ? sql`null::integer` : wordCount(inMarketplace, word)} as ${sql.identifier(`n${index}`)}`,
    ...[...word.synonyms, ...word.bare].map(
      (phrase, form) =>
        sql`${phraseCount(inMarketplace, phrase)} as ${sql.identifier(`s${index}_${form}`)}`,
    ),
  ]);
  // Asked only for a word that matched nothing (a subquery in an untaken branch never runs):
  // words of the names sharing enough trigrams with it, or for a short word differing by one
  // letter (oneSlipPatterns), for closeWords to judge.
  const lookAlikes = words.map((word, index) => {
    const name = sql.identifier(`f${index}`);
    if (word.phrase || [...word.text].length < minTypoLength) return sql`null as ${name}`;
    const unknown = [
      sql`${sql.identifier(`n${index}`)} is null`,
      ...[...word.synonyms, ...word.bare].map(
        (_, form) => sql`${sql.identifier(`s${index}_${form}`)} is null`,
      ),
    ];
    const similarity = sql`greatest(similarity(${word.text}, ${searchWords.word}), word_similarity(${word.text}, ${searchWords.word}))`;
    const letters = [...word.text];
    const near = [
      sql`${word.text} % ${searchWords.word}`,
      sql`${word.text} <% ${searchWords.word}`,
      // Two slips in a word of six letters or more can leave fewer trigrams in common than `%`
      // asks ("spekar" ~ "speaker"): words starting with the same two letters may be less alike.
      ...(letters.length >= 6
        ? [
            sql`(${searchWords.word} like ${`${escapeLike(letters.slice(0, 2).join(""))}%`} and similarity(${word.text}, ${searchWords.word}) >= ${looserSimilarity})`,
          ]
        : []),
      ...oneSlipPatterns(word.text).map(
        (pattern) => sql`${searchWords.word} like ${pattern.replace(/[\\%]/g, "\\$&")}`,
      ),
    ];
    return sql`case when ${and(...unknown)} then (select json_agg(json_build_array(a.word, a.named)) from (select ${searchWords.word} as word, ${searchWords.named} as named from ${searchWords} where ${and(
      inMarketplace,
      sql`${searchWords.named} > 0`,
      or(...near),
    )} order by ${similarity} desc, ${searchWords.word} limit ${maxCandidates}) as a) end as ${name}`;
  });
  const result = await db.execute(
    sql`select *, ${sql.join(lookAlikes, sql`, `)} from (select ${sql.join(counts, sql`, `)} offset 0) as counts`,
  );
  const row = (result as unknown as { rows: Array<Record<string, unknown>> }).rows[0] ?? {};
  const countAt = (name: string): number | null => {
    const value = row[name];
    return value === null || value === undefined ? null : Number(value);
  };
  const planned = words.map((word, index): KeywordToken => {
    const own = countAt(`n${index}`);
    // A word that many products hold fills its pages by itself: its synonyms (mostly the same
    // products, named in the other language) would only cost a scan each.
    const common = own !== null && own >= selfSufficient;
    const synonymCounts = word.synonyms.map((_, form) =>
      common ? null : countAt(`s${index}_${form}`),
    );
    // The word without its joined letter counts only when more products hold it than the word as
    // typed (وسماعه in one description, سماعه in many; but not خور for بخور).
    const bareCounts = word.bare.map((_, form) => {
      const count = countAt(`s${index}_${word.synonyms.length + form}`);
      return count !== null && count > (own ?? 0) ? count : null;
    });
    const forms = [
      ...word.synonyms.filter((_, form) => synonymCounts[form] !== null),
      ...word.bare.filter((_, form) => bareCounts[form] !== null),
    ];
    const known = [own, ...synonymCounts, ...bareCounts].filter(
      (count): count is number => count !== null && count !== undefined,
    );
    const base = { text: word.text, written: word.written, prefix: word.prefix };
    if (known.length) {
      return {
        ...base,
        direct: own !== null,
        forms,
        alternatives: [],
        commonest: Math.max(...known),
      };
    }
    const candidates = ((row[`f${index}`] ?? []) as Array<[string, number]>).map(
      ([candidate, named]) => ({ word: candidate, named: Number(named) }),
    );
    const close = closeWords([word.text, word.written], word.prefix, candidates, maxAlternatives);
    return {
      ...base,
      direct: false,
      forms: [],
      alternatives: close.map((alternative) => alternative.word),
      commonest: Math.max(0, ...close.map((alternative) => alternative.named)),
    };
  });
  const tokens = planned.filter((token) => token.direct || token.forms.length || isFuzzy(token));
  const unmatched = planned
    .filter((token) => !tokens.includes(token))
    .map((token) => token.written);
  if (tokens.length < 2) return { tokens, unmatched, mode: "all" };
  const together = await db.execute(
    sql`select 1 as found from ${products} where ${and(
      eq(products.companyId, companyId),
      keywordCondition({ tokens, mode: "all" }),
    )} limit 1`,
  );
  const found = (together as unknown as { rows: unknown[] }).rows.length > 0;
  return { tokens, unmatched, mode: found ? "all" : "any" };
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
  if (!plan.tokens.length) return sql`false`;
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
  if (plan.mode === "any") {
    // A word in the name counts twice: once as held, once as where it is held best.
    return [
      sql`(${hitsOf([...plan.tokens.map(matchesProduct), ...inName])}) desc`,
      sql`(${hitsOf(inName)}) desc`,
    ];
  }
  const tier = plan.tokens.some(isFuzzy)
    ? sql`case when ${thing(allInName)} then 1 when ${allInName} then 2 else 3 end`
    : sql`case when ${thing(wholeWords)} then 0 when ${wholeWords} then 1 when ${allInName} then 2 else 3 end`;
  return [sql`${tier} asc`, sql`(${hitsOf(inName)}) desc`];
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
  if (!plan.tokens.length) return [];
  if (plan.mode === "any") return [{ upTo: undefined, order: keywordRanking(plan) }];
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
