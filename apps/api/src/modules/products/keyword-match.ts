import { foldToken, minTypoLength, searchTokens } from "@souq/contract/search-text";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import { products, searchWords } from "../../db/schema.ts";
import { closeWords } from "./close-words.ts";

/** Makes `%`, `_` and `\` in a shopper's words match themselves in a LIKE pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** One word of the keyword, as the search compares it. */
export interface KeywordToken {
  /** Normalised and folded (see @souq/contract/search-text). */
  text: string;
  /** The word being typed (the last one) matches as the start of a word, as written or folded. */
  prefix: boolean;
  /** Normalised as written: a half-typed word ("accessori") is a prefix of this form only. */
  written: string;
  /**
   * For a word that matches no word of this marketplace exactly (or, being typed, no word's
   * start): the words of the names a slip or two away, closest first. It then matches the names
   * holding one of them instead (see `isFuzzy`); empty for every other word.
   */
  alternatives: string[];
  /**
   * Products that hold the commonest word this one matches: as many as it certainly matches
   * (from the word list; 0 when it matches nothing).
   */
  commonest: number;
}

/** A keyword ready for SQL: its words, and whether any of them had to match fuzzily. */
export interface KeywordPlan {
  tokens: KeywordToken[];
}

/** More words than this are ignored: a suggestion box never needs them, and each costs a scan. */
const maxTokens = 8;
/**
 * Words of the names that share enough trigrams with a misspelt word (pg_trgm's `%` and `<%`, on
 * the word list's index), most alike first, of which closeWords keeps the ones a slip or two away.
 */
const maxCandidates = 30;
/** A misspelt word matches the names holding one of its this many closest words. */
const maxAlternatives = 8;

type PlainToken = Pick<KeywordToken, "text" | "written" | "prefix">;

/** Whether the word is matched by its look-alikes in the names rather than exactly. */
const isFuzzy = (token: KeywordToken): boolean => token.alternatives.length > 0;

/** The words of a keyword, normalised and folded exactly as the index is (searchWordsOf). */
export function keywordTokens(keyword: string): PlainToken[] {
  const words = searchTokens(keyword).slice(0, maxTokens);
  return words.map((word, index) => ({
    text: foldToken(word),
    written: word,
    prefix: index === words.length - 1,
  }));
}

/**
 * A token's exact match on a column of words between spaces (a search column, or one word of the
 * word list with `padded` false): a whole word, or for the word being typed a word's start,
 * written or folded. Both search columns hold each word folded and as written.
 */
