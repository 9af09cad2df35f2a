import { foldToken, searchTokens } from "@souq/contract/search-text";
import { attributeTokensOf, modelParts, separatedNumbersIn } from "./search-understanding.ts";

export interface SearchSource {
  /** The product's names, in both languages. */
  names: string[];
  descriptions: string[];
  /** Its category and the categories above it, both languages. */
  categoryNames: string[];
  vendorNames: string[];
  /** Colour names of its variants, both languages. */
  colourNames: string[];
  /** Size labels of its variants, both languages ("M", "42", "256 GB"). */
  sizeNames?: string[];
  /** Its specifications' values, both languages ("1.7 litres", "100% cotton"). */
  specValues?: string[];
  /** Its vendor's descriptions, both languages: only who the vendor sells for is read from them. */
  vendorDescriptions?: string[];
}

export interface SearchDocument {
  searchName: string;
  searchText: string;
  searchHead: string;
  searchTitle: string;
}

/**
 * Words in the form the search compares: each word once, normalised, folded (phones → phone,
 * السماعات → سماعه) and, when folding changed it, also as written, so the word being typed still
 * matches as a prefix of the full form (accessori… → accessories). Model numbers also in the
 * parts or joined forms shoppers type, numbers with a separator as one word (5.1, 5000), and the
 * `extra` words given (attribute tokens). Between single spaces with one at each end, so
 * `% word %` matches whole words and `% wor%` prefixes.
 */
export function searchWordsOf(texts: string[], extra: string[] = []): string {
  const words = new Set<string>();
  for (const text of texts) {
    const tokens = searchTokens(text);
    tokens.forEach((token, index) => {
      words.add(foldToken(token));
      words.add(token);
      // Model numbers as shoppers type them: "A7Plus" also as a7 and plus; "X 12" also as x12.
      if (/[0-9]/.test(token) && /\p{L}/u.test(token)) {
        for (const part of modelParts(token)) words.add(part);
      }
      const next = tokens[index + 1];
      if (/^[a-z]{1,2}$/.test(token) && next && /^[0-9]+$/.test(next)) words.add(token + next);
    });
    for (const number of separatedNumbersIn(text)) words.add(number);
  }
  for (const token of extra) words.add(token);
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

/**
 * The search columns of a product; the one function that writes them. The search text also holds
 * the product's attribute tokens (search-understanding.ts: colours, sizes, measures, materials,
 * who it is for), which only an understood keyword matches.
 */
export function searchDocumentOf(source: SearchSource): SearchDocument {
  const attributes = attributeTokensOf({
    ...source,
    sizeNames: source.sizeNames ?? [],
    specValues: source.specValues ?? [],
    vendorDescriptions: source.vendorDescriptions ?? [],
  });
  return {
    searchHead: searchHeadOf(source.names),
    searchName: searchWordsOf(source.names),
    searchText: searchWordsOf(
      [
        ...source.names,
        ...source.categoryNames,
        ...source.vendorNames,
        ...source.colourNames,
        ...(source.sizeNames ?? []),
        ...(source.specValues ?? []),
        ...source.descriptions,
      ],
      attributes,
    ),
    searchTitle: searchWordsOf(
      [...source.names, ...source.categoryNames, ...source.vendorNames, ...source.colourNames],
      attributes,
    ),
  };
}
