"use client";

import { useLocale, useTranslations } from "next-intl";
import { useActionState, useEffect, useRef } from "react";
import { ModalDialog } from "@/components/ui/modal-dialog.tsx";
import { useModalDialog } from "@/components/ui/use-modal-dialog.ts";
import {
  type NewsletterState,
  subscribeToNewsletter,
} from "@/features/content/newsletter-action.ts";
import { popupIsRemembered, rememberPopup } from "@/features/content/newsletter-popup-memory.ts";
import {
  isTyping,
  popupMayOpenOn,
  retryMs,
  shopperIsBusy,
} from "@/features/content/newsletter-popup-moment.ts";
import { usePathname } from "@/i18n/navigation.tsx";
import { timings } from "@/lib/timings.ts";

const idle: NewsletterState = { status: "idle" };

/**
 * The newsletter offered in a window on a first visit (spec sections 1 and 2): 970px wide on wide
 * screens, a bottom sheet on phones. The browser draws it in its top layer, after the page has
 * loaded, the browser is idle and a few seconds have passed, so it never hides the first paint and
 * shifts nothing; the cached page holds only the empty, closed dialog. Once its wait is over it
 * opens only on a browsing page and only while the shopper is not busy (typing, a field focused, a
 * dialog or menu open: newsletter-popup-moment.ts), asking again every second until then, so it
 * never takes the focus from a field. It signs up through the footer's call. Closing it is
 * remembered for the visit, "do not show again" and subscribing for good.
 */
export function NewsletterPopup() {
  const t = useTranslations("NewsletterPopup");
  const locale = useLocale();
  const pathname = usePathname();
  const where = useRef(pathname);
  where.current = pathname;
  const dialog = useModalDialog();
  const { open, show, close } = dialog;
  const showRef = useRef(show);
  showRef.current = show;
  const [state, action, pending] = useActionState(subscribeToNewsletter, idle);
  useEffect(() => {
    // Whether this visit is offered the window is read as the page arrives.
    if (popupIsRemembered()) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastTypedAt: number | null = null;
    const typed = (event: Event) => {
      if (isTyping(event)) lastTypedAt = Date.now();
    };
    const typingEvents = ["keydown", "input", "compositionstart"] as const;
    for (const type of typingEvents) document.addEventListener(type, typed, true);
    const attempt = () => {
      if (popupIsRemembered()) return;
      if (!popupMayOpenOn(where.current) || shopperIsBusy(document, lastTypedAt, Date.now())) {
        timer = setTimeout(attempt, retryMs);
        return;
      }
      showRef.current();
    };
    const wait = () => {
      const later = () => {
        timer = setTimeout(attempt, timings.newsletterPopupDelayMs);
      };
      if ("requestIdleCallback" in window) window.requestIdleCallback(later);
      else later();
    };
    if (document.readyState === "complete") wait();
    else window.addEventListener("load", wait, { once: true });
    return () => {
      window.removeEventListener("load", wait);
      for (const type of typingEvents) document.removeEventListener(type, typed, true);
      clearTimeout(timer);
    };
  }, []);
  useEffect(() => {
    if (state.status === "success") rememberPopup("never");
  }, [state]);
  // The contents are drawn as the window opens: the cursor then goes to the email field.
  const emailRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (open) emailRef.current?.focus();
  }, [open]);
  return (
    <ModalDialog
      controls={dialog}
      onClose={() => rememberPopup("closed")}
      title={t("title")}
      labelledBy="newsletter-popup-title"
      closeLabel={t("close")}
      closeAt="corner-last"
      closeClassName="absolute end-3 top-3 rounded-full p-2 text-muted hover:bg-gray-100 hover:text-ink"
      testId="newsletter-popup"
      className="m-auto w-[calc(100%-2rem)] max-w-[970px] overflow-hidden rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-black/50 max-sm:m-0 max-sm:mt-auto max-sm:w-full max-sm:max-w-none max-sm:rounded-b-none"
      bodyClassName="relative grid sm:grid-cols-[2fr_3fr]"
    >
      <div
        aria-hidden="true"
        className="hidden items-center justify-center bg-brand-700 p-8 sm:flex"
      >
        <svg aria-hidden="true" viewBox="0 0 120 96" className="w-40 text-white" fill="none">
          <rect
            x="6"
            y="16"
            width="108"
            height="72"
            rx="10"
            stroke="currentColor"
            strokeWidth="5"
          />
          <path
            d="M10 22l50 38 50-38"
            stroke="currentColor"
            strokeWidth="5"
            strokeLinejoin="round"
          />
          <circle cx="100" cy="16" r="14" fill="#f2c94c" />
        </svg>
      </div>
      <div className="flex flex-col gap-3 p-6 pe-12 sm:p-10 sm:pe-14">
        <h2 id="newsletter-popup-title" className="text-2xl font-bold">
          {t("title")}
        </h2>
        <p className="text-muted">{t("text")}</p>
        <form action={action} className="flex flex-col gap-2" noValidate>
          <input type="hidden" name="locale" value={locale} />
          <label htmlFor="newsletter-popup-email" className="text-sm font-semibold">
            {t("emailLabel")}
          </label>
          <div className="flex flex-wrap gap-2">
            <input
              ref={emailRef}
              id="newsletter-popup-email"
              name="email"
              type="email"
              required
              dir="ltr"
              autoComplete="email"
              defaultValue={state.status === "error" ? state.values?.email : undefined}
              aria-invalid={state.status === "error" ? true : undefined}
              aria-describedby="newsletter-popup-result"
              className="min-w-0 flex-1 rounded-lg border border-gray-300 px-3 py-2 outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-100 aria-[invalid=true]:border-sale"
            />
            <button
              type="submit"
              disabled={pending}
              className="rounded-lg bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
            >
              {t("subscribe")}
            </button>
          </div>
          <p
            id="newsletter-popup-result"
            role="status"
            data-testid="newsletter-popup-result"
            className={`min-h-5 text-sm font-semibold ${state.status === "error" ? "text-sale" : "text-brand-700"}`}
          >
            {state.status === "idle" ? "" : state.message}
          </p>
        </form>
        <button
          type="button"
          onClick={() => {
            rememberPopup("never");
            close();
          }}
          className="self-start text-sm text-muted underline hover:text-ink"
        >
          {t("never")}
        </button>
      </div>
    </ModalDialog>
  );
}
