"use client";

import { useTranslations } from "next-intl";
import { Dropdown } from "@/components/ui/dropdown.tsx";
import type { CategoryLink } from "@/features/directory/category-links.ts";
import { CategoryTreeLinks } from "./category-tree-links.tsx";

/** Every category, sending to the shop listing of that category. */
export function CategoryMenu({ categories }: { categories: CategoryLink[] }) {
  const t = useTranslations("Header");
  return (
    <Dropdown
      label={t("allCategories")}
      testId="category-menu"
      panelClassName="start-0 end-auto w-[min(40rem,calc(100vw-2rem))] p-4"
      trigger={
        <>
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
            <path d="M3 5h14v1.6H3zm0 4.2h14v1.6H3zm0 4.2h14V15H3z" />
          </svg>
          <span className="text-sm font-semibold">{t("allCategories")}</span>
        </>
      }
    >
      {(close) =>
        categories.length === 0 ? (
          <p className="text-sm text-muted">{t("noCategories")}</p>
        ) : (
          <CategoryTreeLinks
            categories={categories}
            onNavigate={close}
            classes={{
              list: "grid gap-4 sm:grid-cols-3",
              root: "font-semibold text-brand-800 hover:underline",
              children: "mt-1 flex flex-col gap-1",
              child: "text-sm text-muted hover:text-ink hover:underline",
            }}
          />
        )
      }
    </Dropdown>
  );
}
