"use client";

import type { ProductSummary } from "@souq/contract/catalog";
import type { Locale } from "@souq/contract/locale";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";

// The dialog's contents (pictures, options, buttons) load on the first open, so a listing of
// many cards ships only their buttons.
const QuickViewContent = dynamic(() =>
  import("./quick-view-content.tsx").then((module) => module.QuickViewContent),
);

interface QuickViewButtonProps {
  product: ProductSummary;
  locale: Locale;
  /** Placement within the card; the button is a 36px round icon. */
  className?: string;
}

/**
 * A card's "Quick view": a modal dialog with the product's pictures, rating, price, stock and
 * options, built from the card's own data (no extra call). A native modal dialog keeps focus
 * inside; Escape, the close button or a click on the backdrop closes it, and focus goes back to
 * the button. Up to 575px wide from 768px; a sheet from the bottom on phones.
 */
export function QuickViewButton({ product, locale, className }: QuickViewButtonProps) {
  const t = useTranslations("QuickView");
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const close = () => dialog.current?.close();
  return (
    <>
      <button
        ref={button}
        type="button"
        onClick={() => {
          setOpen(true);
          dialog.current?.showModal();
        }}
        aria-label={t("open")}
        aria-haspopup="dialog"
        title={t("open")}
        className={
          className ??
          "relative z-10 flex h-9 w-9 items-center justify-center rounded-full bg-white text-ink shadow-md hover:bg-brand-700 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        }
        data-testid="quick-view-button"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-5 w-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
          <circle cx="12" cy="12" r="3" />
        </svg>
      </button>
      <dialog
        ref={dialog}
        aria-modal="true"
        aria-labelledby={titleId}
        onClose={() => {
          setOpen(false);
          button.current?.focus();
        }}
        onClick={(event) => {
          if (event.target === dialog.current) close();
        }}
        onKeyDown={() => {}}
        className="m-0 mt-auto max-h-[92dvh] w-full max-w-none overflow-y-auto rounded-t-2xl bg-white p-0 text-start text-ink backdrop:bg-black/50 md:m-auto md:max-h-[calc(100dvh-2rem)] md:w-[calc(100%-2rem)] md:max-w-[575px] md:rounded-2xl"
        data-testid="quick-view"
      >
        {open && (
          <QuickViewContent product={product} locale={locale} titleId={titleId} onClose={close} />
        )}
      </dialog>
    </>
  );
}
