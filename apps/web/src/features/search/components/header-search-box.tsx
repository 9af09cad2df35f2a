"use client";

import type { Locale } from "@souq/contract/locale";
import { useLocale, useTranslations } from "next-intl";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { typedWords, understoodText } from "@/components/catalog/understood-parts.ts";
import { CloseIcon } from "@/components/ui/icons.tsx";
import { Price } from "@/components/ui/price.tsx";
import { ResponsivePicture } from "@/components/ui/responsive-picture.tsx";
import { highlightMatches } from "@/features/search/highlight-matches.ts";
import { suggestionKeyword, suggestionRules } from "@/features/search/search-suggestion.ts";
import type {
  SearchSuggestion,
  SuggestionsAnswer,
  suggestionsEndpoint,
} from "@/features/search/suggestions-endpoint.ts";
import { useRouter } from "@/i18n/navigation.tsx";
import { pageHref } from "@/lib/routing/pages.ts";
import { requestStorefront } from "@/lib/storefront-endpoints/request-storefront.ts";
import { storefrontPaths } from "@/lib/storefront-endpoints/storefront-paths.ts";

interface Results extends SuggestionsAnswer {
  keyword: string;
}

/**
 * The header search as an ARIA combobox: a pause of 500 ms after the last keystroke sends one
 * request; a newer request aborts the older, and an answer for a keyword the field no longer holds
 * is dropped. Failures show nothing. The form underneath still submits to the shop page.
 */
