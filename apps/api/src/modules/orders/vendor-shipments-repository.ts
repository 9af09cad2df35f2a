import type { ShipmentStatus } from "@souq/contract/orders";
import { and, asc, count, desc, eq, gte, inArray, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { accountNamesView } from "../auth/public.ts";
import { orderItems, orderShipments, orders, orderTrackingEvents } from "./tables.ts";

// A vendor's shipments as its desk reads them (ADR 47): only the vendor's own, in its marketplace,
// of orders that went on to be fulfilled (a card order awaiting payment is not shown yet).

/** Whose shipments: one vendor in one marketplace. */
export interface VendorScope {
  companyId: number;
  vendorId: number;
}

const ofVendor = (scope: VendorScope) =>
  and(
    eq(orderShipments.vendorId, scope.vendorId),
    eq(orders.companyId, scope.companyId),
    ne(orders.status, "AwaitingPayment"),
  );

export interface VendorShipmentRow {
  id: number;
  orderId: number;
  orderNumber: string;
  orderStatus: string;
  paymentMethod: string;
  createdAt: Date;
  status: string;
  carrier: string | null;
  trackingNumber: string | null;
  cancelReason: string | null;
  recipient: string;
  phone: string;
  city: string;
}

function shipmentsOf(db: Pick<Database, "select">) {
  const accounts = accountNamesView(db);
  return db
    .select({
      id: orderShipments.id,
      orderId: orders.id,
      orderNumber: orders.number,
      orderStatus: orders.status,
      paymentMethod: orders.paymentMethod,
      createdAt: orders.createdAt,
      status: orderShipments.status,
      carrier: orderShipments.carrier,
      trackingNumber: orderShipments.trackingNumber,
      cancelReason: orderShipments.cancelReason,
      // The address's recipient when the shopper named one (ADR 52), else the account holder.
      recipient: sql<string>`coalesce(nullif(${orders.shippingAddress}->>'recipient_name', ''), ${accounts.name})`,
      phone: sql<string>`${orders.shippingAddress}->>'phone'`,
      city: sql<string>`${orders.shippingAddress}->>'city_name'`,
    })
    .from(orderShipments)
    .innerJoin(orders, eq(orders.id, orderShipments.orderId))
    .innerJoin(accounts, eq(accounts.id, orders.userId))
    .$dynamic();
}

/** One page of the vendor's shipments, newest order first, optionally at one step, and how many. */
export async function selectVendorShipmentPage(
  db: Database,
  scope: VendorScope,
  status: ShipmentStatus | undefined,
  page: { limit: number; offset: number },
): Promise<{ total: number; rows: VendorShipmentRow[] }> {
  const where = and(ofVendor(scope), status ? eq(orderShipments.status, status) : undefined);
  const [rows, [counted]] = await Promise.all([
    shipmentsOf(db)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orderShipments.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: count() })
      .from(orderShipments)
      .innerJoin(orders, eq(orders.id, orderShipments.orderId))
      .where(where),
  ]);
  return { total: counted?.total ?? 0, rows };
}

/** One of the vendor's shipments; null for anyone else's (or one not to be fulfilled yet). */
export async function selectVendorShipment(
  db: Database,
  scope: VendorScope,
  shipmentId: number,
): Promise<VendorShipmentRow | null> {
  const [row] = await shipmentsOf(db).where(
    and(ofVendor(scope), eq(orderShipments.id, shipmentId)),
  );
  return row ?? null;
}

export interface VendorShipmentLineRow {
  shipmentId: number;
  productId: number | null;
  variantId: number | null;
  nameEn: string;
  nameAr: string;
  unitPrice: number;
  quantity: number;
  lineTotal: number;
  pictureKey: string | null;
  colourEn: string | null;
  colourAr: string | null;
  sizeEn: string | null;
  sizeAr: string | null;
}

/** The lines of some shipments, with the colour, size and picture each line kept when ordered. */
export async function selectShipmentLines(
  db: Database,
  shipmentIds: readonly number[],
): Promise<VendorShipmentLineRow[]> {
  if (shipmentIds.length === 0) return [];
  const rows = await db
    .select({
      shipmentId: orderItems.shipmentId,
      productId: orderItems.productId,
      variantId: orderItems.variantId,
      nameEn: orderItems.nameEn,
      nameAr: orderItems.nameAr,
      unitPrice: orderItems.unitPrice,
      quantity: orderItems.quantity,
      lineTotal: orderItems.lineTotal,
      pictureKey: orderItems.pictureKey,
      colourEn: orderItems.colourEn,
      colourAr: orderItems.colourAr,
      sizeEn: orderItems.sizeEn,
      sizeAr: orderItems.sizeAr,
    })
    .from(orderItems)
    .where(inArray(orderItems.shipmentId, [...shipmentIds]))
    .orderBy(asc(orderItems.id));
  return rows.map((row) => ({ ...row, shipmentId: row.shipmentId ?? 0 }));
}

