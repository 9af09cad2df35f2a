"use client";

import type { ProductSummary } from "@souq/contract/catalog";
import type { Locale } from "@souq/contract/locale-codes";
import dynamic from "next/dynamic";
import type { AbstractIntlMessages } from "next-intl";
import { useLocale, useTranslations } from "next-intl";
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useId,
  useRef,
  useState,
} from "react";
import { MoreMessages } from "@/components/ui/more-messages.tsx";
import { requestStorefront } from "@/lib/storefront-endpoints/request-storefront.ts";
import { storefrontPaths } from "@/lib/storefront-endpoints/storefront-paths.ts";
import type { quickViewEndpoint } from "./quick-view-endpoint.ts";

// The dialog's contents (pictures, options, buttons) load on the first open, not with the page.
const QuickViewContent = dynamic(() =>
  import("./quick-view-content.tsx").then((module) => module.QuickViewContent),
);

type Open = (productId: number, opener: HTMLElement) => void;

const QuickViewContext = createContext<Open>(() => {});

/** Opens the page's quick view for a product; focus returns to the opener when it closes. */
export function useQuickView(): Open {
  return useContext(QuickViewContext);
}

type State =
  | { status: "closed" }
  | { status: "loading"; productId: number }
  | { status: "failed"; productId: number }
  | { status: "shown"; product: ProductSummary; messages: AbstractIntlMessages };

/**
 * The one quick-view dialog of every page: a card's button asks for a product, and this loads it
 * from the storefront's own cached quick-view call and shows its pictures, rating, price,
 * stock and options. A native modal dialog keeps focus inside; Escape, the close button or a click
 * on the backdrop closes it, and focus goes back to the button. Up to 575px wide from 768px; a
 * sheet from the bottom on phones.
 */
export function QuickViewHost({
  children,
  actions,
}: {
  children: ReactNode;
  /** The buttons beside add to cart that other features own (compare), from the shell. */
  actions?: (product: ProductSummary) => ReactNode;
}) {
  const t = useTranslations("QuickView");
  const locale = useLocale() as Locale;
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const asked = useRef(0);
  const [state, setState] = useState<State>({ status: "closed" });
  const titleId = useId();

  const open = useCallback<Open>(
    (productId, from) => {
      opener.current = from;
      asked.current = productId;
      setState({ status: "loading", productId });
      dialog.current?.showModal();
      requestStorefront<typeof quickViewEndpoint>(storefrontPaths.quickView, {
        params: { id: productId },
        query: { locale },
      })
        .then((answer) => (answer.ok ? answer.data : Promise.reject(answer.status)))
        .then((body) => {
          // A later open (another card) wins over an earlier answer.
          if (asked.current === productId)
            setState({ status: "shown", product: body.data, messages: body.messages });
        })
        .catch(() => {
          if (asked.current === productId) setState({ status: "failed", productId });
        });
    },
    [locale],
  );
  const close = () => dialog.current?.close();

  return (
    <QuickViewContext value={open}>
      {children}
      <dialog
        ref={dialog}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-busy={state.status === "loading"}
        onClose={() => {
          asked.current = 0;
          setState({ status: "closed" });
          opener.current?.focus();
        }}
        onClick={(event) => {
          if (event.target === dialog.current) close();
        }}
        onKeyDown={() => {}}
        className="m-0 mt-auto max-h-[92dvh] w-full max-w-none overflow-y-auto rounded-t-2xl bg-white p-0 text-start text-ink backdrop:bg-black/50 md:m-auto md:max-h-[calc(100dvh-2rem)] md:w-[calc(100%-2rem)] md:max-w-[575px] md:rounded-2xl"
        data-testid="quick-view"
      >
        {state.status === "shown" ? (
          <MoreMessages messages={state.messages}>
            <QuickViewContent
              product={state.product}
              locale={locale}
              titleId={titleId}
              onClose={close}
              actions={actions?.(state.product)}
            />
          </MoreMessages>
        ) : (
          <div className="flex min-h-64 flex-col items-center justify-center gap-4 p-6 text-center">
            <h2 id={titleId} className="text-muted">
              {state.status === "failed" ? t("failed") : t("loading")}
            </h2>
            <button
              type="button"
              onClick={close}
              className="font-semibold text-brand-700 underline"
            >
              {t("close")}
            </button>
          </div>
        )}
      </dialog>
    </QuickViewContext>
  );
}
