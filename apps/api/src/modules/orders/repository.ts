import { gulfCountryName } from "@souq/contract/gulf-countries";
import type { Locale } from "@souq/contract/locale";
import type {
  LineVariant,
  OrderDetail,
  OrderStatus,
  OrderSummary,
  ShipmentStatus,
} from "@souq/contract/orders";
import { and, asc, count, desc, eq, lte, ne, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { toPicture } from "../../media/pictures.ts";
import { toRiyals } from "../pricing/public.ts";
import { giveBackStock } from "../products/public.ts";
import { vendorNamesView } from "../vendors/public.ts";
import type { OrderPaymentFacts } from "./order-payments.ts";
import { orderItems, orderShipments, orders, orderTrackingEvents } from "./tables.ts";

/** Whose order: the shopper and the marketplace; any other order is treated as absent. */
export interface OrderOwner {
  companyId: number;
  userId: number;
}

/** The order an idempotency key already placed for this shopper, in any marketplace. */
export async function selectOrderByKey(
  db: Database,
  userId: number,
  key: string,
): Promise<{ id: number; companyId: number; requestHash: string | null } | null> {
  const [row] = await db
    .select({ id: orders.id, companyId: orders.companyId, requestHash: orders.requestHash })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return row ?? null;
}

/**
 * Gives back the stock of a cancelled order's lines (products or variants since deleted are
 * skipped). Lines of a shipment cancelled before (by its vendor) got theirs back then; run this
 * before the order's shipments are marked cancelled. With `shipmentId`, only that shipment's.
 */
export async function returnStock(
  tx: Database,
  orderId: number,
  shipmentId?: number,
): Promise<void> {
  const lines = await tx
    .select({
      productId: orderItems.productId,
      variantId: orderItems.variantId,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .leftJoin(orderShipments, eq(orderShipments.id, orderItems.shipmentId))
    .where(
      and(
        eq(orderItems.orderId, orderId),
        shipmentId === undefined
          ? sql`${orderShipments.status} is distinct from 'cancelled'`
          : eq(orderItems.shipmentId, shipmentId),
      ),
    )
    .orderBy(asc(orderItems.productId), asc(orderItems.variantId));
  for (const line of lines) {
    if (line.productId === null) continue;
    await giveBackStock(tx, { ...line, productId: line.productId });
  }
}

export interface NewOrder {
  companyId: number;
  userId: number;
  status: OrderStatus;
  subtotal: number;
  discount: number;
  shipping: number;
  tax: number;
  total: number;
  paymentMethod: string;
  deliveryOption: string;
  idempotencyKey: string;
  requestHash: string;
  shippingAddress: (typeof orders.$inferInsert)["shippingAddress"];
  placedAt: Date;
  /** The days each vendor's shipment is promised for, by vendor id. */
  promises: ReadonlyMap<number, { earliest: string; latest: string }>;
  /** A card order's end of hold; null for cash on delivery. */
  paymentExpiresAt: Date | null;
}

export interface NewOrderLine {
  vendorId: number;
  productId: number;
  variantId: number | null;
  nameEn: string;
  nameAr: string;
  /** The variant's colour and size in both languages, copied so that the order keeps them. */
  colourEn: string | null;
  colourAr: string | null;
  sizeEn: string | null;
  sizeAr: string | null;
  /** The media key of the product's first picture. */
  pictureKey: string | null;
  unitPrice: number;
  quantity: number;
}

/** A line's variant in one language, as the contract shows it; null without colour or size. */
export function lineVariantOf(
  locale: Locale,
  line: {
    colourEn: string | null;
    colourAr: string | null;
    sizeEn: string | null;
    sizeAr: string | null;
  },
): LineVariant | null {
  const colour = locale === "ar" ? (line.colourAr ?? line.colourEn) : line.colourEn;
  const size = locale === "ar" ? (line.sizeAr ?? line.sizeEn) : line.sizeEn;
  return colour === null && size === null ? null : { colour, size };
}

/** A line's name with its variant, as an invoice names it: "Abaya (Black / 54)". */
function nameWithVariant(name: string, variant: LineVariant | null): string {
  const parts = [variant?.colour, variant?.size].filter(Boolean);
  return parts.length > 0 ? `${name} (${parts.join(" / ")})` : name;
}

/**
 * Writes an order, one shipment per vendor (each at `placed`, dated) and its lines. The number
 * follows from the order's id, so it is unique without a second lookup.
 */
export async function insertOrder(
  tx: Database,
  order: NewOrder,
  lines: readonly NewOrderLine[],
): Promise<{ id: number; number: string }> {
  const { placedAt, promises, ...values } = order;
  const [row] = await tx
    .insert(orders)
    .values({ ...values, number: `pending-${order.idempotencyKey}`, createdAt: placedAt })
    .returning({ id: orders.id });
  if (!row) throw new Error("the order was not written");
  const number = `SQ-${200_000 + row.id}`;
  await tx.update(orders).set({ number }).where(eq(orders.id, row.id));
  const vendorIds = [...new Set(lines.map((line) => line.vendorId))];
  for (const vendorId of vendorIds) {
    const promise = promises.get(vendorId);
    const [shipment] = await tx
      .insert(orderShipments)
      .values({
        orderId: row.id,
        vendorId,
        status: "placed",
        estimatedEarliest: promise?.earliest ?? null,
        estimatedLatest: promise?.latest ?? null,
      })
      .returning({ id: orderShipments.id });
    if (!shipment) throw new Error("the shipment was not written");
    await tx.insert(orderItems).values(
      lines
        .filter((line) => line.vendorId === vendorId)
        .map((line) => ({
          orderId: row.id,
          shipmentId: shipment.id,
          productId: line.productId,
          variantId: line.variantId,
          nameEn: line.nameEn,
          nameAr: line.nameAr,
          colourEn: line.colourEn,
          colourAr: line.colourAr,
          sizeEn: line.sizeEn,
          sizeAr: line.sizeAr,
          pictureKey: line.pictureKey,
          unitPrice: line.unitPrice,
          quantity: line.quantity,
          lineTotal: line.unitPrice * line.quantity,
        })),
    );
    await tx
      .insert(orderTrackingEvents)
      .values({ orderId: row.id, shipmentId: shipment.id, step: "placed", happenedAt: placedAt });
  }
  return { id: row.id, number };
}

/** Locks one of the shopper's orders for a change; null for anyone else's. */
export async function lockOwnOrder(
  tx: Database,
  owner: OrderOwner,
  orderId: number,
): Promise<{ id: number; status: string; paymentMethod: string } | null> {
  const [row] = await tx
    .select({ id: orders.id, status: orders.status, paymentMethod: orders.paymentMethod })
    .from(orders)
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.userId, owner.userId),
        eq(orders.companyId, owner.companyId),
      ),
    )
    .for("update");
  return row ?? null;
}

