import { foldToken, searchTokens } from "@souq/contract/search-text";

export interface SearchSource {
  /** The product's names, in both languages. */
  names: string[];
  descriptions: string[];
  /** Its category and the categories above it, both languages. */
  categoryNames: string[];
  vendorNames: string[];
  /** Colour names of its variants, both languages. */
  colourNames: string[];
}

export interface SearchDocument {
  searchName: string;
  searchText: string;
  searchHead: string;
}

/**
 * Words in the form the search compares: each word once, normalised, folded (phones → phone,
 * السماعات → سماعه) and, when folding changed it, also as written, so the word being typed still
 * matches as a prefix of the full form (accessori… → accessories). Between single spaces with one
 * at each end, so `% word %` matches whole words and `% wor%` prefixes.
 */
export function searchWordsOf(texts: string[]): string {
  const words = new Set<string>();
  for (const text of texts) {
    for (const token of searchTokens(text)) {
      words.add(foldToken(token));
      words.add(token);
    }
  }
  return words.size ? ` ${[...words].join(" ")} ` : "";
}

const arabicLetter = /\p{Script=Arabic}/u;
/** Where an English name's description of the product ends and its extras begin. */
const englishNameTail = /,|\(|:| with | for | - /i;

/**
 * The word that says what the product is, in one name: Arabic names start with it (حقيبة ظهر سهم
 * للحاسوب → حقيبة), English ones end with it before any extras ("Sahm Commuter Laptop Backpack"
 * → backpack, "Noor Smart LED Bulbs, Pack of 4" → bulbs). Words of two letters or fewer and words
 * with digits (units, sizes, model numbers) are passed over.
 */
export function headWordOf(name: string): string | undefined {
  const words = (text: string) =>
    searchTokens(text).filter((word) => [...word].length > 2 && !/\p{N}/u.test(word));
  const firstWord = searchTokens(name).find((word) => /\p{L}/u.test(word)) ?? "";
  if (arabicLetter.test(firstWord)) return words(name)[0];
  const described = name.split(englishNameTail)[0] ?? name;
  return words(described).at(-1) ?? words(name).at(-1);
}

/** The head words of the names, in the form the search compares (see searchWordsOf). */
export function searchHeadOf(names: string[]): string {
  return searchWordsOf(names.map((name) => headWordOf(name) ?? ""));
}

/** The search columns of a product; the one function that writes them. */
export function searchDocumentOf(source: SearchSource): SearchDocument {
  return {
    searchHead: searchHeadOf(source.names),
    searchName: searchWordsOf(source.names),
    searchText: searchWordsOf([
      ...source.names,
      ...source.categoryNames,
      ...source.vendorNames,
      ...source.colourNames,
      ...source.descriptions,
    ]),
  };
}
