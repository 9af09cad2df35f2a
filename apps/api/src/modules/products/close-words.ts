import { typoSlips } from "@souq/contract/search-text";

/** A word of the catalog that resembles a typed one, with how many products' names hold it. */
export interface Candidate {
  word: string;
  named: number;
  /** Products whose head word it is, when known. */
  headed?: number;
}

/**
 * The candidates within the slips allowed for the typed word (in any of its forms: folded, as
 * written), closest first, then the commonest in names; the trigram index finds candidates, this
 * decides which are typos of the word. `strict` when nothing else in the keyword supports it: only
 * likely slips (see typoSlips).
 */
export function closeWords<C extends Candidate>(
  forms: string[],
  prefix: boolean,
  candidates: C[],
  limit: number,
  strict = false,
): C[] {
  return candidates
    .flatMap((candidate) => {
      const slips = typoSlips(forms, candidate.word, prefix, strict);
      return slips === undefined ? [] : [{ candidate, slips }];
    })
    .sort(
      (a, b) =>
        a.slips - b.slips ||
        b.candidate.named - a.candidate.named ||
        (a.candidate.word < b.candidate.word ? -1 : 1),
    )
    .slice(0, limit)
    .map(({ candidate }) => candidate);
}
