import { foldToken, searchTokens } from "@souq/contract/search-text";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import { products } from "../../db/schema.ts";

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
   * Matches the name by trigram word similarity, because it matches no word of this marketplace
   * exactly.
   */
  fuzzy: boolean;
}

/** A keyword ready for SQL: its words, and whether any of them had to match fuzzily. */
export interface KeywordPlan {
  tokens: KeywordToken[];
}

/** More words than this are ignored: a suggestion box never needs them, and each costs a scan. */
const maxTokens = 8;
/** Shorter words have too few trigrams to be matched by similarity without noise. */
const minFuzzyLength = 4;
/**
 * Lowest pg_trgm word similarity for a fuzzy word: "hedphones" ~ "headphone" is 0.78, "سماعت" ~
 * "سماعه" 0.67; unrelated words of the same length stay below 0.5. The `<%` operator (0.6 by
 * default) uses the trigram index; this bound is checked on the rows it returns.
 */
const fuzzyThreshold = 0.6;

/** The words of a keyword, normalised and folded exactly as the index is (searchWordsOf). */
export function keywordTokens(keyword: string): Array<Omit<KeywordToken, "fuzzy">> {
  const words = searchTokens(keyword).slice(0, maxTokens);
  return words.map((word, index) => ({
    text: foldToken(word),
    written: word,
    prefix: index === words.length - 1,
  }));
}

/** A LIKE condition on one search column; the index holds each word folded and as written. */
function exactMatch(column: AnyPgColumn, token: Omit<KeywordToken, "fuzzy">): SQL {
  if (!token.prefix) return sql`${column} like ${`% ${escapeLike(token.text)} %`}`;
  const folded = sql`${column} like ${`% ${escapeLike(token.text)}%`}`;
  // phones → phone: the folded prefix covers the written one; accessories → accessory does not.
  if (token.written.startsWith(token.text)) return folded;
  return sql`(${folded} or ${column} like ${`% ${escapeLike(token.written)}%`})`;
}

function tokenMatches(column: AnyPgColumn, token: KeywordToken): SQL {
  if (token.fuzzy) {
    return sql`(${token.text} <% ${column} and word_similarity(${token.text}, ${column}) >= ${fuzzyThreshold})`;
  }
  return exactMatch(column, token);
}

/**
 * Turns a keyword into a plan. A word that matches no word (or, being typed, no word's start) in
 * this marketplace's products is matched fuzzily instead, so "hedphones" or "سماعت" still find
 * something while words that do exist never pull in look-alikes.
 */
export async function planKeyword(
  db: Database,
  companyId: number,
  keyword: string,
): Promise<KeywordPlan> {
  const words = keywordTokens(keyword);
  // Only punctuation ("%", "_"): there is no word to look for, so nothing matches.
  if (!words.length) return { tokens: [] };
  const checks = words.map(
    (word, index) =>
      sql`exists (select 1 from ${products} where ${and(
        eq(products.companyId, companyId),
        exactMatch(products.searchText, word),
      )}) as ${sql.identifier(`t${index}`)}`,
  );
  const result = await db.execute(sql`select ${sql.join(checks, sql`, `)}`);
  const row = (result as unknown as { rows: Array<Record<string, unknown>> }).rows[0] ?? {};
  return {
    tokens: words.map((word, index) => ({
      ...word,
      fuzzy: row[`t${index}`] !== true && word.text.length >= minFuzzyLength,
    })),
  };
}

/**
 * The keyword filter: every word matches the product's search text (names, description, category,
 * vendor, colours); a fuzzy word only the name, whose short text keeps similarity cheap (on the
 * long text it cost seconds at 100,000 products) and which is where a misspelt word is meant.
 */
export function keywordCondition(plan: KeywordPlan): SQL {
  if (!plan.tokens.length) return sql`false`;
  return and(
    ...plan.tokens.map((token) =>
      tokenMatches(token.fuzzy ? products.searchName : products.searchText, token),
    ),
  ) as SQL;
}

/**
 * Relevance, best first: 0 every word is a whole word of the name, 1 every word is in the name
 * (the last as a prefix), 2 every word is in the name with some fuzzily, 3 found in the other
 * fields only; then how many words the name holds.
 */
export function keywordRanking(plan: KeywordPlan): SQL[] {
  if (!plan.tokens.length) return [];
  const anyFuzzy = plan.tokens.some((token) => token.fuzzy);
  const inName = plan.tokens.map((token) => tokenMatches(products.searchName, token));
  const allInName = and(...inName) as SQL;
  const wholeWords = and(
    ...plan.tokens.map((token) => exactMatch(products.searchName, { ...token, prefix: false })),
  ) as SQL;
  const tier = anyFuzzy
    ? sql`case when ${allInName} then 2 else 3 end`
    : sql`case when ${wholeWords} then 0 when ${allInName} then 1 else 3 end`;
  const nameHits = sql.join(
    inName.map((condition) => sql`(case when ${condition} then 1 else 0 end)`),
    sql` + `,
  );
  return [sql`${tier} asc`, sql`(${nameHits}) desc`];
}
