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
  // The best-selling match, not `exists`: for a word the planner thinks common, `exists` scans the
  // table in storage order until the first match, which can be far; best-seller order walks the
  // index that the ranking reads next anyway, where a common word's first match comes early.
  const checks = words.map(
    (word, index) =>
      sql`(select ${products.id} from ${products} where ${and(
        eq(products.companyId, companyId),
        exactMatch(products.searchText, word),
      )} order by ${products.salesCount} desc nulls last, ${products.id} limit 1) is not null as ${sql.identifier(`t${index}`)}`,
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
  const anyFuzzy = plan.tokens.some((token) => token.fuzzy);
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
  const anyFuzzy = plan.tokens.some((token) => token.fuzzy);
  const { allInName, wholeWords, inName } = nameTiers(plan);
  const rest: KeywordTierStep = {
    upTo: undefined,
    order: inName.length > 1 ? [sql`(${nameHitsOf(inName)}) desc`] : [],
  };
  // Fuzzy words match the name only: when every word is fuzzy, every match is in tier 2.
  if (plan.tokens.every((token) => token.fuzzy)) return [{ upTo: allInName, order: [] }];
  if (anyFuzzy) return [{ upTo: allInName, order: [] }, rest];
  return [{ upTo: wholeWords, order: [] }, { upTo: allInName, order: [] }, rest];
}
