import type { OrderStatus } from "@souq/contract/orders";
import { useTranslations } from "next-intl";

const styles: Record<OrderStatus, string> = {
  AwaitingPayment: "bg-amber-50 text-amber-900 ring-1 ring-amber-300",
  InProgress: "bg-amber-100 text-amber-900",
  Completed: "bg-brand-100 text-brand-800",
  Cancelled: "bg-gray-200 text-gray-800",
};

/** An order's status as the spec styles it (Completed, InProgress), Cancelled, and awaiting payment. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const t = useTranslations("Orders");
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${styles[status]}`}
      data-testid="order-status"
      data-status={status}
    >
      {t(`status.${status}`)}
    </span>
  );
}
