import { randomBytes } from "node:crypto";
import type { Locale } from "@souq/contract/locale";
import type { CardBrand, OrderPayment, PaymentAttempt } from "@souq/contract/payments";
import { AppError } from "../../app-error.ts";
import type { Database } from "../../db/client.ts";
import { translate } from "../../i18n/messages.ts";
import type { Mailer } from "../../mail/mailer.ts";
import {
  cancelUnpaidOrder,
  lockPaymentOrder,
  markOrderPaid,
  type OrderInvoices,
  type OrderPaymentFacts,
  type OrderPayments,
  orderLinkOf,
  type PaymentOrder,
  selectDueOrderIds,
  selectPaymentOrder,
  sendPaidOrderConfirmation,
} from "../orders/public.ts";
import type { CardPaymentProvider, ProviderPayment } from "./provider.ts";
import {
  insertAttempt,
  insertShipmentRefund,
  lockPaymentsOfOrder,
  markShipmentRefundMade,
  type PaymentRow,
  recordStarted,
  selectDueShipmentRefunds,
  selectOrdersWithRefundsDue,
  selectPayment,
  selectPaymentByProviderId,
  selectPaymentsOfOrders,
  sumShipmentRefundsThrough,
  updatePayment,
} from "./repository.ts";

export interface PaymentsOptions {
  db: Database;
  provider: CardPaymentProvider;
  /** The time holds are measured by; tests move it on. */
  clock: () => Date;
  holdMs: number;
  storefrontUrl: string;
  mailer: Mailer;
  log: { warn(details: object, message: string): void };
  /** Tax invoices: a card order is invoiced in the transaction that marks it paid. */
  invoices: OrderInvoices;
}

/** Whose payment: the shopper and the marketplace; anyone else's is treated as absent. */
export interface PaymentOwner {
  companyId: number;
  userId: number;
}

/** How many unpaid orders one sweep cancels, and how many orders' refunds it retries. */
const sweepBatch = 100;
const refundBatch = 20;

/** A new payment id: 24 random bytes, never a counter (it travels in the return address). */
const newPaymentId = () => `pay_${randomBytes(24).toString("base64url")}`;

const unprocessable = (key: Parameters<typeof translate>[1]) =>
  new AppError("unprocessable", key, {}, { fields: {} });
const notFound = () => new AppError("not_found", "not_found");
const providerUnavailable = () => new AppError("unavailable", "payment_provider_unavailable");

const tookMoney = (row: PaymentRow) =>
  row.status === "paid" || row.status === "refunding" || row.status === "refunded";

/** An order's payment as the shopper sees it, from its attempts (latest first). */
export function viewOf(order: OrderPaymentFacts, attempts: readonly PaymentRow[]): OrderPayment {
  const paid = attempts.find((row) => row.status === "paid");
  const refunded = attempts.find((row) => row.status === "refunded" || row.status === "refunding");
  const latest = attempts[0];
  const chosen = paid ?? refunded ?? latest;
  const status: OrderPayment["status"] = paid
    ? "paid"
    : refunded
      ? "refunded"
      : !latest || latest.status === "pending"
        ? "pending"
        : latest.status === "expired"
          ? "expired"
          : "failed";
  const withCard = chosen?.brand && chosen.last4 ? chosen : attempts.find((row) => row.last4);
  return {
    method: "card",
    status,
    brand: (withCard?.brand as CardBrand | undefined) ?? null,
    last4: withCard?.last4 ?? null,
    expires_at:
      order.status === "AwaitingPayment" && order.paymentExpiresAt
        ? order.paymentExpiresAt.toISOString()
        : null,
  };
}

/** What settling a provider's word on one attempt came to. */
interface Settled {
  /** The provider's amount, currency or id differ from the attempt's: nothing changed. */
  mismatch: boolean;
  /** The order's hold had run out before this attempt was paid. */
  afterExpiry: boolean;
}

/**
 * Card payments: attempts, the provider's word on them (on the shopper's return and on
 * webhooks), the hold's expiry and refunds. Every transaction here locks the order row first and
 * its attempts after (ADR 38); the provider is only ever asked outside a transaction.
 */
export class CardPayments implements OrderPayments {
  readonly holdMs: number;
  readonly provider: CardPaymentProvider;
  private readonly db: Database;
  private readonly options: PaymentsOptions;

