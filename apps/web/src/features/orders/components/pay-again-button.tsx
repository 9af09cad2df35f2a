"use client";

import { useLocale, useTranslations } from "next-intl";
import { useTransition } from "react";
import { useToast } from "@/components/ui/toaster.tsx";
import { payAgain } from "@/features/orders/payment-actions.ts";

/** Starts a new card payment for an order whose payment failed, and goes to the provider's page. */
export function PayAgainButton({ orderId }: { orderId: number }) {
  const t = useTranslations("Orders");
  const locale = useLocale();
  const toast = useToast();
  const [pending, startTransition] = useTransition();
  const pay = () =>
    startTransition(async () => {
      // On success the action sends the browser on; it only answers when it could not.
      const result = await payAgain(orderId, locale);
      toast.error(result.message);
    });
  return (
    <button
      type="button"
      onClick={pay}
      disabled={pending}
      className="w-fit rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
      data-testid="pay-again"
    >
      {pending ? t("payingAgain") : t("payAgain")}
    </button>
  );
}
