"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { ChatIcon } from "@/components/ui/icons.tsx";
import { ModalDialog } from "@/components/ui/modal-dialog.tsx";
import { useModalDialog } from "@/components/ui/use-modal-dialog.ts";
import { Link } from "@/i18n/navigation.tsx";
import { pageHref } from "@/lib/routing/pages.ts";
import { useShopper } from "@/lib/shopper/shopper-provider.tsx";
import { MessageForm } from "./message-form.tsx";

/** The address fragment that opens the dialog: a guest comes back to it after signing in. */
export const chatFragment = "chat-with-vendor";

interface ChatWithVendorProps {
  vendor: { id: number; name: string };
  /** The product the message is about; absent on the vendor's store (the store in general). */
  product?: { id: number; name: string };
  /** This page's address with its language prefix, to come back to after signing in. */
  returnPath: string;
}

/**
 * 'Chat with vendor': a button on shared, cached pages that opens a dialog drawn by the browser.
 * A signed-in shopper writes the message there; a guest is asked to sign in and comes back to the
 * same page with the dialog open.
 */
export function ChatWithVendor({ vendor, product, returnPath }: ChatWithVendorProps) {
  const t = useTranslations("VendorChat");
  const { shopper } = useShopper();
  const dialog = useModalDialog();
  const { show, close } = dialog;
  const [sent, setSent] = useState<{ message: string; threadId: number } | null>(null);
  const signedIn = shopper.status === "signed-in";

  // Back from signing in (or a shared link to the dialog): open it once the shopper is known.
  useEffect(() => {
    if (!signedIn || window.location.hash !== `#${chatFragment}`) return;
    window.history.replaceState(null, "", window.location.pathname + window.location.search);
    show();
  }, [signedIn, show]);

  const openDialog = () => {
    setSent(null);
    show();
  };
  const loginHref = pageHref.login({ next: `${returnPath}#${chatFragment}` });

  return (
    <>
      <button
        type="button"
        onClick={openDialog}
        className="inline-flex shrink-0 items-center justify-center gap-1.5 rounded-lg border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        data-testid="chat-with-vendor"
      >
        <ChatIcon className="h-4 w-4" />
        {t("open")}
        <span className="sr-only">: {vendor.name}</span>
      </button>
      <ModalDialog
        controls={dialog}
        title={t("dialogTitle", { vendor: vendor.name })}
        subtitle={
          <p className="mt-1 text-sm text-muted" data-testid="chat-subject">
            {product ? t("aboutProduct", { product: product.name }) : t("aboutStore")}
          </p>
        }
        closeLabel={t("close")}
        className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl p-0 text-ink backdrop:bg-black/50"
        bodyClassName="flex flex-col gap-4 p-6"
        testId="chat-dialog"
      >
        {sent ? (
          <div className="flex flex-col gap-4" data-testid="chat-sent">
            <p role="status" className="rounded-lg bg-brand-50 p-3 font-semibold text-brand-800">
              {sent.message}
            </p>
            <div className="flex flex-wrap justify-end gap-2">
              <button
                type="button"
                onClick={close}
                className="rounded-lg border border-gray-300 px-4 py-2 text-sm font-semibold"
              >
                {t("close")}
              </button>
              <Link
                href={pageHref.message({ id: sent.threadId })}
                className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
                data-testid="chat-see-conversation"
              >
                {t("seeConversation")}
              </Link>
            </div>
          </div>
        ) : signedIn ? (
          <>
            <MessageForm
              subject={{ vendorId: vendor.id, productId: product?.id ?? null }}
              label={t("messageLabel")}
              onSent={setSent}
              autoFocus
              actions={
                <button
                  type="button"
                  onClick={close}
                  className="rounded-lg border border-gray-300 px-4 py-2 text-sm font-semibold"
                >
                  {t("cancel")}
                </button>
              }
            />
            <p className="text-xs text-muted">{t("hint")}</p>
          </>
        ) : shopper.status === "loading" ? (
          <p className="text-sm text-muted" aria-busy="true">
            {t("loading")}
          </p>
        ) : (
          <div className="flex flex-col gap-4" data-testid="chat-sign-in">
            <p className="font-semibold">{t("signInTitle")}</p>
            <p className="text-sm text-muted">{t("signInText")}</p>
            <Link
              href={loginHref}
              className="w-fit rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
              data-testid="chat-sign-in-link"
            >
              {t("signIn")}
            </Link>
          </div>
        )}
      </ModalDialog>
    </>
  );
}