  constructor(options: PaymentsOptions) {
    this.options = options;
    this.db = options.db;
    this.provider = options.provider;
    this.holdMs = options.holdMs;
  }

  now(): Date {
    return this.options.clock();
  }

  async createAttempt(
    tx: Database,
    order: { id: number; total: number },
    locale: Locale,
  ): Promise<string> {
    const row = await insertAttempt(tx, {
      id: newPaymentId(),
      orderId: order.id,
      provider: this.provider.name,
      amount: order.total,
      locale,
    });
    return row.id;
  }

  async startAttempt(
    paymentId: string,
    order: { id: number; number: string; total: number; expiresAt: Date },
    locale: Locale,
  ): Promise<PaymentAttempt | null> {
    let started: { providerId: string; redirectUrl: string };
    try {
      started = await this.provider.start({
        reference: paymentId,
        amountHalalas: order.total,
        currency: "SAR",
        description: translate(locale, "payment_description", { number: order.number }),
        returnUrl: `${orderLinkOf(this.options.storefrontUrl, locale, order.id)}?payment=${paymentId}`,
        locale,
        expiresAt: order.expiresAt,
      });
    } catch (error) {
      this.options.log.warn({ err: error }, "the payment provider could not start a payment");
      await this.db.transaction(async (tx) => {
        await lockPaymentOrder(tx, order.id);
        await lockPaymentsOfOrder(tx, order.id);
        await updatePayment(tx, paymentId, { status: "failed", updatedAt: this.now() });
      });
      return null;
    }
    await recordStarted(this.db, paymentId, started, this.now());
    return {
      id: paymentId,
      status: "pending",
      redirect_url: started.redirectUrl,
      expires_at: order.expiresAt.toISOString(),
    };
  }

  async openAttempt(orderId: number, expiresAt: Date | null): Promise<PaymentAttempt | null> {
    const [latest] = await selectPaymentsOfOrders(this.db, [orderId]);
    if (latest?.status !== "pending" || !latest.redirectUrl || !expiresAt) return null;
    return {
      id: latest.id,
      status: "pending",
      redirect_url: latest.redirectUrl,
      expires_at: expiresAt.toISOString(),
    };
  }

  async viewsOf(orders: readonly OrderPaymentFacts[]): Promise<Map<number, OrderPayment>> {
    const rows = await selectPaymentsOfOrders(
      this.db,
      orders.map((order) => order.id),
    );
    return new Map(
      orders.map((order) => [
        order.id,
        viewOf(
          order,
          rows.filter((row) => row.orderId === order.id),
        ),
      ]),
    );
  }

  async expireDueOf(owner: PaymentOwner): Promise<void> {
    const due = await selectDueOrderIds(this.db, this.now(), sweepBatch, owner);
    for (const orderId of due) await this.expire(orderId);
  }

  async onOrderCancelled(tx: Database, orderId: number): Promise<void> {
    const at = this.now();
    for (const row of await lockPaymentsOfOrder(tx, orderId)) {
      if (row.status === "paid")
        await updatePayment(tx, row.id, { status: "refunding", updatedAt: at });
      if (row.status === "pending")
        await updatePayment(tx, row.id, { status: "failed", updatedAt: at });
    }
  }

  /**
   * In the transaction that cancels one vendor's shipment of a paid order, after the order row's
   * lock: the shipment's lines (`amount` halalas) are to be refunded from the paid attempt.
   * Nothing is due for an order not paid by card.
   */
  async onShipmentCancelled(
    tx: Database,
    orderId: number,
    shipment: { id: number; amount: number },
  ): Promise<void> {
    if (shipment.amount <= 0) return;
    const paid = (await lockPaymentsOfOrder(tx, orderId)).find((row) => row.status === "paid");
    if (!paid) return;
    await insertShipmentRefund(tx, {
      paymentId: paid.id,
      orderId,
      shipmentId: shipment.id,
      amount: shipment.amount,
    });
  }

