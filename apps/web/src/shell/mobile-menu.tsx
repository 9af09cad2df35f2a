"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { ModalDialog } from "@/components/ui/modal-dialog.tsx";
import { useModalDialog } from "@/components/ui/use-modal-dialog.ts";
import type { CategoryLink } from "@/features/directory/category-links.ts";
import { CategoryTreeLinks } from "@/features/directory/components/category-tree-links.tsx";
import { Link } from "@/i18n/navigation.tsx";
import { mainMenu } from "./main-menu.ts";

/**
 * The phone menu: a 280px panel from the start side with Menu and Categories tabs. A modal dialog
 * keeps focus inside; Escape, the close button or a tap outside closes it.
 */
export function MobileMenu({ categories }: { categories: CategoryLink[] }) {
  const t = useTranslations("Header");
  const [tab, setTab] = useState<"menu" | "categories">("menu");
  // Drawn when opened: every page carries the button and an empty dialog, not a hidden menu.
  const dialog = useModalDialog();
  const { close } = dialog;
  return (
    <>
      <button
        type="button"
        onClick={dialog.show}
        aria-label={t("openMenu")}
        className="rounded-md p-2 hover:bg-white/10 lg:hidden"
        data-testid="open-mobile-menu"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="currentColor">
          <path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
        </svg>
      </button>
      <ModalDialog
        controls={dialog}
        title={t("mainMenu")}
        titleAs="label"
        closeLabel={t("closeMenu")}
        testId="mobile-menu"
        className="m-0 h-dvh max-h-none w-[280px] max-w-none bg-white p-0 text-ink backdrop:bg-black/50 open:animate-[slide-in_200ms_ease-out] ms-0"
        style={{ insetInlineStart: 0, insetInlineEnd: "auto" }}
        headerClassName="flex items-center justify-between border-b border-gray-200 p-3"
        headerStart={
          <div role="tablist" aria-label={t("mainMenu")} className="flex gap-1">
            {(["menu", "categories"] as const).map((key) => (
              <button
                key={key}
                type="button"
                role="tab"
                id={`mobile-tab-${key}`}
                aria-selected={tab === key}
                aria-controls={`mobile-panel-${key}`}
                onClick={() => setTab(key)}
                className="rounded-md px-3 py-1.5 text-sm font-semibold text-muted aria-selected:bg-brand-700 aria-selected:text-white"
              >
                {t(key === "menu" ? "menuTab" : "categoriesTab")}
              </button>
            ))}
          </div>
        }
      >
        <div
          id="mobile-panel-menu"
          role="tabpanel"
          aria-labelledby="mobile-tab-menu"
          hidden={tab !== "menu"}
        >
          <ul className="flex flex-col p-2">
            {mainMenu.map((item) => (
              <li key={item.key}>
                <Link
                  href={item.href}
                  onClick={close}
                  className="block rounded-md px-3 py-2.5 font-medium hover:bg-brand-50"
                >
                  {t(item.key)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div
          id="mobile-panel-categories"
          role="tabpanel"
          aria-labelledby="mobile-tab-categories"
          hidden={tab !== "categories"}
        >
          <CategoryTreeLinks
            categories={categories}
            onNavigate={close}
            classes={{
              list: "flex flex-col p-2",
              root: "block rounded-md px-3 py-2 font-semibold hover:bg-brand-50",
              children: "ps-4",
              child: "block rounded-md px-3 py-1.5 text-sm text-muted hover:bg-brand-50",
            }}
          />
        </div>
      </ModalDialog>
    </>
  );
}
