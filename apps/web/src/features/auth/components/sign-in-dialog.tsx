"use client";

import { useTranslations } from "next-intl";
import { AccountIcon } from "@/components/ui/icons.tsx";
import { ModalDialog } from "@/components/ui/modal-dialog.tsx";
import { useModalDialog } from "@/components/ui/use-modal-dialog.ts";
import { AuthTabs } from "./auth-tabs.tsx";

/**
 * The header's sign-in modal, with the sign-in page's Login and Register tabs, so a new shopper
 * registers where they are: a native dialog keeps focus inside, and Escape closes it. Its forms
 * are drawn when it opens, so pages do not carry a hidden copy of them.
 */
export function SignInDialog() {
  const t = useTranslations("Auth");
  const dialog = useModalDialog();
  return (
    <>
      <button
        type="button"
        onClick={dialog.show}
        className="flex items-center gap-1 rounded-md p-1.5 text-sm font-semibold hover:bg-white/10 sm:px-2 sm:py-2"
        data-testid="open-sign-in"
      >
        <AccountIcon className="h-5 w-5" />
        <span className="sr-only sm:not-sr-only">{t("signIn")}</span>
      </button>
      <ModalDialog
        controls={dialog}
        title={t("pageTitle")}
        closeLabel={t("close")}
        className="m-auto w-[min(26rem,calc(100vw-2rem))] rounded-2xl p-0 text-ink backdrop:bg-black/50"
        bodyClassName="p-6"
        headerClassName="mb-4 flex items-center justify-between"
        testId="sign-in-dialog"
      >
        <AuthTabs loginIdPrefix="modal-login" />
      </ModalDialog>
    </>
  );
}