  /**
   * Makes the order's shipment refunds still due, oldest first. Each is made once the provider
   * has refunded the sum of the payment's shipment refunds up to it: the provider is asked
   * first, so a refund it made before a crash is not made again.
   */
  private async refundShipmentsDue(orderId: number): Promise<void> {
    for (const refund of await selectDueShipmentRefunds(this.db, orderId)) {
      const payment = await selectPayment(this.db, refund.paymentId);
      if (!payment?.providerId) continue;
      const target = await sumShipmentRefundsThrough(this.db, payment.id, refund.id);
      try {
        let reported = await this.provider.fetch(payment.providerId);
        const left = Math.min(target, payment.amount) - reported.refundedHalalas;
        if (left > 0) reported = await this.provider.refund(payment.providerId, left);
        if (reported.refundedHalalas < Math.min(target, payment.amount)) {
          throw new Error("the refund was not made in full");
        }
      } catch (error) {
        this.options.log.warn({ err: error, orderId }, "a refund could not be made; it is retried");
        return;
      }
      await this.db.transaction(async (tx) => {
        await lockPaymentOrder(tx, orderId);
        await lockPaymentsOfOrder(tx, orderId);
        await markShipmentRefundMade(tx, refund.id, this.now());
      });
    }
  }

  /**
   * Refunds every attempt of the order that is to be refunded: asks the provider first (a refund
   * it already made is not made twice), then records it. One the provider refuses stays due, and
   * the sweep tries again. Refunds of cancelled shipments come first.
   */
  async refundDue(orderId: number): Promise<void> {
    await this.refundShipmentsDue(orderId);
    const due = (await selectPaymentsOfOrders(this.db, [orderId])).filter(
      (row) => row.status === "refunding" && row.providerId,
    );
    for (const row of due) {
      const providerId = row.providerId as string;
      try {
        let reported = await this.provider.fetch(providerId);
        const left = row.amount - reported.refundedHalalas;
        if (left > 0) reported = await this.provider.refund(providerId, left);
        if (reported.refundedHalalas < row.amount)
          throw new Error("the refund was not made in full");
      } catch (error) {
        this.options.log.warn({ err: error, orderId }, "a refund could not be made; it is retried");
        continue;
      }
      await this.db.transaction(async (tx) => {
        await lockPaymentOrder(tx, orderId);
        const rows = await lockPaymentsOfOrder(tx, orderId);
        const current = rows.find((each) => each.id === row.id);
        if (current?.status !== "refunding") return false;
        const at = this.now();
        await updatePayment(tx, row.id, { status: "refunded", refundedAt: at, updatedAt: at });
        return true;
      });
    }
  }

  /** A new attempt for a card order whose last one failed, while its hold lasts. */
  async retry(owner: PaymentOwner, orderId: number, locale: Locale): Promise<PaymentAttempt> {
    const order = await this.ownOrder(owner, orderId);
    // An attempt the shopper left half way may have been paid since: the provider says.
    const [latest] = await selectPaymentsOfOrders(this.db, [order.id]);
    if (latest?.status === "pending" && latest.providerId) {
      await this.settleFromProvider(latest);
    }
    const outcome = await this.db.transaction(async (tx) => {
      const locked = await lockPaymentOrder(tx, order.id);
      if (!locked) throw notFound();
      const rows = await lockPaymentsOfOrder(tx, order.id);
      if (locked.paymentMethod !== "card") throw unprocessable("order_not_awaiting_payment");
      if (rows.some((row) => row.status === "paid")) throw unprocessable("order_already_paid");
      if (locked.status === "AwaitingPayment" && this.isDue(locked)) return "due" as const;
      if (locked.status !== "AwaitingPayment") {
        throw unprocessable(
          rows.some((row) => row.status === "expired")
            ? "payment_hold_expired"
            : "order_not_awaiting_payment",
        );
      }
      const row = await insertAttempt(tx, {
        id: newPaymentId(),
        orderId: order.id,
        provider: this.provider.name,
        amount: locked.total,
        locale,
      });
      return { paymentId: row.id, order: locked };
    });
    if (outcome === "due") {
      await this.expire(order.id);
      const after = await selectPaymentOrder(this.db, order.id);
      throw unprocessable(
        after?.status === "InProgress" ? "order_already_paid" : "payment_hold_expired",
      );
    }
    const expiresAt = outcome.order.paymentExpiresAt ?? this.now();
    const attempt = await this.startAttempt(
      outcome.paymentId,
      { id: order.id, number: order.number, total: order.total, expiresAt },
      locale,
    );
    if (!attempt) throw providerUnavailable();
    return attempt;
  }