/** The statuses of an order's shipments. */
export async function selectShipmentStatuses(tx: Database, orderId: number): Promise<string[]> {
  const rows = await tx
    .select({ status: orderShipments.status })
    .from(orderShipments)
    .where(eq(orderShipments.orderId, orderId));
  return rows.map((row) => row.status);
}

/**
 * Cancels every shipment of an order and the order, with a dated step for each shipment. The
 * caller holds the order row's lock; the shipments are locked after it, by id.
 */
export async function markCancelled(tx: Database, orderId: number, at: Date): Promise<void> {
  await tx
    .select({ id: orderShipments.id })
    .from(orderShipments)
    .where(eq(orderShipments.orderId, orderId))
    .orderBy(asc(orderShipments.id))
    .for("update");
  // A shipment its vendor cancelled before keeps its step and its reason.
  const shipments = await tx
    .update(orderShipments)
    .set({ status: "cancelled" })
    .where(and(eq(orderShipments.orderId, orderId), ne(orderShipments.status, "cancelled")))
    .returning({ id: orderShipments.id });
  if (shipments.length > 0) {
    await tx.insert(orderTrackingEvents).values(
      shipments.map((shipment) => ({
        orderId,
        shipmentId: shipment.id,
        step: "cancelled",
        happenedAt: at,
      })),
    );
  }
  await tx
    .update(orders)
    .set({ status: "Cancelled", cancelledAt: at })
    .where(eq(orders.id, orderId));
}

