"use client";

import { useLocale, useTranslations } from "next-intl";
import { useTransition } from "react";
import { ModalDialog } from "@/components/ui/modal-dialog.tsx";
import { useToast } from "@/components/ui/toaster.tsx";
import { useModalDialog } from "@/components/ui/use-modal-dialog.ts";
import { cancelOrder } from "@/features/orders/actions.ts";

/** Cancels the order after the shopper confirms it in a dialog; the page then shows it cancelled. */
export function CancelOrderButton({ orderId, number }: { orderId: number; number: string }) {
  const t = useTranslations("Orders");
  const locale = useLocale();
  const toast = useToast();
  const dialog = useModalDialog();
  const { show, close } = dialog;
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
      <ModalDialog
        controls={dialog}
        title={t("cancelTitle", { number })}
        titleClassName="text-lg font-bold"
        closeLabel={t("cancelKeep")}
        closeAt="heading-only"
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl p-6 backdrop:bg-black/50"
        bodyClassName="flex flex-col gap-4"
        testId="cancel-order-dialog"
      >
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
      </ModalDialog>
    </>
  );
}
