"use client";

import { useTranslations } from "next-intl";
import { CountBadge } from "@/components/ui/count-badge.tsx";
import { Dropdown } from "@/components/ui/dropdown.tsx";
import { CloseIcon, CompareListIcon } from "@/components/ui/icons.tsx";
import { useCompare } from "@/features/compare/use-compare.ts";
import { Link } from "@/i18n/navigation.tsx";
import { pageHref } from "@/lib/routing/pages.ts";

/** The compare list (kept in the browser only): remove one, clear all, or a note when empty. */
export function CompareDropdown() {
  const t = useTranslations("Header");
  const tCompare = useTranslations("Compare");
  const { list: products, remove, clear } = useCompare();
  return (
    <Dropdown
      testId="compare-dropdown"
      panelClassName="w-[300px] max-w-[calc(100vw-1rem)] p-3"
      trigger={
        <>
          <span className="sr-only">{t("compare")}</span>
          <CompareListIcon />
          <CountBadge count={products.length} testId="compare-count" />
        </>
      }
    >
      {(close) =>
        products.length === 0 ? (
          <p className="p-2 text-center text-sm text-muted" data-testid="compare-empty">
            {t("compareEmpty")}
          </p>
        ) : (
          <>
            <ul className="flex flex-col gap-2">
              {products.map((product) => (
                <li key={product.id} className="flex items-center gap-2">
                  <button
                    type="button"
                    aria-label={t("removeFromCompare", { name: product.name })}
                    onClick={() => remove(product.id)}
                    className="rounded p-1 text-muted hover:bg-gray-100 hover:text-sale"
                  >
                    <CloseIcon className="h-4 w-4" />
                  </button>
                  <span className="line-clamp-2 text-sm">{product.name}</span>
                </li>
              ))}
            </ul>
            <Link
              href={pageHref.compare()}
              className="mt-3 block w-full rounded-lg bg-brand-700 px-3 py-2 text-center text-sm font-semibold text-white hover:bg-brand-800"
              onClick={close}
              data-testid="compare-open"
            >
              {tCompare("open", { count: products.length })}
            </Link>
            <button
              type="button"
              onClick={clear}
              className="mt-2 w-full rounded-lg border border-gray-300 px-3 py-2 text-sm font-semibold hover:bg-gray-50"
            >
              {t("clearAll")}
            </button>
          </>
        )
      }
    </Dropdown>
  );
}
