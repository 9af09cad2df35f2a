// Scores the relevance fixture (search-relevance.json): shared by its API test and by
// bench/search-relevance.ts, which prints the figures per language and per class.

export interface RelevanceQuery {
  query: string;
  /** mixed: both languages in one query; cross: English in Arabic letters, or the other way. */
  language: "en" | "ar" | "mixed" | "cross";
  /**
   * The class of query (ADR 0054): "general" (words, plurals, typos, synonyms), "attribute" (a
   * colour, size, material or capacity beside a product word), "number" (digits in any script,
   * model numbers), "unspelt" (compounds, loanwords, English in Arabic letters, Arabizi, Gulf and
   * Levantine words), "intent" (category-level and audience words, price intents), "nothing" (a
   * product the catalog does not sell, or nonsense: must find nothing).
   */
  class: RelevanceClass;
  kind: string;
  /** Product slugs that belong in the top 5; none: the query must find nothing at all. */
  expected: string[];
  /** "any": one of them in the top 5 is enough (broad queries with many right answers). */
  match?: "any";
  /** Price intents: every product in the top 5 costs at most this many riyals. */
  maxPrice?: number;
  /** "cheap" intents: the top 5 are in ascending price. */
  ascending?: boolean;
}

export const relevanceClasses = [
  "general",
  "attribute",
  "number",
  "unspelt",
  "intent",
  "nothing",
] as const;
export type RelevanceClass = (typeof relevanceClasses)[number];

export type LanguageGroup = "Arabic" | "English" | "cross-language";
export const languageGroups: LanguageGroup[] = ["Arabic", "English", "cross-language"];
export const groupOf = (entry: RelevanceQuery): LanguageGroup =>
  entry.language === "ar" ? "Arabic" : entry.language === "en" ? "English" : "cross-language";

export const topK = 5;

/** What a query found: the slugs and prices ranked first (up to 10). */
export interface Found {
  slugs: string[];
  prices: number[];
}

export interface Scored {
  entry: RelevanceQuery;
  found: Found;
  recall: number;
  reciprocalRank: number;
  /** Whether the query kept its own promise (price bound, order, finding nothing). */
  kept: boolean;
}

/**
 * Recall@5 of one query: the share of its expected products in the top 5 (1 or 0 with
 * match "any"), 0 when a price intent's bound or order is broken. Reciprocal rank: 1 / the
 * position of the best-placed expected product in the top 10, 0 when none is there.
 */
export function score(entry: RelevanceQuery, found: Found): Scored {
  const top = found.slugs.slice(0, topK);
  const prices = found.prices.slice(0, topK);
  if (!entry.expected.length) {
    const empty = found.slugs.length === 0;
    return { entry, found, recall: Number(empty), reciprocalRank: Number(empty), kept: empty };
  }
  const inBound =
    entry.maxPrice === undefined || prices.every((price) => price <= (entry.maxPrice ?? 0));
  const ordered =
    !entry.ascending ||
    prices.every((price, index) => index === 0 || price >= (prices[index - 1] ?? 0));
  const kept = inBound && ordered;
  const hits = entry.expected.filter((slug) => top.includes(slug)).length;
  const recall = kept
    ? entry.match === "any"
      ? Number(hits > 0)
      : hits / entry.expected.length
    : 0;
  const positions = entry.expected
    .map((slug) => found.slugs.indexOf(slug))
    .filter((position) => position >= 0);
  const reciprocalRank = kept && positions.length ? 1 / (Math.min(...positions) + 1) : 0;
  return { entry, found, recall, reciprocalRank, kept };
}

export const mean = (values: number[]) =>
  values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : 0;

export interface Summary {
  label: string;
  count: number;
  recall: number;
  mrr: number;
  zeroResults: number;
}

/** Recall@5, MRR and the zero-result rate of some scored queries (must-find-nothing ones apart). */
export function summarise(label: string, scored: Scored[]): Summary {
  const finding = scored.filter((result) => result.entry.expected.length > 0);
  return {
    label,
    count: finding.length,
    recall: mean(finding.map((result) => result.recall)),
    mrr: mean(finding.map((result) => result.reciprocalRank)),
    zeroResults: mean(finding.map((result) => Number(result.found.slugs.length === 0))),
  };
}

/** The figures per language and per class, and each class per language, as Markdown tables. */
export function relevanceReport(scored: Scored[]): string {
  const line = (summary: Summary) =>
    `| ${summary.label} | ${summary.count} | ${summary.recall.toFixed(3)} | ${summary.mrr.toFixed(3)} | ${(summary.zeroResults * 100).toFixed(1)}% |`;
  const header =
    "| group | queries | recall@5 | MRR | zero-result rate |\n| --- | ---: | ---: | ---: | ---: |";
  const byLanguage = languageGroups.map((group) =>
    summarise(
      group,
      scored.filter((result) => groupOf(result.entry) === group),
    ),
  );
  const classes = relevanceClasses.filter((name) => name !== "nothing");
  const byClass = classes.map((name) =>
    summarise(
      name,
      scored.filter((result) => result.entry.class === name),
    ),
  );
  const byBoth = classes
    .flatMap((name) =>
      languageGroups.map((group) =>
        summarise(
          `${name}, ${group}`,
          scored.filter((result) => result.entry.class === name && groupOf(result.entry) === group),
        ),
      ),
    )
    .filter((summary) => summary.count > 0);
  const nothing = scored.filter((result) => result.entry.class === "nothing");
  const empty = nothing.filter((result) => result.kept).length;
  return [
    header,
    ...[summarise("all", scored), ...byLanguage].map(line),
    "",
    header,
    ...byClass.map(line),
    "",
    header,
    ...byBoth.map(line),
    "",
    `Must find nothing: ${empty} of ${nothing.length} queries found nothing.`,
  ].join("\n");
}
