import { and, asc, desc, eq, inArray, lte, max, sum } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { paymentRefunds, payments } from "./tables.ts";

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentStatusStored =
  | "pending"
  | "paid"
  | "failed"
  | "expired"
  | "refunding"
  | "refunded";

/**
 * Writes a new attempt to pay an order, numbered after the order's last one. The caller holds
 * the order row's lock, so two attempts never take the same number.
 */
export async function insertAttempt(
  tx: Database,
  attempt: { id: string; orderId: number; provider: string; amount: number; locale: string },
): Promise<PaymentRow> {
  const [last] = await tx
    .select({ n: max(payments.attempt) })
    .from(payments)
    .where(eq(payments.orderId, attempt.orderId));
  const [row] = await tx
    .insert(payments)
    .values({ ...attempt, attempt: (last?.n ?? 0) + 1, currency: "SAR" })
    .returning();
  if (!row) throw new Error("the payment was not written");
  return row;
}

/** Records the provider's id and page once the provider has started the payment. */
export async function recordStarted(
  db: Database,
  id: string,
  started: { providerId: string; redirectUrl: string },
  at: Date,
): Promise<void> {
  await db
    .update(payments)
    .set({ providerId: started.providerId, redirectUrl: started.redirectUrl, updatedAt: at })
    .where(eq(payments.id, id));
}

export async function selectPayment(db: Database, id: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row ?? null;
}

export async function selectPaymentByProviderId(
  db: Database,
  provider: string,
  providerId: string,
): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerId, providerId)));
  return row ?? null;
}

/** Locks every attempt of an order, by attempt; the caller holds the order row's lock first. */
export async function lockPaymentsOfOrder(tx: Database, orderId: number): Promise<PaymentRow[]> {
  return tx
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.attempt))
    .for("update");
}

export async function updatePayment(
  tx: Database,
  id: string,
  change: Partial<
    Pick<PaymentRow, "status" | "brand" | "last4" | "paidAt" | "refundedAt" | "updatedAt">
  >,
): Promise<void> {
  await tx.update(payments).set(change).where(eq(payments.id, id));
}

/** Every attempt of these orders, latest first within each order. */
export async function selectPaymentsOfOrders(
  db: Database,
  orderIds: readonly number[],
): Promise<PaymentRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(payments)
    .where(inArray(payments.orderId, [...orderIds]))
    .orderBy(asc(payments.orderId), desc(payments.attempt));
}

/** Orders with refunds still to make (whole or of a shipment), oldest first, at most `limit`. */
export async function selectOrdersWithRefundsDue(db: Database, limit: number): Promise<number[]> {
  const [whole, parts] = await Promise.all([
    db
      .selectDistinct({ orderId: payments.orderId, updatedAt: payments.updatedAt })
      .from(payments)
      .where(eq(payments.status, "refunding"))
      .orderBy(asc(payments.updatedAt))
      .limit(limit),
    db
      .selectDistinct({ orderId: paymentRefunds.orderId, createdAt: paymentRefunds.createdAt })
      .from(paymentRefunds)
      .where(eq(paymentRefunds.status, "due"))
      .orderBy(asc(paymentRefunds.createdAt))
      .limit(limit),
  ]);
  return [...new Set([...whole, ...parts].map((row) => row.orderId))].slice(0, limit);
}

export type PaymentRefundRow = typeof paymentRefunds.$inferSelect;

/** A refund of one shipment's lines, due; a shipment already refunded is left as it was. */
export async function insertShipmentRefund(
  tx: Database,
  refund: { paymentId: string; orderId: number; shipmentId: number; amount: number },
): Promise<void> {
  await tx.insert(paymentRefunds).values(refund).onConflictDoNothing();
}

/** An order's shipment refunds still to make, in the order they were asked for. */
export async function selectDueShipmentRefunds(
  db: Database,
  orderId: number,
): Promise<PaymentRefundRow[]> {
  return db
    .select()
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.orderId, orderId), eq(paymentRefunds.status, "due")))
    .orderBy(asc(paymentRefunds.id));
}

/**
 * What the payment's shipment refunds come to, up to and including this one (halalas): the
 * provider has made this refund once it has refunded at least that much.
 */
export async function sumShipmentRefundsThrough(
  db: Database,
  paymentId: string,
  refundId: number,
): Promise<number> {
  const [row] = await db
    .select({ total: sum(paymentRefunds.amount).mapWith(Number) })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.paymentId, paymentId), lte(paymentRefunds.id, refundId)));
  return row?.total ?? 0;
}

/** A shipment refund the provider has made. */
export async function markShipmentRefundMade(tx: Database, id: number, at: Date): Promise<void> {
  await tx
    .update(paymentRefunds)
    .set({ status: "made", madeAt: at })
    .where(and(eq(paymentRefunds.id, id), eq(paymentRefunds.status, "due")));
}
