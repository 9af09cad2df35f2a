"use client";

import { useTranslations } from "next-intl";
import { ModalDialog } from "@/components/ui/modal-dialog.tsx";
import { useModalDialog } from "@/components/ui/use-modal-dialog.ts";

/**
 * On phones and tablets the filters open in a drawer from the start side: 350px wide, 270px on
 * screens under 380px. It is a modal dialog, so focus stays inside until it closes, and it stays
 * open while the shopper ticks one choice after another.
 */
export function FilterDrawer({ children, count }: { children: React.ReactNode; count: number }) {
  const t = useTranslations("Shop");
  // Each choice is a new address (a new page); the drawer stays open from one to the next.
  const dialog = useModalDialog("filters");
  return (
    <>
      <button
        type="button"
        onClick={dialog.show}
        data-testid="open-filters"
        className="inline-flex items-center gap-2 rounded-lg border border-gray-300 bg-white px-3 py-1.5 text-sm font-semibold lg:hidden"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
          <path d="M3 5h14v2H3zm3 4h8v2H6zm2 4h4v2H8z" />
        </svg>
        {t("filters.open")}
        {count > 0 && (
          <span className="rounded-full bg-brand-700 px-1.5 text-xs text-white">
            <span className="sr-only">{t("filters.chosen")} </span>
            {count}
          </span>
        )}
      </button>
      <ModalDialog
        controls={dialog}
        title={t("filters.title")}
        closeLabel={t("filters.done")}
        closeText={t("filters.done")}
        testId="filter-drawer"
        className="m-0 h-dvh max-h-none w-[350px] max-w-none bg-white p-0 text-ink backdrop:bg-black/50 max-[379px]:w-[270px]"
        style={{ insetInlineStart: 0, insetInlineEnd: "auto" }}
        headerClassName="sticky top-0 z-10 flex items-center justify-between border-b border-gray-200 bg-white p-3"
        titleClassName="font-bold"
      >
        <div className="px-4 pb-6">{children}</div>
      </ModalDialog>
    </>
  );
}
