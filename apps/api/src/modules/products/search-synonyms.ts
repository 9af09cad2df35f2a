import { foldToken, searchTokens } from "@souq/contract/search-text";
import type { Database } from "../../db/client.ts";
import { selectCompanySlug } from "../companies/public.ts";
import table from "./search-synonyms.json";

/** One way to say a thing: its words, folded as the index holds them (all must match). */
export type Phrase = string[];

/** The synonym groups of one marketplace, looked up by a phrase's words (see `phraseKey`). */
export interface SynonymTable {
  /** Every group holding the phrase, by its key. */
  groupsOf: Map<string, Phrase[][]>;
  /** The most words of any phrase: how far ahead the query looks for one. */
  longest: number;
}

/** Bounds an operator's edits keep to (search-synonyms.test.ts checks the file). */
export const synonymLimits = { entriesPerGroup: 10, wordsPerEntry: 3 } as const;

export const phraseKey = (words: Phrase): string => words.join(" ");

/** A written entry as the search compares it: its words normalised and folded. */
export function phraseOf(entry: string): Phrase {
  return searchTokens(entry).map(foldToken);
}

interface SynonymFile {
  all: string[][];
  [marketplace: string]: string[][] | string;
}

/** The table for the groups given: every entry's phrase leads to the groups holding it. */
export function synonymTableOf(groups: string[][]): SynonymTable {
  const groupsOf = new Map<string, Phrase[][]>();
  let longest = 1;
  for (const group of groups) {
    const phrases = group.map(phraseOf).filter((phrase) => phrase.length > 0);
    for (const phrase of phrases) {
      longest = Math.max(longest, phrase.length);
      const key = phraseKey(phrase);
      groupsOf.set(key, [...(groupsOf.get(key) ?? []), phrases]);
    }
  }
  return { groupsOf, longest };
}

const file = table as unknown as SynonymFile;
/** The groups of a marketplace: those for all of them, then its own. */
export function synonymGroupsFor(slug: string | undefined): string[][] {
  const own = slug && slug !== "all" && Array.isArray(file[slug]) ? (file[slug] as string[][]) : [];
  return [...file.all, ...own];
}

const tables = new Map<string, SynonymTable>();
const slugs = new WeakMap<Database, Map<number, Promise<string | undefined>>>();

/** The marketplace's slug, asked once per database and marketplace (slugs do not change). */
function slugOf(db: Database, companyId: number): Promise<string | undefined> {
  let known = slugs.get(db);
  if (!known) {
    known = new Map();
    slugs.set(db, known);
  }
  let slug = known.get(companyId);
  if (!slug) {
    slug = selectCompanySlug(db, companyId);
    known.set(companyId, slug);
  }
  return slug;
}

/** The synonym table of a marketplace (built once per marketplace slug). */
export async function synonymsOf(db: Database, companyId: number): Promise<SynonymTable> {
  const slug = (await slugOf(db, companyId)) ?? "";
  let synonyms = tables.get(slug);
  if (!synonyms) {
    synonyms = synonymTableOf(synonymGroupsFor(slug));
    tables.set(slug, synonyms);
  }
  return synonyms;
}
