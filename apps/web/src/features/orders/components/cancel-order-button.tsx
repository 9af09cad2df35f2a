"use client";

import { useLocale, useTranslations } from "next-intl";
import { useTransition } from "react";
import { useToast } from "@/components/ui/toaster.tsx";
import { useModalDialog } from "@/components/ui/use-modal-dialog.ts";
import { cancelOrder } from "@/features/orders/actions.ts";

/** Cancels the order after the shopper confirms it in a dialog; the page then shows it cancelled. */
export function CancelOrderButton({ orderId, number }: { orderId: number; number: string }) {
  const t = useTranslations("Orders");
  const locale = useLocale();
  const toast = useToast();
  const { open, show, close, dialogProps } = useModalDialog();
  const [pending, startTransition] = useTransition();

  const confirm = () =>
    startTransition(async () => {
      const result = await cancelOrder(orderId, locale);
      close();
      if (result.ok) toast.success(result.message);
      else toast.error(result.message);
    });

  return (
    <>
      <button
        type="button"
        onClick={show}
        className="rounded-lg border border-sale px-4 py-2 text-sm font-semibold text-sale hover:bg-red-50"
        data-testid="cancel-order"
      >
        {t("cancel")}
      </button>
      <dialog
        {...dialogProps}
        aria-labelledby="cancel-order-title"
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl p-6 backdrop:bg-black/50"
        data-testid="cancel-order-dialog"
      >
        {open && (
          <div className="flex flex-col gap-4">
            <h2 id="cancel-order-title" className="text-lg font-bold">
              {t("cancelTitle", { number })}
            </h2>
            <p className="text-sm text-muted">{t("cancelText")}</p>
            <div className="flex flex-wrap justify-end gap-2">
              <button
                type="button"
                onClick={close}
                className="rounded-lg border border-gray-300 px-4 py-2 text-sm font-semibold"
              >
                {t("cancelKeep")}
              </button>
              <button
                type="button"
                onClick={confirm}
                disabled={pending}
                className="rounded-lg bg-sale px-4 py-2 text-sm font-semibold text-white disabled:opacity-60"
                data-testid="cancel-order-confirm"
              >
                {t("cancelConfirm")}
              </button>
            </div>
          </div>
        )}
      </dialog>
    </>
  );
}