  /**
   * The shopper is back from the provider's page: the provider's word on the attempt settles it
   * (never the return address's). Answers the order's payment.
   */
  async confirm(owner: PaymentOwner, paymentId: string): Promise<OrderPayment> {
    const payment = await selectPayment(this.db, paymentId);
    if (!payment) throw notFound();
    const order = await this.ownOrder(owner, payment.orderId);
    if (order.status === "AwaitingPayment" && this.isDue(order)) await this.expire(order.id);
    const settled = await this.settleFromProvider(payment);
    if (settled.mismatch) throw unprocessable("payment_amount_mismatch");
    const after = await selectPaymentOrder(this.db, order.id);
    if (!after) throw notFound();
    const rows = await selectPaymentsOfOrders(this.db, [order.id]);
    const row = rows.find((each) => each.id === paymentId);
    // Cancelled by its hold: this attempt had not paid before the order was cancelled.
    const cancelledByHold =
      after.status === "Cancelled" &&
      after.cancelledAt !== null &&
      after.paymentExpiresAt !== null &&
      after.cancelledAt >= after.paymentExpiresAt &&
      !(row?.paidAt && row.paidAt < after.cancelledAt);
    if (settled.afterExpiry || row?.status === "expired" || cancelledByHold) {
      throw unprocessable("payment_hold_expired");
    }
    return viewOf(after, rows);
  }

  /**
   * A provider's notification: checked by its signature or secret, it only names a payment,
   * whose state is then asked of the provider as on a return. Idempotent.
   */
  async webhook(
    providerName: string,
    headers: Record<string, string | string[] | undefined>,
    rawBody: Buffer,
  ): Promise<void> {
    if (providerName !== this.provider.name) throw notFound();
    const notice = this.provider.readWebhook(headers, rawBody);
    if (!notice) throw new AppError("invalid", "webhook_signature_invalid");
    const payment = await selectPaymentByProviderId(this.db, this.provider.name, notice.providerId);
    if (!payment) throw notFound();
    const order = await selectPaymentOrder(this.db, payment.orderId);
    if (order?.status === "AwaitingPayment" && this.isDue(order)) await this.expire(order.id);
    const settled = await this.settleFromProvider(payment);
    if (settled.mismatch) throw unprocessable("payment_amount_mismatch");
  }

  /**
   * One bounded round of the periodic sweep: cancels unpaid orders whose hold ran out (their
   * stock back) and retries refunds still due.
   */
  async sweep(): Promise<{ expired: number; refunded: number }> {
    const due = await selectDueOrderIds(this.db, this.now(), sweepBatch);
    for (const orderId of due) await this.expire(orderId);
    const refunds = await selectOrdersWithRefundsDue(this.db, refundBatch);
    for (const orderId of refunds) await this.refundDue(orderId);
    return { expired: due.length, refunded: refunds.length };
  }

  private isDue(order: { paymentExpiresAt: Date | null }): boolean {
    return order.paymentExpiresAt !== null && order.paymentExpiresAt <= this.now();
  }

  private async ownOrder(owner: PaymentOwner, orderId: number): Promise<PaymentOrder> {
    const order = await selectPaymentOrder(this.db, orderId);
    if (!order || order.userId !== owner.userId || order.companyId !== owner.companyId) {
      throw notFound();
    }
    return order;
  }

  /**
   * Cancels an unpaid order whose hold ran out, its stock back and its open attempts expired,
   * in one transaction; then asks the provider about attempts that were still open, so that one
   * paid in the meantime is refunded.
   */
  private async expire(orderId: number): Promise<void> {
    // A payment the provider took before the hold was seen to run out (its notification lost, the
    // shopper gone) is honoured: the provider is asked about the open attempts first.
    const pending = (await selectPaymentsOfOrders(this.db, [orderId])).filter(
      (row) => row.status === "pending" && row.providerId,
    );
    for (const row of pending) {
      try {
        await this.settleFromProvider(row);
      } catch (error) {
        this.options.log.warn({ err: error, orderId }, "an open attempt could not be checked");
      }
    }
    const open = await this.db.transaction(async (tx) => {
      const order = await lockPaymentOrder(tx, orderId);
      const rows = await lockPaymentsOfOrder(tx, orderId);
      if (order?.status !== "AwaitingPayment" || !this.isDue(order)) return [];
      return this.expireLocked(tx, order, rows);
    });
    for (const row of open) {
      try {
        await this.settleFromProvider(row);
      } catch (error) {
        this.options.log.warn({ err: error, orderId }, "an expired attempt could not be checked");
      }
    }
  }