/** An order by its id or its number, in any marketplace: for the operator's commands. */
export async function selectOrderRef(
  db: Database,
  ref: string,
): Promise<{ id: number; number: string } | null> {
  const byId = /^[0-9]{1,9}$/.test(ref) ? eq(orders.id, Number(ref)) : eq(orders.number, ref);
  const [row] = await db.select({ id: orders.id, number: orders.number }).from(orders).where(byId);
  return row ?? null;
}

/**
 * Locks an order's row, for the operator's steps. Cancel and advance both lock the order row
 * first and its shipments after, so the two never wait on each other in a circle.
 */
export async function lockOrder(
  tx: Database,
  orderId: number,
): Promise<{ id: number; status: string; paymentMethod: string } | null> {
  const [row] = await tx
    .select({ id: orders.id, status: orders.status, paymentMethod: orders.paymentMethod })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for("update");
  return row ?? null;
}

/** Locks one vendor's shipment of an order; null when that vendor has no part in it. */
export async function lockShipment(
  tx: Database,
  orderId: number,
  vendorId: number,
): Promise<{ id: number; status: string } | null> {
  const [row] = await tx
    .select({ id: orderShipments.id, status: orderShipments.status })
    .from(orderShipments)
    .where(and(eq(orderShipments.orderId, orderId), eq(orderShipments.vendorId, vendorId)))
    .for("update");
  return row ?? null;
}

/**
 * The order's status from its shipments': Cancelled when every one is, Completed when every one
 * left (not cancelled) is delivered, else InProgress.
 */
export function orderStatusOf(statuses: readonly string[]): OrderStatus {
  const left = statuses.filter((each) => each !== "cancelled");
  if (left.length === 0) return "Cancelled";
  return left.every((each) => each === "delivered") ? "Completed" : "InProgress";
}

/**
 * Moves a shipment to a step, dated, with what the step carries (the carrier and tracking number
 * of `shipped`, the reason of a vendor's `cancelled`); the order's status follows its shipments'
 * (`orderStatusOf`). The caller holds the order row's lock, then the shipment's.
 */
export async function writeShipmentStep(
  tx: Database,
  orderId: number,
  shipmentId: number,
  step: ShipmentStatus,
  at: Date,
  details: { carrier?: string; trackingNumber?: string; cancelReason?: string } = {},
): Promise<OrderStatus> {
  await tx
    .update(orderShipments)
    .set({ status: step, ...details })
    .where(eq(orderShipments.id, shipmentId));
  await tx.insert(orderTrackingEvents).values({ orderId, shipmentId, step, happenedAt: at });
  const status = orderStatusOf(await selectShipmentStatuses(tx, orderId));
  await tx
    .update(orders)
    .set({ status, ...(status === "Cancelled" ? { cancelledAt: at } : {}) })
    .where(eq(orders.id, orderId));
  return status;
}

/** What card payments read and change of an order. */
export interface PaymentOrder {
  id: number;
  userId: number;
  companyId: number;
  number: string;
  status: string;
  total: number;
  paymentMethod: string;
  paymentExpiresAt: Date | null;
  cancelledAt: Date | null;
}

const paymentOrderColumns = {
  id: orders.id,
  userId: orders.userId,
  companyId: orders.companyId,
  number: orders.number,
  status: orders.status,
  total: orders.total,
  paymentMethod: orders.paymentMethod,
  paymentExpiresAt: orders.paymentExpiresAt,
  cancelledAt: orders.cancelledAt,
};

/** An order as card payments see it, in any marketplace; null when there is none. */
export async function selectPaymentOrder(
  db: Database,
  orderId: number,
): Promise<PaymentOrder | null> {
  const [row] = await db.select(paymentOrderColumns).from(orders).where(eq(orders.id, orderId));
  return row ?? null;
}

/**
 * Locks an order's row for a change to its payment. Every transaction that touches an order and
 * its payments locks the order row first (ADR 38), so none waits on another in a circle.
 */
export async function lockPaymentOrder(
  tx: Database,
  orderId: number,
): Promise<PaymentOrder | null> {
  const [row] = await tx
    .select(paymentOrderColumns)
    .from(orders)
    .where(eq(orders.id, orderId))
    .for("update");
  return row ?? null;
}

