import type { Locale } from "@souq/contract/locale";
import type { OrderPayment, PaymentAttempt } from "@souq/contract/payments";
import type { Database } from "../../db/client.ts";
import type { OrderOwner } from "./repository.ts";

/** What the orders module tells the payments module of an order. */
export interface OrderPaymentFacts {
  id: number;
  status: string;
  paymentMethod: string;
  paymentExpiresAt: Date | null;
}

/**
 * What orders need of card payments (the payments module implements it; the app passes it in, so
 * orders import no payment code). Cash on delivery needs none of it.
 */
export interface OrderPayments {
  /** How long a card order holds its stock, in milliseconds. */
  readonly holdMs: number;
  /** The time holds are measured by (tests move it on). */
  now(): Date;
  /** In checkout's transaction: the order's first attempt to pay; answers its id. */
  createAttempt(
    tx: Database,
    order: { id: number; total: number },
    locale: Locale,
  ): Promise<string>;
  /**
   * After checkout's commit: asks the provider to start the attempt. Null when the provider could
   * not (the attempt is then failed, and the shopper may pay again while the hold lasts).
   */
  startAttempt(
    paymentId: string,
    order: { id: number; number: string; total: number; expiresAt: Date },
    locale: Locale,
  ): Promise<PaymentAttempt | null>;
  /** The latest attempt still open (a replayed checkout answers it again); null when none. */
  openAttempt(orderId: number, expiresAt: Date | null): Promise<PaymentAttempt | null>;
  /** The payment of each order, as the order detail and the list show it. */
  viewsOf(orders: readonly OrderPaymentFacts[]): Promise<Map<number, OrderPayment>>;
  /** Cancels the shopper's unpaid orders whose hold has run out, before they are read. */
  expireDueOf(owner: OrderOwner): Promise<void>;
  /** In a cancel's transaction, after the order row's lock: paid attempts are to be refunded. */
  onOrderCancelled(tx: Database, orderId: number): Promise<void>;
  /**
   * In the transaction that cancels one vendor's shipment, after the order row's lock: a paid
   * order's refund of that shipment's lines (`amount` halalas) is due.
   */
  onShipmentCancelled(
    tx: Database,
    orderId: number,
    shipment: { id: number; amount: number },
  ): Promise<void>;
  /** After a cancel's commit: makes the refunds (whole or of shipments) through the provider. */
  refundDue(orderId: number): Promise<void>;
}
