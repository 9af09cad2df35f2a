import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "../../db/columns.ts";
import { orderShipments, orders } from "../orders/tables.ts";

// The tables this module owns: only its repositories read and write them (ADR 31).

/**
 * One attempt to pay a card order. The id is an unguessable token (it travels in the shopper's
 * return address); the provider's id is unique, so one provider payment settles one attempt.
 */
export const payments = pgTable(
  "payments",
  {
    id: text().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** 1 for checkout's attempt, then one more for each "pay again". */
    attempt: integer().notNull(),
    /** "sandbox" or "moyasar". */
    provider: text().notNull(),
    /** The provider's id of the payment; null until the provider has started it. */
    providerId: text(),
    /** The provider's page the shopper is sent to. */
    redirectUrl: text(),
    /**
     * pending → paid | failed; pending | failed → expired with the hold; paid → refunding (its
     * order was cancelled, or another attempt paid it first) → refunded once the provider has.
     */
    status: text().notNull().default("pending"),
    /** Halalas: the order's total when the attempt started. */
    amount: integer().notNull(),
    currency: text().notNull().default("SAR"),
    /** The card's network and last four digits, as the provider reports them; nothing more. */
    brand: text(),
    last4: text(),
    /** The shopper's language at checkout: the provider's page and the paid order's email. */
    locale: text().notNull().default("en"),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp({ withTimezone: true }),
    refundedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("payments_order_attempt").on(t.orderId, t.attempt),
    uniqueIndex("payments_provider_id").on(t.provider, t.providerId),
    // The sweep finds the refunds still to make.
    index("payments_refunding").on(t.updatedAt).where(sql`${t.status} = 'refunding'`),
    check(
      "payments_status",
      sql`${t.status} in ('pending', 'paid', 'failed', 'expired', 'refunding', 'refunded')`,
    ),
    check("payments_amount", sql`${t.amount} > 0`),
    check("payments_last4", sql`${t.last4} is null or ${t.last4} ~ '^[0-9]{4}$'`),
  ],
);

/**
 * The sandbox provider's own record of a payment, as a real provider keeps it on its side: what
 * is paid, where the shopper returns, its step and outcome, and of the card only its brand and
 * last four digits. The token is the payment's id at the sandbox and the key to its page.
 */
export const sandboxPayments = pgTable(
  "sandbox_payments",
  {
    token: text().primaryKey(),
    reference: text().notNull(),
    amount: integer().notNull(),
    currency: text().notNull(),
    description: text().notNull(),
    returnUrl: text().notNull(),
    /** "card" (the form), "authenticate" (3-D Secure), "done". */
    step: text().notNull().default("card"),
    /** pending → paid | failed; paid → refunded. */
    status: text().notNull().default("pending"),
    brand: text(),
    last4: text(),
    refunded: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index("sandbox_payments_reference").on(t.reference),
    check("sandbox_payments_step", sql`${t.step} in ('card', 'authenticate', 'done')`),
    check("sandbox_payments_status", sql`${t.status} in ('pending', 'paid', 'failed', 'refunded')`),
  ],
);

/**
 * A refund of part of a paid card order: the lines of one vendor's shipment that the vendor
 * cancelled (ADR 47). Due when the cancel commits, made once the provider has refunded up to the
 * sum of the order's partial refunds so far, so a retry never refunds twice.
 */
export const paymentRefunds = pgTable(
  "payment_refunds",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    paymentId: text()
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** The shipment whose lines are refunded: one refund per shipment. */
    shipmentId: integer()
      .notNull()
      .references(() => orderShipments.id, { onDelete: "cascade" }),
    /** Halalas. */
    amount: integer().notNull(),
    /** due → made. */
    status: text().notNull().default("due"),
    createdAt: createdAt(),
    madeAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("payment_refunds_shipment").on(t.shipmentId),
    index("payment_refunds_due").on(t.createdAt).where(sql`${t.status} = 'due'`),
    check("payment_refunds_amount", sql`${t.amount} > 0`),
    check("payment_refunds_status", sql`${t.status} in ('due', 'made')`),
  ],
);