/** A card order is paid: it goes on like any other order. The caller holds its lock. */
export async function markOrderPaid(tx: Database, orderId: number): Promise<void> {
  await tx
    .update(orders)
    .set({ status: "InProgress" })
    .where(and(eq(orders.id, orderId), eq(orders.status, "AwaitingPayment")));
}

/** Unpaid card orders whose hold has run out, oldest first; only the shopper's when given. */
export async function selectDueOrderIds(
  db: Database,
  now: Date,
  limit: number,
  owner?: OrderOwner,
): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, "AwaitingPayment"),
        lte(orders.paymentExpiresAt, now),
        ...(owner ? [eq(orders.userId, owner.userId), eq(orders.companyId, owner.companyId)] : []),
      ),
    )
    .orderBy(asc(orders.paymentExpiresAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

const iso = (date: Date) => date.toISOString();

/** The steps a shopper's cancel allows every shipment to be at (one its vendor cancelled stays so). */
export const cancellableSteps: ReadonlySet<string> = new Set(["placed", "confirmed", "cancelled"]);

/** An order as the contract shows it, but for its payment (the payments module says that). */
export type OrderWithoutPayment = Omit<OrderDetail, "payment">;

/**
 * Where pictures are served from (`PUBLIC_URL`), for the lines' pictures; null where no one sees
 * them (tracking and emails show none), and the lines then carry none.
 */
type PictureOrigin = string | null;

/** One of the shopper's orders as the contract shows it (its payment apart); null for anyone else's. */
export async function selectOrderDetail(
  db: Database,
  owner: OrderOwner,
  orderId: number,
  locale: Locale,
  publicUrl: PictureOrigin,
): Promise<{ detail: OrderWithoutPayment; facts: OrderPaymentFacts } | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.userId, owner.userId),
        eq(orders.companyId, owner.companyId),
      ),
    );
  if (!order) return null;
  const detail = await detailOf(db, order, locale, publicUrl);
  return { detail, facts: factsOf(order) };
}

/** An order by id in any marketplace (the paid order's email), with its owner. */
export async function selectAnyOrderDetail(
  db: Database,
  orderId: number,
  locale: Locale,
): Promise<{ detail: OrderWithoutPayment; facts: OrderPaymentFacts; userId: number } | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return null;
  return {
    detail: await detailOf(db, order, locale, null),
    facts: factsOf(order),
    userId: order.userId,
  };
}

const factsOf = (order: {
  id: number;
  status: string;
  paymentMethod: string;
  paymentExpiresAt: Date | null;
}): OrderPaymentFacts => ({
  id: order.id,
  status: order.status,
  paymentMethod: order.paymentMethod,
  paymentExpiresAt: order.paymentExpiresAt,
});

/** The copied address as the contract shows it: parts an older order lacks are empty. */
function addressOf(
  stored: (typeof orders.$inferSelect)["shippingAddress"],
): OrderDetail["address"] {
  return {
    recipient_name: "",
    district: "",
    street: "",
    building_number: "",
    short_code: "",
    ...stored,
  };
}

