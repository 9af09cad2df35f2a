"use client";

import type { ProductSort } from "@souq/contract/catalog-rules";
import { useTranslations } from "next-intl";
import { useId } from "react";
import {
  type ShopQuery,
  shopSearchParams,
  sortsFor,
  withChanges,
} from "@/features/listing/shop-query.ts";
import { useListingNavigation } from "./listing-navigation.tsx";

/** The order of the results; a change is a new address. */
export function SortSelect({ query }: { query: ShopQuery }) {
  const t = useTranslations("Shop");
  const id = useId();
  const { go } = useListingNavigation();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="whitespace-nowrap text-sm text-muted">
        {t("sortBy")}
      </label>
      <select
        id={id}
        name="sort"
        value={query.sort}
        data-testid="sort-select"
        onChange={(event) =>
          go(
            shopSearchParams(
              withChanges(query, { sort: event.target.value as ProductSort }),
            ).toString(),
          )
        }
        className="rounded-lg border border-gray-300 bg-white py-1.5 ps-2 pe-8 text-sm"
      >
        {sortsFor(query.keyword).map((sort) => (
          <option key={sort} value={sort}>
            {t(`sorts.${sort}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