  /** In a transaction holding the order's and its attempts' locks. Answers the attempts that were open. */
  private async expireLocked(
    tx: Database,
    order: PaymentOrder,
    rows: readonly PaymentRow[],
  ): Promise<PaymentRow[]> {
    const at = this.now();
    await cancelUnpaidOrder(tx, order.id, at);
    const open = rows.filter((row) => row.status === "pending" || row.status === "failed");
    for (const row of open) await updatePayment(tx, row.id, { status: "expired", updatedAt: at });
    return open.filter((row) => row.providerId !== null);
  }

  /** Asks the provider about an attempt and settles it by the answer. */
  private async settleFromProvider(payment: PaymentRow): Promise<Settled> {
    if (!payment.providerId || payment.provider !== this.provider.name) {
      return { mismatch: false, afterExpiry: payment.status === "expired" };
    }
    let reported: ProviderPayment;
    try {
      reported = await this.provider.fetch(payment.providerId);
    } catch (error) {
      this.options.log.warn({ err: error }, "the payment provider could not be asked");
      throw providerUnavailable();
    }
    return this.settle(payment.id, payment.orderId, reported);
  }

  /**
   * Applies the provider's word on one attempt, in one transaction, order row first. Only a
   * change of state is written, so a replayed notification or a second return changes nothing.
   * The amount and currency must be the attempt's and the order's, the id the attempt's.
   */
  private async settle(
    paymentId: string,
    orderId: number,
    reported: ProviderPayment,
  ): Promise<Settled> {
    const result = await this.db.transaction(async (tx) => {
      const order = await lockPaymentOrder(tx, orderId);
      const rows = await lockPaymentsOfOrder(tx, orderId);
      const row = rows.find((each) => each.id === paymentId);
      if (!order || !row) throw notFound();
      if (
        reported.providerId !== row.providerId ||
        reported.amountHalalas !== row.amount ||
        reported.amountHalalas !== order.total ||
        reported.currency !== row.currency
      ) {
        return {
          mismatch: true,
          afterExpiry: false,
          paidNow: false,
          refund: false,
          refunded: false,
        };
      }
      const at = this.now();
      const card = reported.card ? { brand: reported.card.brand, last4: reported.card.last4 } : {};
      const afterExpiry = row.status === "expired";
      let paidNow = false;
      let refund = false;
      let refunded = false;
      if (reported.status === "failed" && row.status === "pending") {
        await updatePayment(tx, row.id, { status: "failed", ...card, updatedAt: at });
      } else if (reported.status === "paid" && !tookMoney(row)) {
        const otherPaid = rows.some((each) => each.id !== row.id && tookMoney(each));
        if (order.status === "AwaitingPayment" && !otherPaid) {
          await updatePayment(tx, row.id, { status: "paid", ...card, paidAt: at, updatedAt: at });
          await markOrderPaid(tx, order.id);
          await this.options.invoices.issueFor(tx, order.id);
          paidNow = true;
        } else {
          // Paid after the hold ran out, after a cancel, or twice: the money goes back.
          await updatePayment(tx, row.id, {
            status: "refunding",
            ...card,
            paidAt: at,
            updatedAt: at,
          });
          refund = true;
        }
      } else if (reported.status === "refunded" && row.status !== "refunded") {
        if (reported.refundedHalalas >= row.amount) {
          await updatePayment(tx, row.id, {
            status: "refunded",
            ...card,
            refundedAt: at,
            updatedAt: at,
          });
          refunded = tookMoney(row);
        }
      }
      return { mismatch: false, afterExpiry, paidNow, refund, refunded };
    });
    if (result.mismatch) {
      this.options.log.warn({ orderId }, "a payment's amount, currency or id did not match");
    }
    if (result.paidNow) await this.orderPaid(orderId, paymentId);
    if (result.refund) await this.refundDue(orderId);
    return { mismatch: result.mismatch, afterExpiry: result.afterExpiry };
  }

  /**
   * The one place where an order becomes paid (after the commit): its confirmation email goes out
   * in the shopper's language of checkout. Whatever else follows a payment is called from here.
   */
  private async orderPaid(orderId: number, paymentId: string): Promise<void> {
    const payment = await selectPayment(this.db, paymentId);
    const locale: Locale = payment?.locale === "ar" ? "ar" : "en";
    await sendPaidOrderConfirmation(
      {
        db: this.db,
        mailer: this.options.mailer,
        storefrontUrl: this.options.storefrontUrl,
        payments: this,
      },
      orderId,
      locale,
    );
  }
}
