"use client";

import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { useToast } from "@/components/ui/toaster.tsx";
import {
  type StoredProduct,
  updateStore,
  usePersistedStore,
} from "@/lib/client-store/persisted-store.ts";
import { type AddOutcome, addToCompare, compareLimit, removeFromCompare } from "./compare-list.ts";

/**
 * The compare list and what a shopper does with it, with the spec's notices: added, removed and
 * cleared for 1.5 s; a product already there ('Product has already been in Compare.') or one over
 * the limit for 2 s. The list is the browser's own (the persisted store), shared by every tab.
 */
export function useCompare() {
  const t = useTranslations("Compare");
  const tHeader = useTranslations("Header");
  const toast = useToast();
  const list = usePersistedStore((state) => state.compare);
  const actions = useMemo(
    () => ({
      add(product: StoredProduct): AddOutcome {
        let outcome: AddOutcome = "added";
        updateStore((state) => {
          const result = addToCompare(state.compare, product);
          outcome = result.outcome;
          return outcome === "added" ? { ...state, compare: result.list } : state;
        });
        if (outcome === "added") toast.success(t("added"));
        else if (outcome === "duplicate") toast.error(t("duplicate"));
        else toast.error(t("full", { limit: compareLimit }));
        return outcome;
      },
      remove(id: number) {
        updateStore((state) => ({ ...state, compare: removeFromCompare(state.compare, id) }));
        toast.success(tHeader("compareRemoved"));
      },
      clear() {
        updateStore((state) => ({ ...state, compare: [] }));
        toast.success(tHeader("compareCleared"));
      },
    }),
    [t, tHeader, toast],
  );
  return { list, ...actions };
}