async function detailOf(
  db: Database,
  order: typeof orders.$inferSelect,
  locale: Locale,
  publicUrl: PictureOrigin,
): Promise<OrderWithoutPayment> {
  const orderId = order.id;
  const vendors = vendorNamesView(db);
  const shipments = await db
    .select({
      id: orderShipments.id,
      vendorId: orderShipments.vendorId,
      status: orderShipments.status,
      carrier: orderShipments.carrier,
      trackingNumber: orderShipments.trackingNumber,
      cancelReason: orderShipments.cancelReason,
      estimatedEarliest: orderShipments.estimatedEarliest,
      estimatedLatest: orderShipments.estimatedLatest,
      vendorEn: vendors.nameEn,
      vendorAr: vendors.nameAr,
    })
    .from(orderShipments)
    .innerJoin(vendors, eq(vendors.id, orderShipments.vendorId))
    .where(eq(orderShipments.orderId, orderId))
    .orderBy(asc(orderShipments.id));
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  const events = await db
    .select()
    .from(orderTrackingEvents)
    .where(eq(orderTrackingEvents.orderId, orderId))
    .orderBy(asc(orderTrackingEvents.happenedAt), asc(orderTrackingEvents.id));
  const itemCount = items.reduce((sum, item) => sum + item.quantity, 0);
  return {
    id: order.id,
    number: order.number,
    status: order.status as OrderStatus,
    created_at: iso(order.createdAt),
    item_count: itemCount,
    delivery_option: order.deliveryOption === "express" ? "express" : "standard",
    payment_method: order.paymentMethod,
    // The country is ours to name, in the reader's language (the rest is as the shopper typed it).
    address: {
      ...addressOf(order.shippingAddress),
      country_name: gulfCountryName(order.shippingAddress.country_name, locale),
    },
    cancellable:
      (order.status === "InProgress" || order.status === "AwaitingPayment") &&
      shipments.every((shipment) => cancellableSteps.has(shipment.status)),
    shipments: shipments.map((shipment) => ({
      id: shipment.id,
      vendor_id: shipment.vendorId,
      vendor: locale === "ar" ? shipment.vendorAr : shipment.vendorEn,
      status: shipment.status as ShipmentStatus,
      steps: events
        .filter((event) => event.shipmentId === shipment.id)
        .map((event) => ({ step: event.step as ShipmentStatus, at: iso(event.happenedAt) })),
      carrier: shipment.carrier,
      tracking_number: shipment.trackingNumber,
      cancel_reason: shipment.cancelReason,
      estimated_delivery:
        shipment.estimatedEarliest && shipment.estimatedLatest
          ? { earliest: shipment.estimatedEarliest, latest: shipment.estimatedLatest }
          : null,
      items: items
        .filter((item) => item.shipmentId === shipment.id)
        .map((item) => ({
          product_id: item.productId,
          variant_id: item.variantId,
          name: locale === "ar" ? item.nameAr : item.nameEn,
          variant: lineVariantOf(locale, item),
          picture:
            publicUrl !== null && item.pictureKey
              ? toPicture(publicUrl, item.pictureKey, 200).url
              : null,
          qty: item.quantity,
          price: toRiyals(item.unitPrice),
          line_total: toRiyals(item.lineTotal),
        })),
    })),
    subtotal: toRiyals(order.subtotal),
    discount: toRiyals(order.discount),
    shipping: toRiyals(order.shipping),
    tax: toRiyals(order.tax),
    total: toRiyals(order.total),
  };
}

/** One page of the shopper's orders, newest first, and how many there are. */
export async function selectOrderPage(
  db: Database,
  owner: OrderOwner,
  page: number,
  perPage: number,
) {
  const own = and(eq(orders.userId, owner.userId), eq(orders.companyId, owner.companyId));
  const [counted] = await db.select({ n: count() }).from(orders).where(own);
  // Written out by hand: inside a select, column names are not qualified by their table.
  const itemCount = sql<number>`(
    select coalesce(sum(line.quantity), 0)::int from order_items as line
    where line.order_id = "orders"."id"
  )`;
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      createdAt: orders.createdAt,
      total: orders.total,
      paymentMethod: orders.paymentMethod,
      paymentExpiresAt: orders.paymentExpiresAt,
      itemCount,
    })
    .from(orders)
    .where(own)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return {
    total: counted?.n ?? 0,
    orders: rows.map((row) => ({
      summary: {
        id: row.id,
        number: row.number,
        status: row.status as OrderStatus,
        created_at: iso(row.createdAt),
        item_count: Number(row.itemCount),
        total: toRiyals(row.total),
      } satisfies Omit<OrderSummary, "payment">,
      facts: factsOf(row),
    })),
  };
}

/** What an order's tax invoices are made of: its totals and each vendor's lines (halalas). */
export interface InvoiceableOrder {
  id: number;
  companyId: number;
  number: string;
  deliveryOption: string;
  shipping: number;
  tax: number;
  total: number;
  shipments: {
    vendorId: number;
    lines: {
      nameEn: string;
      nameAr: string;
      unitPrice: number;
      quantity: number;
      lineTotal: number;
    }[];
  }[];
}