/** The dated steps of some shipments, oldest first. */
export async function selectShipmentSteps(
  db: Database,
  shipmentIds: readonly number[],
): Promise<{ shipmentId: number; step: string; at: Date }[]> {
  if (shipmentIds.length === 0) return [];
  const rows = await db
    .select({
      shipmentId: orderTrackingEvents.shipmentId,
      step: orderTrackingEvents.step,
      at: orderTrackingEvents.happenedAt,
    })
    .from(orderTrackingEvents)
    .where(inArray(orderTrackingEvents.shipmentId, [...shipmentIds]))
    .orderBy(asc(orderTrackingEvents.happenedAt), asc(orderTrackingEvents.id));
  return rows.map((row) => ({ ...row, shipmentId: row.shipmentId ?? 0 }));
}

/**
 * Locks one of the vendor's shipments for a step, its order's row first (the order every change
 * to an order takes, ADR 38): two steps asked at once take turns, and the second sees the first.
 */
export async function lockVendorShipment(
  tx: Database,
  scope: VendorScope,
  shipmentId: number,
): Promise<{
  id: number;
  status: string;
  orderId: number;
  orderStatus: string;
  paymentMethod: string;
  userId: number;
  orderNumber: string;
} | null> {
  const [found] = await tx
    .select({ orderId: orderShipments.orderId })
    .from(orderShipments)
    .innerJoin(orders, eq(orders.id, orderShipments.orderId))
    .where(
      and(
        eq(orderShipments.id, shipmentId),
        eq(orderShipments.vendorId, scope.vendorId),
        eq(orders.companyId, scope.companyId),
      ),
    );
  if (!found) return null;
  const [order] = await tx
    .select({
      id: orders.id,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      userId: orders.userId,
      number: orders.number,
    })
    .from(orders)
    .where(eq(orders.id, found.orderId))
    .for("update");
  const [shipment] = await tx
    .select({ id: orderShipments.id, status: orderShipments.status })
    .from(orderShipments)
    .where(eq(orderShipments.id, shipmentId))
    .for("update");
  if (!order || !shipment) return null;
  return {
    id: shipment.id,
    status: shipment.status,
    orderId: order.id,
    orderStatus: order.status,
    paymentMethod: order.paymentMethod,
    userId: order.userId,
    orderNumber: order.number,
  };
}

/** What a shipment's lines come to (halalas). */
export async function sumShipmentLines(tx: Database, shipmentId: number): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${orderItems.lineTotal}), 0)::int` })
    .from(orderItems)
    .where(eq(orderItems.shipmentId, shipmentId));
  return Number(row?.total ?? 0);
}

/** The vendor's dashboard figures (ADR 47): its shipments by step, today's, and its last 30 days. */
export async function selectVendorFigures(
  db: Database,
  scope: VendorScope,
  since: { today: Date; thirtyDaysAgo: Date },
): Promise<{
  byStatus: Map<string, number>;
  today: number;
  sales: number;
  orders: number;
}> {
  const [byStatus, [today], [sales]] = await Promise.all([
    db
      .select({ status: orderShipments.status, n: count() })
      .from(orderShipments)
      .innerJoin(orders, eq(orders.id, orderShipments.orderId))
      .where(ofVendor(scope))
      .groupBy(orderShipments.status),
    db
      .select({ n: count() })
      .from(orderShipments)
      .innerJoin(orders, eq(orders.id, orderShipments.orderId))
      .where(and(ofVendor(scope), gte(orders.createdAt, since.today))),
    db
      .select({
        total: sql<number>`coalesce(sum(${orderItems.lineTotal}), 0)::bigint`,
        orders: sql<number>`count(distinct ${orders.id})::int`,
      })
      .from(orderShipments)
      .innerJoin(orders, eq(orders.id, orderShipments.orderId))
      .innerJoin(orderItems, eq(orderItems.shipmentId, orderShipments.id))
      .where(
        and(
          ofVendor(scope),
          ne(orderShipments.status, "cancelled"),
          gte(orders.createdAt, since.thirtyDaysAgo),
        ),
      ),
  ]);
  return {
    byStatus: new Map(byStatus.map((row) => [row.status, row.n])),
    today: today?.n ?? 0,
    sales: Number(sales?.total ?? 0),
    orders: Number(sales?.orders ?? 0),
  };
}