function exactMatch(column: AnyPgColumn, token: PlainToken, padded = true): SQL {
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

/** Whether the column (words between spaces) holds one of the words, whole. */
function holdsAnyWord(column: AnyPgColumn, words: string[]): SQL {
  if (!words.length) return sql`false`;
  return sql`(${sql.join(
    words.map((word) => sql`${column} like ${`% ${escapeLike(word)} %`}`),
    sql` or `,
  )})`;
}

function tokenMatches(column: AnyPgColumn, token: KeywordToken): SQL {
  return isFuzzy(token) ? holdsAnyWord(column, token.alternatives) : exactMatch(column, token);
}

/**
 * Turns a keyword into a plan with one look at the marketplace's word list (`search_words`): for
 * each word, how many products hold the commonest word it matches; and for a word that matches
 * none (typed: no word's start), the words of the names a slip or two away (close-words.ts), so
 * "hedphones", "spekaer" or "سماعت" still find something while words that do exist are never
 * widened to look-alikes.
 */
export async function planKeyword(
  db: Database,
  companyId: number,
  keyword: string,
): Promise<KeywordPlan> {
  const words = keywordTokens(keyword);
  // Only punctuation ("%", "_"): there is no word to look for, so nothing matches.
  if (!words.length) return { tokens: [] };
  const inMarketplace = eq(searchWords.companyId, companyId);
  const counts = words.map(
    (word, index) =>
      sql`(select max(${searchWords.products}) from ${searchWords} where ${and(
        inMarketplace,
        exactMatch(searchWords.word, word, false),
      )}) as ${sql.identifier(`n${index}`)}`,
  );
  // Asked only for a word that matched nothing (a subquery in an untaken branch never runs):
  // words of the names sharing enough trigrams with it, for closeWords to judge.
  const lookAlikes = words.map((word, index) => {
    const name = sql.identifier(`f${index}`);
    if ([...word.text].length < minTypoLength) return sql`null as ${name}`;
    const similarity = sql`greatest(similarity(${word.text}, ${searchWords.word}), word_similarity(${word.text}, ${searchWords.word}))`;
    return sql`case when ${sql.identifier(`n${index}`)} is null then (select json_agg(json_build_array(a.word, a.named)) from (select ${searchWords.word} as word, ${searchWords.named} as named from ${searchWords} where ${and(
      inMarketplace,
      sql`${searchWords.named} > 0`,
      sql`(${word.text} % ${searchWords.word} or ${word.text} <% ${searchWords.word})`,
    )} order by ${similarity} desc, ${searchWords.word} limit ${maxCandidates}) as a) end as ${name}`;
  });
  const result = await db.execute(
    sql`select *, ${sql.join(lookAlikes, sql`, `)} from (select ${sql.join(counts, sql`, `)} offset 0) as counts`,
  );
  const row = (result as unknown as { rows: Array<Record<string, unknown>> }).rows[0] ?? {};
  return {
    tokens: words.map((word, index) => {
      const commonest = row[`n${index}`];
      if (commonest !== null && commonest !== undefined) {
        return { ...word, alternatives: [], commonest: Number(commonest) };
      }
      const candidates = ((row[`f${index}`] ?? []) as Array<[string, number]>).map(
        ([candidate, named]) => ({ word: candidate, named: Number(named) }),
      );
      const close = closeWords([word.text, word.written], word.prefix, candidates, maxAlternatives);
      return {
        ...word,
        alternatives: close.map((alternative) => alternative.word),
        commonest: Math.max(0, ...close.map((alternative) => alternative.named)),
      };
    }),
  };
}

/**
 * How many products the keyword certainly matches, from the word list alone (0 when unknown): a
 * one-word keyword matches at least every product holding its commonest word, so a count capped
 * below that needs no scan.
 */
export function keywordMatchesAtLeast(plan: KeywordPlan): number {
  const [only, ...others] = plan.tokens;
  return only && !others.length ? only.commonest : 0;
}

/**
 * The keyword filter: every word matches the product's search text (names, description, category,
 * vendor, colours); a fuzzy word only the name, where a misspelt word is meant, holding one of
 * the words it resembles.
 */
export function keywordCondition(plan: KeywordPlan): SQL {
  if (!plan.tokens.length) return sql`false`;
  return and(
    ...plan.tokens.map((token) =>
      tokenMatches(isFuzzy(token) ? products.searchName : products.searchText, token),
    ),
  ) as SQL;
}

/** The conditions that place a product in the name tiers of `keywordRanking`. */
function nameTiers(plan: KeywordPlan): { allInName: SQL; wholeWords: SQL; inName: SQL[] } {
  const inName = plan.tokens.map((token) => tokenMatches(products.searchName, token));
  return {
    inName,
    allInName: and(...inName) as SQL,
    wholeWords: and(
      ...plan.tokens.map((token) => exactMatch(products.searchName, { ...token, prefix: false })),
    ) as SQL,
  };
}

/** How many words of the keyword the name holds (the second key of `keywordRanking`). */
function nameHitsOf(inName: SQL[]): SQL {
  return sql.join(
    inName.map((condition) => sql`(case when ${condition} then 1 else 0 end)`),
    sql` + `,
  );
}

/**
 * Relevance, best first: 0 every word is a whole word of the name, 1 every word is in the name
 * (the last as a prefix), 2 every word is in the name with some fuzzily, 3 found in the other
 * fields only; then how many words the name holds.
 */
export function keywordRanking(plan: KeywordPlan): SQL[] {
  if (!plan.tokens.length) return [];
  const anyFuzzy = plan.tokens.some(isFuzzy);
  const { allInName, wholeWords, inName } = nameTiers(plan);
  const tier = anyFuzzy
    ? sql`case when ${allInName} then 2 else 3 end`
    : sql`case when ${wholeWords} then 0 when ${allInName} then 1 else 3 end`;
  return [sql`${tier} asc`, sql`(${nameHitsOf(inName)}) desc`];
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
 * page, so the next step is "this condition, minus the products already found". Inside tiers 0–2
 * every word is in the name, so products tie on the name's word count and best sellers decide —
 * an order an index on (company, sales) walks and stops after a page, however common the word.
 * Only the last tier (found in other fields) with several words orders by that count first.
 */
export function keywordTierSteps(plan: KeywordPlan): KeywordTierStep[] {
  if (!plan.tokens.length) return [];
  const anyFuzzy = plan.tokens.some(isFuzzy);
  const { allInName, wholeWords, inName } = nameTiers(plan);
  const rest: KeywordTierStep = {
    upTo: undefined,
    order: inName.length > 1 ? [sql`(${nameHitsOf(inName)}) desc`] : [],
  };
  // Fuzzy words match the name only: when every word is fuzzy, every match is in tier 2.
  if (plan.tokens.every(isFuzzy)) return [{ upTo: allInName, order: [] }];
  if (anyFuzzy) return [{ upTo: allInName, order: [] }, rest];
  return [{ upTo: wholeWords, order: [] }, { upTo: allInName, order: [] }, rest];
}
