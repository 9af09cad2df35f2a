"use client";

import { useTranslations } from "next-intl";
import { AccountIcon, CloseIcon } from "@/components/ui/icons.tsx";
import { useModalDialog } from "@/components/ui/use-modal-dialog.ts";
import { LoginForm } from "./login-form.tsx";

/**
 * The header's sign-in modal: a native dialog keeps focus inside, and Escape closes it. Its form is
 * drawn when it opens, so pages do not carry a hidden copy of it.
 */
export function SignInDialog() {
  const t = useTranslations("Auth");
  const { open, show, close, dialogProps } = useModalDialog();
  return (
    <>
      <button
        type="button"
        onClick={show}
        className="flex items-center gap-1 rounded-md p-1.5 text-sm font-semibold hover:bg-white/10 sm:px-2 sm:py-2"
        data-testid="open-sign-in"
      >
        <AccountIcon className="h-5 w-5" />
        <span className="sr-only sm:not-sr-only">{t("signIn")}</span>
      </button>
      <dialog
        {...dialogProps}
        aria-labelledby="sign-in-title"
        className="m-auto w-[min(26rem,calc(100vw-2rem))] rounded-2xl p-0 text-ink backdrop:bg-black/50"
        data-testid="sign-in-dialog"
      >
        {open && (
          <div className="p-6">
            <div className="mb-4 flex items-center justify-between">
              <h2 id="sign-in-title" className="text-xl font-bold">
                {t("signInTitle")}
              </h2>
              <button
                type="button"
                onClick={close}
                aria-label={t("close")}
                className="rounded-md p-1 hover:bg-gray-100"
              >
                <CloseIcon />
              </button>
            </div>
            <LoginForm idPrefix="modal-login" />
          </div>
        )}
      </dialog>
    </>
  );
}
