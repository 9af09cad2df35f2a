/**
 * Edit distance with adjacent transpositions (optimal string alignment), by code point: the
 * number of letters typed wrong, missed, added or swapped ("spekaer" → "speaker" is 1).
 */
export function editDistance(a: string, b: string): number {
  const left = [...a];
  const right = [...b];
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: right.length + 1 }, (_, index) => index);
  for (let i = 1; i <= left.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= right.length; j += 1) {
      const cost = left[i - 1] === right[j - 1] ? 0 : 1;
      let best = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && left[i - 1] === right[j - 2] && left[i - 2] === right[j - 1]) {
        best = Math.min(best, (beforePrevious[j - 2] ?? 0) + 1);
      }
      current.push(best);
    }
    beforePrevious = previous;
    previous = current;
  }
  return previous[right.length] ?? 0;
}

/** Typing slips allowed in a word of this many letters: one up to five, two from six. */
export function allowedSlips(length: number): number {
  return length >= 6 ? 2 : 1;
}

/** Shorter half-typed words are too ambiguous to compare with the start of longer words. */
const minPrefixLength = 6;

/**
 * How far a typed word is from a word of the catalog: for the word still being typed (six letters
 * or more), from the catalog word's start of about the same length too ("hedpho" is 1 from
 * "headpho…").
 */
export function slipsBetween(typed: string, word: string, prefix: boolean): number {
  let best = editDistance(typed, word);
  const length = [...typed].length;
  if (!prefix || length < minPrefixLength) return best;
  const letters = [...word];
  for (const size of [length - 1, length, length + 1]) {
    if (size > 0 && size < letters.length) {
      best = Math.min(best, editDistance(typed, letters.slice(0, size).join("")));
    }
  }
  return best;
}

/** A word of the catalog that resembles a typed one, with how many products' names hold it. */
export interface Candidate {
  word: string;
  named: number;
}

/**
 * The candidates within the slips allowed for the typed word (in any of its forms: folded, as
 * written), closest first, then the commonest in names; the trigram index finds candidates, this
 * decides which are typos of the word.
 */
export function closeWords(
  forms: string[],
  prefix: boolean,
  candidates: Candidate[],
  limit: number,
): Candidate[] {
  const allowed = allowedSlips(Math.min(...forms.map((form) => [...form].length)));
  return candidates
    .map((candidate) => ({
      candidate,
      slips: Math.min(...forms.map((form) => slipsBetween(form, candidate.word, prefix))),
    }))
    .filter(({ slips }) => slips <= allowed)
    .sort(
      (a, b) =>
        a.slips - b.slips ||
        b.candidate.named - a.candidate.named ||
        (a.candidate.word < b.candidate.word ? -1 : 1),
    )
    .slice(0, limit)
    .map(({ candidate }) => candidate);
}
