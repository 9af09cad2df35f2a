import type { Locale } from "@souq/contract/locale";
import type { OrderPayment } from "@souq/contract/payments";
import { useTranslations } from "next-intl";
import { formatDateTime } from "@/i18n/format-date.ts";
import { PayAgainButton } from "./pay-again-button.tsx";

const statusStyles: Record<OrderPayment["status"], string> = {
  due_on_delivery: "bg-gray-100 text-gray-800",
  pending: "bg-amber-100 text-amber-900",
  paid: "bg-brand-100 text-brand-800",
  failed: "bg-red-50 text-sale",
  expired: "bg-gray-200 text-gray-800",
  refunded: "bg-gray-200 text-gray-800",
};

/** A payment's state as a badge: paid, failed, awaiting payment and the rest. */
export function PaymentStatusBadge({ status }: { status: OrderPayment["status"] }) {
  const t = useTranslations("Orders");
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusStyles[status]}`}
      data-testid="payment-status"
      data-status={status}
    >
      {t(`paymentStatus.${status}`)}
    </span>
  );
}

/** The card a payment was made with, as "mada •••• 0007", read out as words. */
export function PaidCard({ payment }: { payment: OrderPayment }) {
  const t = useTranslations("Orders");
  if (!payment.brand || !payment.last4) return null;
  const brand = t(`brand.${payment.brand}`);
  return (
    <span data-testid="payment-card">
      <span className="sr-only">{t("cardEndingLabel", { brand, last4: payment.last4 })}</span>
      <bdi aria-hidden="true">{t("cardEnding", { brand, last4: payment.last4 })}</bdi>
    </span>
  );
}

/**
 * An order's payment on its page: how it is paid, its state, the card, until when it can be paid,
 * and "Pay again" after a failure while the order's stock is still held for it.
 */
export function OrderPaymentView({
  orderId,
  payment,
  locale,
  cancelled,
  now,
}: {
  orderId: number;
  payment: OrderPayment;
  locale: Locale;
  cancelled: boolean;
  /** When the page is drawn: the hold still lasts if it ends after this. */
  now: number;
}) {
  const t = useTranslations("Orders");
  const open =
    !cancelled &&
    payment.expires_at !== null &&
    new Date(payment.expires_at).getTime() > now &&
    (payment.status === "pending" || payment.status === "failed");
  return (
    <div className="mb-4 flex flex-col gap-2 text-sm" data-testid="order-payment">
      <p className="flex flex-wrap items-center gap-2">
        <span data-testid="payment-method">{t(`paymentMethod.${payment.method}`)}</span>
        <PaymentStatusBadge status={payment.status} />
      </p>
      <PaidCard payment={payment} />
      {open && payment.expires_at && (
        <p className="text-muted" data-testid="payment-deadline">
          {t("payBy", { time: formatDateTime(payment.expires_at, locale) })}
        </p>
      )}
      {open && payment.status === "failed" && <PayAgainButton orderId={orderId} />}
    </div>
  );
}