export function HeaderSearchBox({ id, action }: { id: string; action: string }) {
  const t = useTranslations("Search");
  const understood = useTranslations("Search.understood");
  const locale = useLocale() as Locale;
  const router = useRouter();
  const root = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pending = useRef<AbortController>(null);
  /** The keyword the field holds now (null below 3 characters) and the one last asked for. */
  const wanted = useRef<string | null>(null);
  const asked = useRef<string | null>(null);
  /** The keyword whose list the shopper closed with Escape: its answer, arriving later, stays closed. */
  const dismissed = useRef<string | null>(null);
  const [results, setResults] = useState<Results | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listboxId = useId();
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  const items = results?.items ?? [];
  const showing = open && results !== null;
  const expanded = showing && items.length > 0;
  // The products, then "see all results".
  const optionCount = items.length + 1;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const clear = () => {
    clearTimeout(timer.current);
    pending.current?.abort();
    pending.current = null;
    asked.current = null;
    setResults(null);
    close();
  };

  const request = async (keyword: string) => {
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    asked.current = keyword;
    try {
      const answer = await requestStorefront<typeof suggestionsEndpoint>(
        storefrontPaths.searchSuggestions,
        { query: { keyword, locale } },
        { signal: controller.signal },
      );
      if (!answer.ok) throw new Error(String(answer.status));
      if (controller.signal.aborted || wanted.current !== keyword) return;
      setResults({ keyword, ...answer.data });
      setActive(-1);
      setOpen(document.activeElement === input.current && dismissed.current !== keyword);
    } catch {
      // Spec section 8: search failures are swallowed; an aborted request is simply superseded.
      if (controller.signal.aborted || wanted.current !== keyword) return;
      asked.current = null;
      setResults(null);
      close();
    } finally {
      if (pending.current === controller) pending.current = null;
    }
  };

  const onInput = (raw: string) => {
    const keyword = suggestionKeyword(raw);
    wanted.current = keyword;
    dismissed.current = null;
    clearTimeout(timer.current);
    if (!keyword) {
      clear();
      return;
    }
    // Only spaces changed: the answer for this keyword is shown or on its way.
    if (keyword === asked.current) {
      if (results?.keyword === keyword) setOpen(true);
      return;
    }
    timer.current = setTimeout(() => void request(keyword), suggestionRules.debounceMs);
  };

  /** Takes an understood part (a colour, a price bound…) out of the keyword and asks again. */
  const removeUnderstood = (without: string) => {
    if (!input.current) return;
    input.current.value = without;
    input.current.focus();
    onInput(without);
  };

  const choose = (index: number) => {
    const item = items[index];
    close();
    if (item) router.push(pageHref.product({ id: item.id }));
    else form.current?.requestSubmit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        if (!results?.items.length) return;
        event.preventDefault();
        const down = event.key === "ArrowDown";
        if (!showing) {
          setOpen(true);
          setActive(down ? 0 : optionCount - 1);
          return;
        }
        setActive((current) =>
          down ? (current + 1) % optionCount : current <= 0 ? optionCount - 1 : current - 1,
        );
        return;
      }
      case "Enter":
        // On a product: its page. On "see all" or no choice: the form's own submit to the shop.
        if (expanded && active >= 0 && active < items.length) {
          event.preventDefault();
          choose(active);
        }
        return;
      case "Escape":
        // The first Escape closes the list, a second one empties the field.
        event.preventDefault();
        if (showing || (wanted.current && dismissed.current !== wanted.current)) {
          dismissed.current = wanted.current;
          close();
        } else if (input.current) {
          input.current.value = "";
          wanted.current = null;
          clear();
        }
        return;
      default:
    }
  };

  // A click outside closes the list; so does focus moving outside (Tab).
  useEffect(() => {
    if (!showing) return;
    const element = root.current;
    const dismiss = () => {
      setOpen(false);
      setActive(-1);
    };
    const onPointer = (event: PointerEvent) => {
      if (!element?.contains(event.target as Node)) dismiss();
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !element?.contains(next)) dismiss();
    };
    document.addEventListener("pointerdown", onPointer);
    element?.addEventListener("focusout", onFocusOut);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      element?.removeEventListener("focusout", onFocusOut);
    };
  }, [showing]);

  // The chosen option stays in view when the list scrolls.
  useEffect(() => {
    if (active >= 0)
      document
        .getElementById(`${listboxId}-option-${active}`)
        ?.scrollIntoView({ block: "nearest" });
  }, [active, listboxId]);

  useEffect(() => {
    // Says the suggestions are running (the form alone works before this).
    root.current?.setAttribute("data-live", "true");
    return () => {
      clearTimeout(timer.current);
      pending.current?.abort();
    };
  }, []);

  const currency = useTranslations("Common")("currency");
  return (
    <search className="block w-full min-w-0">
      <div ref={root} className="relative w-full min-w-0">
        <form
          ref={form}
          action={action}
          method="get"
          className="flex w-full min-w-0"
          data-testid={`search-${id}`}
        >
          <label htmlFor={`search-${id}`} className="sr-only">
            {t("label")}
          </label>
          <input
            ref={input}
            id={`search-${id}`}
            name="keyword"
            type="search"
            required
            maxLength={200}
            autoComplete="off"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            placeholder={t("placeholder")}
            onChange={(event) => onInput(event.currentTarget.value)}
            onFocus={() => {
              if (results && results.keyword === wanted.current) setOpen(true);
            }}
            onKeyDown={onKeyDown}
            className="min-w-0 flex-1 rounded-s-lg border-0 bg-white px-3 py-2 text-ink placeholder:text-gray-500 focus:outline-2 focus:outline-accent-500"
          />
          <button
            type="submit"
            className="rounded-e-lg bg-accent-500 px-3 text-ink hover:bg-accent-600 hover:text-white"
            aria-label={t("submit")}
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
              <path d="M8.5 3a5.5 5.5 0 0 1 4.4 8.8l3.6 3.6-1.1 1.1-3.6-3.6A5.5 5.5 0 1 1 8.5 3zm0 1.5a4 4 0 1 0 0 8 4 4 0 0 0 0-8z" />
            </svg>
          </button>
        </form>
        <div
          hidden={!showing}
          className="absolute inset-x-0 top-full z-50 mt-1 overflow-hidden rounded-xl border border-gray-200 bg-white text-ink shadow-xl"
          data-testid={`search-suggestions-${id}`}
        >
          {showing && items.length === 0 && (
            <p className="px-4 py-3 text-sm text-muted">
              {t("noResults", { keyword: results.keyword })}
            </p>
          )}
          {expanded && results.unmatched.length > 0 && results.matched.length > 0 && (
            <p
              className="border-b border-gray-100 bg-amber-50 px-4 py-2 text-sm text-amber-900"
              data-testid="search-unmatched"
            >
              {t("unmatched", {
                unmatched: typedWords(results.unmatched),
                matched: typedWords(results.matched),
              })}
            </p>
          )}
          {expanded && results.understood.length > 0 && (
            <ul
              className="flex flex-wrap gap-2 border-b border-gray-100 px-3 py-2"
              aria-label={understood("label")}
              data-testid="search-understood"
            >
              {results.understood.map((part) => (
                <li key={`${part.kind}-${part.words}`}>
                  <button
                    type="button"
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => removeUnderstood(part.without)}
                    className="inline-flex items-center gap-1.5 rounded-full border border-brand-100 bg-white px-3 py-1 text-sm text-brand-800 hover:bg-brand-50"
                    data-testid="search-understood-chip"
                  >
                    <span>{understoodText(part, understood, locale)}</span>
                    <CloseIcon className="h-3.5 w-3.5" />
                    <span className="sr-only">{understood("remove", { words: part.words })}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div
            role="listbox"
            id={listboxId}
            aria-label={t("suggestions")}
            hidden={!expanded}
            className="max-h-[min(28rem,calc(100dvh-9rem))] overflow-y-auto overscroll-contain py-1"
          >
            {expanded &&
              items.map((item, index) => (
                // biome-ignore lint/a11y/useKeyWithClickEvents: the field handles the keys
                <div
                  key={item.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  tabIndex={-1}
                  // Keys reach options through the field (aria-activedescendant), which keeps focus.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(index)}
                  className="flex cursor-pointer items-center gap-3 px-3 py-2 hover:bg-gray-50 aria-selected:bg-brand-50"
                  data-testid="search-suggestion"
                >
                  {item.picture ? (
                    <ResponsivePicture
                      picture={item.picture}
                      alt=""
                      sizes="48px"
                      priority
                      className="h-12 w-12 shrink-0 rounded-md bg-gray-100 object-cover"
                    />
                  ) : (
                    <span className="h-12 w-12 shrink-0 rounded-md bg-gray-100" />
                  )}
                  <span className="min-w-0 flex-1">
                    <span className="line-clamp-2 text-sm" data-testid="search-suggestion-name">
                      {highlightMatches(item.name, results.keyword).map((part) =>
                        part.match ? (
                          <mark
                            key={part.start}
                            className="rounded-sm bg-accent-500/25 font-semibold text-ink"
                          >
                            {part.text}
                          </mark>
                        ) : (
                          <span key={part.start}>{part.text}</span>
                        ),
                      )}
                    </span>
                    <SuggestionPrice item={item} locale={locale} currency={currency} />
                  </span>
                </div>
              ))}
            {expanded && (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the field handles the keys
              <div
                id={optionId(items.length)}
                role="option"
                aria-selected={active === items.length}
                tabIndex={-1}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(items.length)}
                className="mt-1 flex cursor-pointer items-center gap-2 border-t border-gray-100 px-3 pb-2 pt-3 text-sm font-semibold text-brand-700 hover:bg-gray-50 aria-selected:bg-brand-50"
                data-testid="search-see-all"
              >
                <svg
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  className="h-4 w-4 shrink-0"
                  fill="currentColor"
                >
                  <path d="M8.5 3a5.5 5.5 0 0 1 4.4 8.8l3.6 3.6-1.1 1.1-3.6-3.6A5.5 5.5 0 1 1 8.5 3zm0 1.5a4 4 0 1 0 0 8 4 4 0 0 0 0-8z" />
                </svg>
                <span className="min-w-0 truncate">
                  {t("seeAll", { keyword: results.keyword })}
                </span>
              </div>
            )}
          </div>
        </div>
        <p role="status" className="sr-only">
          {showing ? t("resultCount", { count: items.length }) : ""}
        </p>
      </div>
    </search>
  );
}

/** The price, the sale price beside the one it replaces, or the lowest to the highest. */
function SuggestionPrice({
  item,
  locale,
  currency,
}: {
  item: SearchSuggestion;
  locale: Locale;
  currency: string;
}) {
  const t = useTranslations("Search");
  if (item.sale)
    return (
      <span className="mt-0.5 flex flex-wrap items-baseline gap-x-2 text-sm">
        <span className="sr-only">{t("salePrice")}</span>
        <Price
          amount={item.min}
          locale={locale}
          currencyLabel={currency}
          className="font-semibold text-sale"
        />
        <del className="text-xs text-muted">
          <span className="sr-only">{t("oldPrice")} </span>
          <Price amount={item.max} locale={locale} currencyLabel={currency} />
        </del>
      </span>
    );
  if (item.min < item.max)
    return (
      <span className="mt-0.5 flex flex-wrap items-baseline gap-x-1 text-sm font-semibold">
        <span className="sr-only">{t("priceFrom")}</span>
        <Price amount={item.min} locale={locale} currencyLabel={currency} />
        <span aria-hidden="true">–</span>
        <span className="sr-only">{t("priceTo")}</span>
        <Price amount={item.max} locale={locale} currencyLabel={currency} />
      </span>
    );
  return (
    <span className="mt-0.5 flex text-sm font-semibold">
      <span className="sr-only">{t("price")}</span>
      <Price amount={item.min} locale={locale} currencyLabel={currency} />
    </span>
  );
}