/** An order as its invoices need it, in any marketplace (the caller knows the order); null if absent. */
export async function selectInvoiceableOrder(
  db: Pick<Database, "select">,
  orderId: number,
): Promise<InvoiceableOrder | null> {
  // One statement: each line with its shipment's vendor and the order's totals (every order has
  // lines), in the order of the vendors and then of the lines.
  const rows = await db
    .select({
      id: orders.id,
      companyId: orders.companyId,
      number: orders.number,
      deliveryOption: orders.deliveryOption,
      shipping: orders.shipping,
      tax: orders.tax,
      total: orders.total,
      shipmentId: orderShipments.id,
      vendorId: orderShipments.vendorId,
      nameEn: orderItems.nameEn,
      nameAr: orderItems.nameAr,
      colourEn: orderItems.colourEn,
      colourAr: orderItems.colourAr,
      sizeEn: orderItems.sizeEn,
      sizeAr: orderItems.sizeAr,
      unitPrice: orderItems.unitPrice,
      quantity: orderItems.quantity,
      lineTotal: orderItems.lineTotal,
    })
    .from(orderItems)
    .innerJoin(orderShipments, eq(orderShipments.id, orderItems.shipmentId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderShipments.vendorId), asc(orderItems.id));
  const [first] = rows;
  if (!first) return null;
  const { id, companyId, number, deliveryOption, shipping, tax, total } = first;
  // The rows come shipment by shipment (a vendor has one shipment an order).
  const shipments = new Map<number, InvoiceableOrder["shipments"][number]>();
  for (const item of rows) {
    let shipment = shipments.get(item.shipmentId);
    if (!shipment) {
      shipment = { vendorId: item.vendorId, lines: [] };
      shipments.set(item.shipmentId, shipment);
    }
    // An invoice names what was sold: the product with its colour and size.
    shipment.lines.push({
      nameEn: nameWithVariant(item.nameEn, lineVariantOf("en", item)),
      nameAr: nameWithVariant(item.nameAr, lineVariantOf("ar", item)),
      unitPrice: item.unitPrice,
      quantity: item.quantity,
      lineTotal: item.lineTotal,
    });
  }
  return {
    id,
    companyId,
    number,
    deliveryOption,
    shipping,
    tax,
    total,
    shipments: [...shipments.values()],
  };
}

/** What buying an order again needs of its lines, in the order's own order; null for anyone else's. */
export async function selectOwnOrderLines(
  db: Pick<Database, "select">,
  owner: OrderOwner,
  orderId: number,
): Promise<Array<typeof orderItems.$inferSelect> | null> {
  const number = await selectOwnOrderNumber(db, owner, orderId);
  if (number === null) return null;
  return db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}

/** The number of one of the shopper's orders; null for anyone else's. */
export async function selectOwnOrderNumber(
  db: Pick<Database, "select">,
  owner: OrderOwner,
  orderId: number,
): Promise<string | null> {
  const [row] = await db
    .select({ number: orders.number })
    .from(orders)
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.userId, owner.userId),
        eq(orders.companyId, owner.companyId),
      ),
    );
  return row?.number ?? null;
}

/**
 * What a shopper has of a product in a marketplace: `received` when a delivered shipment held
 * it, `ordered` when an order not cancelled holds it but nothing holding it was delivered yet,
 * `none` otherwise. Reviews ask it: only a shopper who received a product may review it.
 */
export async function selectProductPurchase(
  db: Pick<Database, "select">,
  owner: OrderOwner,
  productId: number,
): Promise<"none" | "ordered" | "received"> {
  const [row] = await db
    .select({
      best: sql<number | null>`max(case
        when ${orderShipments.status} = 'delivered' then 2
        when ${orderShipments.status} <> 'cancelled' and ${orders.status} <> 'Cancelled' then 1
        else 0 end)`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(orderShipments, eq(orderShipments.id, orderItems.shipmentId))
    .where(
      and(
        eq(orders.userId, owner.userId),
        eq(orders.companyId, owner.companyId),
        eq(orderItems.productId, productId),
      ),
    );
  const best = Number(row?.best ?? 0);
  return best >= 2 ? "received" : best === 1 ? "ordered" : "none";
}

/**
 * Whether an order line shows a picture (its product's first picture when ordered), as a condition
 * on a media key: a vendor's upload that a past order shows is kept when unused uploads are swept.
 */
export function orderShowsPicture(mediaKey: SQLWrapper): SQL {
  return sql`exists (select 1 from ${orderItems} where ${orderItems.pictureKey} = ${mediaKey})`;
}
