"use client";

import type { VendorAdvanceStep } from "@souq/contract/vendor-desk";
import { useLocale, useTranslations } from "next-intl";
import { type FormEvent, useEffect, useRef, useState, useTransition } from "react";
import { FormField } from "@/components/ui/form-field.tsx";
import { FormError } from "@/components/ui/form-parts.tsx";
import { ModalDialog } from "@/components/ui/modal-dialog.tsx";
import { useModalDialog } from "@/components/ui/use-modal-dialog.ts";
import { type AdvanceState, advanceShipment } from "@/features/vendor-desk/actions.ts";

const primary =
  "rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60";
const danger =
  "rounded-lg border border-sale px-4 py-2.5 font-semibold text-sale hover:bg-red-50 disabled:opacity-60";

/**
 * The shipment's next step, as the API says it may be taken (`next_steps`): confirm; ship with
 * the carrier and tracking number; deliver; or cancel before shipping, with a reason, after a
 * question. After each attempt the outcome is announced and takes focus (or the first field to
 * fix does); the page is drawn again with the shipment's new state.
 */
export function ShipmentSteps({
  shipmentId,
  status,
  orderNumber,
  nextSteps,
  finished,
}: {
  shipmentId: number;
  /** The shipment's step as the page was drawn: a step taken draws the page again. */
  status: string;
  orderNumber: string;
  nextSteps: readonly VendorAdvanceStep[];
  finished: "delivered" | "cancelled" | null;
}) {
  const t = useTranslations("VendorDesk.shipment");
  const locale = useLocale();
  const [state, setState] = useState<AdvanceState>({ status: "idle" });
  const [pending, startTransition] = useTransition();
  const dialog = useModalDialog();
  const outcome = useRef<HTMLParagraphElement>(null);
  const { close } = dialog;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    startTransition(async () => {
      const result = await advanceShipment(state, formData);
      setState(result);
      if (result.status === "success") close();
    });
  };

  // The outcome of an attempt takes focus once drawn: the first field to fix, else the message;
  // again once the page is drawn anew with the step taken (the control used may be gone).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the shipment's new step is the cue
  useEffect(() => {
    if (state.status === "idle") return;
    const fields = document.querySelector<HTMLElement>(
      'dialog[open] [aria-invalid="true"], [data-testid="shipment-steps"] [aria-invalid="true"]',
    );
    (fields ?? outcome.current)?.focus();
  }, [state, status]);

  const fieldErrors = state.status === "error" ? state.fields : undefined;
  const kept = state.status === "error" ? state.values : undefined;
  const hidden = (status: VendorAdvanceStep) => (
    <>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="shipment_id" value={shipmentId} />
      <input type="hidden" name="status" value={status} />
    </>
  );

  return (
    <div className="flex flex-col gap-4" data-testid="shipment-steps">
      {state.status === "success" && (
        <p
          ref={outcome}
          tabIndex={-1}
          role="status"
          className="rounded-lg bg-brand-50 p-3 text-sm font-semibold text-brand-800 outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          data-testid="step-done"
        >
          {state.message}
        </p>
      )}
      {state.status === "error" && !dialog.open && (
        <p
          ref={outcome}
          tabIndex={-1}
          role="alert"
          className="rounded-lg bg-red-50 p-3 text-sm font-semibold text-sale outline-none"
          data-testid="step-error"
        >
          {state.message}
        </p>
      )}
      {finished && nextSteps.length === 0 && (
        <p className="text-sm text-muted" data-testid="step-finished">
          {t(`finished.${finished}`)}
        </p>
      )}
      {nextSteps.includes("confirmed") && (
        <form onSubmit={submit} noValidate>
          {hidden("confirmed")}
          <button
            type="submit"
            disabled={pending}
            className={`${primary} w-full`}
            data-testid="step-confirm"
          >
            {t("confirm")}
          </button>
        </form>
      )}
      {nextSteps.includes("shipped") && (
        <form onSubmit={submit} noValidate className="flex flex-col gap-3" data-testid="ship-form">
          {hidden("shipped")}
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-1 text-sm font-bold">{t("shipLegend")}</legend>
            <FormField
              name="carrier"
              label={t("carrier")}
              hint={t("carrierHint")}
              maxLength={60}
              autoComplete="off"
              errors={fieldErrors?.carrier}
              defaultValue={kept?.carrier}
            />
            <FormField
              name="tracking_number"
              label={t("trackingNumber")}
              hint={t("trackingHint")}
              maxLength={40}
              autoComplete="off"
              dir="ltr"
              errors={fieldErrors?.tracking_number}
              defaultValue={kept?.tracking_number}
            />
          </fieldset>
          <button type="submit" disabled={pending} className={primary} data-testid="step-ship">
            {t("ship")}
          </button>
        </form>
      )}
      {nextSteps.includes("delivered") && (
        <form onSubmit={submit} noValidate>
          {hidden("delivered")}
          <button
            type="submit"
            disabled={pending}
            className={`${primary} w-full`}
            data-testid="step-deliver"
          >
            {t("deliver")}
          </button>
        </form>
      )}
      {nextSteps.includes("cancelled") && (
        <>
          <button
            type="button"
            onClick={() => {
              // The question starts afresh: an earlier refusal belongs to another step.
              if (state.status === "error") setState({ status: "idle" });
              dialog.show();
            }}
            disabled={pending}
            className={danger}
            data-testid="step-cancel"
          >
            {t("cancel")}
          </button>
          <ModalDialog
            controls={dialog}
            title={t("cancelTitle", { number: orderNumber })}
            titleClassName="text-lg font-bold"
            closeAt="heading-only"
            className="m-auto w-[min(30rem,calc(100vw-2rem))] rounded-2xl p-6 backdrop:bg-black/50"
            bodyClassName="flex flex-col gap-4"
            testId="cancel-shipment-dialog"
          >
            <p className="text-sm text-muted">{t("cancelText")}</p>
            <form onSubmit={submit} noValidate className="flex flex-col gap-4">
              {hidden("cancelled")}
              {state.status === "error" && <FormError message={state.message} />}
              <FormField
                name="reason"
                label={t("reason")}
                maxLength={300}
                autoComplete="off"
                errors={fieldErrors?.reason}
                defaultValue={kept?.reason}
              />
              <div className="flex flex-wrap justify-end gap-2">
                <button
                  type="button"
                  onClick={close}
                  className="rounded-lg border border-gray-300 px-4 py-2 text-sm font-semibold"
                >
                  {t("cancelKeep")}
                </button>
                <button
                  type="submit"
                  disabled={pending}
                  className="rounded-lg bg-sale px-4 py-2 text-sm font-semibold text-white disabled:opacity-60"
                  data-testid="cancel-shipment-confirm"
                >
                  {pending ? t("working") : t("cancelConfirm")}
                </button>
              </div>
            </form>
          </ModalDialog>
        </>
      )}
    </div>
  );
}
