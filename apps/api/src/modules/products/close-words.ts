import { typoSlips } from "@souq/contract/search-text";

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
  return candidates
    .flatMap((candidate) => {
      const slips = typoSlips(forms, candidate.word, prefix);
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
