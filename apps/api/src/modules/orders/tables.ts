import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, id } from "../../db/columns.ts";
import { users } from "../auth/tables.ts";
import { companyRef } from "../companies/tables.ts";
import { products, productVariants } from "../products/tables.ts";
import { vendors } from "../vendors/tables.ts";

// The tables this module owns: only its repository reads and writes them (ADR 31).

export const orders = pgTable(
  "orders",
  {
    id: id(),
    companyId: companyRef(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    number: text().notNull(),
    /**
     * "InProgress", "Completed" (every shipment delivered: the two states the spec styles),
     * "Cancelled" (by the shopper before anything shipped, or not paid in time) or
     * "AwaitingPayment" (placed to be paid by card, its stock held until `paymentExpiresAt`).
     */
    status: text().notNull(),
    subtotal: integer().notNull(),
    discount: integer().notNull().default(0),
    shipping: integer().notNull().default(0),
    tax: integer().notNull().default(0),
    total: integer().notNull(),
    paymentMethod: text().notNull(),
    /** "standard" or "express" (modules/pricing/totals.ts prices them). */
    deliveryOption: text().notNull().default("standard"),
    /** The shopper's Idempotency-Key of the checkout that placed it; null for older orders. */
    idempotencyKey: text(),
    /** A hash of that checkout's body, so that a replay with another body is refused. */
    requestHash: text(),
    /** A copy of the delivery address as it was when the order was placed. */
    shippingAddress: jsonb()
      .$type<{
        phone: string;
        address: string;
        city_name: string;
        country_name: string;
        zip_code: string;
        state: string;
        // The National Address parts (ADR 52); absent in orders placed before them.
        recipient_name?: string;
        district?: string;
        street?: string;
        building_number?: string;
        short_code?: string;
      }>()
      .notNull(),
    createdAt: createdAt(),
    cancelledAt: timestamp({ withTimezone: true }),
    /** A card order's end of hold: unpaid by then, it is cancelled and its stock returned. */
    paymentExpiresAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("orders_company_number").on(t.companyId, t.number),
    uniqueIndex("orders_user_idempotency_key").on(t.userId, t.idempotencyKey),
    index("orders_user_company_created").on(t.userId, t.companyId, t.createdAt.desc()),
    check(
      "orders_status",
      sql`${t.status} in ('AwaitingPayment', 'InProgress', 'Completed', 'Cancelled')`,
    ),
    // The hold's sweep finds the orders whose time is up.
    index("orders_awaiting_payment")
      .on(t.paymentExpiresAt)
      .where(sql`${t.status} = 'AwaitingPayment'`),
  ],
);

/** The part of an order one vendor fulfils: its own status and tracking steps. */
export const orderShipments = pgTable(
  "order_shipments",
  {
    id: id(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    vendorId: integer()
      .notNull()
      .references(() => vendors.id, { onDelete: "restrict" }),
    /** placed → confirmed → shipped → delivered, or cancelled before shipping. */
    status: text().notNull().default("placed"),
    /** Who carries it and under which number: the vendor says so as it ships (ADR 47). */
    carrier: text(),
    trackingNumber: text(),
    /** Why the vendor cancelled it, as the shopper reads it; null otherwise. */
    cancelReason: text(),
    /**
     * The days the shipment was promised for when the order was placed (ADR 52), in the
     * marketplace's calendar; null for orders placed before there were promises.
     */
    estimatedEarliest: date({ mode: "string" }),
    estimatedLatest: date({ mode: "string" }),
  },
  (t) => [
    uniqueIndex("order_shipments_order_vendor").on(t.orderId, t.vendorId),
    // A vendor's desk lists its shipments, newest first (ids follow the orders' order).
    index("order_shipments_vendor").on(t.vendorId, t.id.desc()),
    check(
      "order_shipments_status",
      sql`${t.status} in ('placed', 'confirmed', 'shipped', 'delivered', 'cancelled')`,
    ),
  ],
);

export const orderItems = pgTable(
  "order_items",
  {
    id: id(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    shipmentId: integer().references(() => orderShipments.id, { onDelete: "cascade" }),
    productId: integer().references(() => products.id, { onDelete: "set null" }),
    variantId: integer().references(() => productVariants.id, { onDelete: "set null" }),
    /** Names as they were when ordered, in both languages. */
    nameEn: text().notNull(),
    nameAr: text().notNull(),
    /**
     * The chosen variant's colour and size as they were when ordered, in both languages (null
     * for a product without variants, or a variant without that attribute; older lines too).
     */
    colourEn: text(),
    colourAr: text(),
    sizeEn: text(),
    sizeAr: text(),
    /** The media key of the product's first picture when ordered; null when it had none. */
    pictureKey: text(),
    unitPrice: integer().notNull(),
    quantity: integer().notNull(),
    lineTotal: integer().notNull(),
  },
  (t) => [index("order_items_order").on(t.orderId)],
);

export const orderTrackingEvents = pgTable(
  "order_tracking_events",
  {
    id: id(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    shipmentId: integer().references(() => orderShipments.id, { onDelete: "cascade" }),
    /** placed, confirmed, shipped, delivered or cancelled: the step a shipment reached. */
    step: text().notNull(),
    happenedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index("order_tracking_events_order").on(t.orderId, t.happenedAt)],
);
