import {
  foldToken,
  normalizeSearchText,
  searchTokens,
  typoSlips,
  withoutJoinedLetter,
} from "@souq/contract/search-text";

/** A run of a product name, marked when it matches a word of the query. */
export interface NamePart {
  /** Where the run starts in the name (a stable key). */
  start: number;
  text: string;
  match: boolean;
}

const letterOrDigit = /[\p{L}\p{N}]/u;
const combiningMark = /^\p{M}$/u;

/**
 * The name as the search compares it, character by character, with where each compared character
 * came from, so a match in the compared text maps back to the characters the shopper sees.
 */
function normalizeWithOrigins(name: string) {
  let text = "";
  const start: number[] = [];
  const end: number[] = [];
  let index = 0;
  for (const char of name) {
    // The normaliser maps each character to at most one, so this reproduces its whole-text result.
    const out = normalizeSearchText(char);
    for (let unit = 0; unit < out.length; unit++) {
      start.push(index);
      end.push(index + char.length);
    }
    text += out;
    index += char.length;
  }
  return { text, start, end };
}

/** Where a token occurs: at the starts of words (as the API matches), else anywhere. */
function occurrencesOf(token: string, text: string): Array<[number, number]> {
  if (!token) return [];
  const all: Array<[number, number]> = [];
  for (let at = text.indexOf(token); at !== -1; at = text.indexOf(token, at + 1))
    all.push([at, at + token.length]);
  const wordStarts = all.filter(([at]) => at === 0 || !letterOrDigit.test(text[at - 1] ?? ""));
  return wordStarts.length ? wordStarts : all;
}

/**
 * The words of the text that a misspelt query word stands for, as the API's typo matching finds
 * them: whole words, folded or not, within the slips allowed ("spekaer" marks "Speaker").
 */
function lookAlikesOf(token: string, prefix: boolean, text: string): Array<[number, number]> {
  const forms = [...new Set([token, foldToken(token)])];
  const found: Array<[number, number]> = [];
  for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const word = match[0];
    const near = [word, foldToken(word)].some(
      (candidate) => typoSlips(forms, candidate, prefix) !== undefined,
    );
    if (near) found.push([match.index, match.index + word.length]);
  }
  return found;
}

/**
 * Splits a product name into marked and plain runs for a query: the query's words are found in
 * the normalised name (so "عجوه" marks "عجوة", "ipho" marks "iPho"), or for a misspelt word the
 * words it stands for, and marked in the original characters, with any diacritics that belong to
 * the last marked letter.
 */
export function highlightMatches(name: string, query: string): NamePart[] {
  const words = searchTokens(query);
  const typing = words.at(-1);
  const tokens = [...new Set(words)].filter(Boolean);
  const { text, start, end } = normalizeWithOrigins(name);
  const ranges = tokens
    .flatMap((token) => {
      const found = occurrencesOf(token, text);
      if (found.length) return found;
      // The API also matches a word's folded form (السماعه → سماعه, watches → watch, الرياضيه →
      // رياضي), the word without a joined letter (وسماعه → سماعه), and a word matching nothing by
      // the words a slip or two away.
      const folded = occurrencesOf(foldToken(token), text);
      if (folded.length) return folded;
      const bare = withoutJoinedLetter(token);
      const unjoined = bare ? occurrencesOf(bare, text) : [];
      return unjoined.length ? unjoined : lookAlikesOf(token, token === typing, text);
    })
    .map(([from, to]): [number, number] => {
      let until = end[to - 1] ?? name.length;
      // A shadda or vowel sign after the last letter belongs to it; the normaliser drops it.
      while (until < name.length && combiningMark.test(name[until] ?? "")) until++;
      return [start[from] ?? 0, until];
    })
    .sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  const parts: NamePart[] = [];
  let at = 0;
  for (const [from, to] of merged) {
    if (from > at) parts.push({ start: at, text: name.slice(at, from), match: false });
    parts.push({ start: from, text: name.slice(from, to), match: true });
    at = to;
  }
  if (at < name.length) parts.push({ start: at, text: name.slice(at), match: false });
  return parts;
}
