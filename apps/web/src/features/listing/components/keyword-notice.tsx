import type { KeywordAnswer } from "@souq/contract/catalog";
import type { Locale } from "@souq/contract/locale";
import { useTranslations } from "next-intl";
import { typedWords, understoodText } from "@/components/catalog/understood-parts.ts";
import { CloseIcon } from "@/components/ui/icons.tsx";
import { type ShopQuery, shopHref, withChanges } from "@/features/listing/shop-query.ts";
import { Link } from "@/i18n/navigation.tsx";

/**
 * What the search made of the keyword (ADR 0054), above the results: which words matched nothing
 * ("No results for “dress”; showing matches for “red”"), or that no product holds every word;
 * and what it understood besides product words (a colour, a size, a price bound, cheapest
 * first…) as chips, each a link to the same listing without those words.
 */
export function KeywordNotice({
  query,
  basePath,
  locale,
  partial,
  answer,
}: {
  query: ShopQuery;
  basePath: string;
  locale: Locale;
  partial: boolean;
  answer: KeywordAnswer;
}) {
  const t = useTranslations("Shop");
  const search = useTranslations("Search");
  const understood = useTranslations("Search.understood");
  const notice =
    answer.unmatched.length && answer.matched.length
      ? search("unmatched", {
          unmatched: typedWords(answer.unmatched),
          matched: typedWords(answer.matched),
        })
      : partial
        ? t("partialMatch", { keyword: query.keyword ?? "" })
        : null;
  return (
    <>
      {notice && (
        <p
          className="mb-4 rounded-lg bg-amber-50 px-4 py-2 text-sm text-amber-900"
          data-testid="partial-match"
        >
          {notice}
        </p>
      )}
      {answer.understood.length > 0 && (
        <ul
          className="mb-4 flex flex-wrap items-center gap-2"
          aria-label={understood("label")}
          data-testid="understood"
        >
          {answer.understood.map((part) => (
            <li key={`${part.kind}-${part.words}`}>
              <Link
                href={shopHref(
                  basePath,
                  withChanges(query, { keyword: part.without || undefined }),
                )}
                className="inline-flex items-center gap-1.5 rounded-full border border-brand-100 bg-white px-3 py-1 text-sm text-brand-800 hover:bg-brand-50"
                data-testid="understood-chip"
              >
                <span>{understoodText(part, understood, locale)}</span>
                <CloseIcon className="h-3.5 w-3.5" />
                <span className="sr-only">{understood("remove", { words: part.words })}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
