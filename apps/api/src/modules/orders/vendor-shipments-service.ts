import { pageMetaOf } from "@souq/contract/catalog";
import type { Locale } from "@souq/contract/locale";
import {
  type OrderStatus,
  type PaymentMethod,
  type ShipmentStatus,
  shipmentSteps,
} from "@souq/contract/orders";
import type {
  VendorAdvanceRequest,
  VendorAdvanceStep,
  VendorShipment,
  VendorShipmentListResponse,
} from "@souq/contract/vendor-desk";
import { AppError } from "../../app-error.ts";
import type { Database } from "../../db/client.ts";
import { type MessageKey, translate } from "../../i18n/messages.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { toPicture } from "../../media/pictures.ts";
import { selectUserBrief } from "../auth/public.ts";
import { toRiyals } from "../pricing/public.ts";
import { selectVendorNames } from "../vendors/public.ts";
import type { OrderInvoices } from "./order-invoices.ts";
import type { OrderPayments } from "./order-payments.ts";
import { returnStock, writeShipmentStep } from "./repository.ts";
import { composeShipmentCancelledEmail } from "./shipment-cancelled-email.ts";
import {
  lockVendorShipment,
  selectShipmentLines,
  selectShipmentSteps,
  selectVendorFigures,
  selectVendorShipment,
  selectVendorShipmentPage,
  sumShipmentLines,
  type VendorScope,
  type VendorShipmentLineRow,
  type VendorShipmentRow,
} from "./vendor-shipments-repository.ts";

// A vendor's shipments, as its desk reads and moves them (ADR 47). The operator's command moves
// any vendor's shipment by order and vendor (`advanceShipment` in service.ts); this is the
// vendor's own way, by shipment, with the carrier, tracking number and cancel that go with it.

export type { VendorScope } from "./vendor-shipments-repository.ts";

export interface VendorShipmentsContext extends VendorScope {
  db: Database;
  locale: Locale;
  publicUrl: string;
}

/** 20 shipments a page: a vendor's working list. */
export const vendorShipmentsPerPage = 20;

/** What a vendor may do with a shipment at each step: the next step, and cancel before shipping. */
export function nextStepsOf(status: string, orderStatus: string): VendorAdvanceStep[] {
  if (orderStatus === "AwaitingPayment") return [];
  if (status === "placed") return ["confirmed", "cancelled"];
  if (status === "confirmed") return ["shipped", "cancelled"];
  if (status === "shipped") return ["delivered"];
  return [];
}

const variantLabelOf = (locale: Locale, line: VendorShipmentLineRow): string | null => {
  const parts = locale === "ar" ? [line.colourAr, line.sizeAr] : [line.colourEn, line.sizeEn];
  const label = parts.filter(Boolean).join(" / ");
  return label === "" ? null : label;
};

async function viewsOf(
  context: VendorShipmentsContext,
  rows: readonly VendorShipmentRow[],
): Promise<VendorShipment[]> {
  const ids = rows.map((row) => row.id);
  const [lines, steps] = await Promise.all([
    selectShipmentLines(context.db, ids),
    selectShipmentSteps(context.db, ids),
  ]);
  const { locale, publicUrl } = context;
  return rows.map((row) => {
    const items = lines
      .filter((line) => line.shipmentId === row.id)
      .map((line) => ({
        product_id: line.productId,
        variant_id: line.variantId,
        name: locale === "ar" ? line.nameAr : line.nameEn,
        variant: variantLabelOf(locale, line),
        qty: line.quantity,
        price: toRiyals(line.unitPrice),
        line_total: toRiyals(line.lineTotal),
        picture: line.pictureKey ? toPicture(publicUrl, line.pictureKey, 200).url : null,
      }));
    const total = lines
      .filter((line) => line.shipmentId === row.id)
      .reduce((sum, line) => sum + line.lineTotal, 0);
    return {
      id: row.id,
      order_id: row.orderId,
      order_number: row.orderNumber,
      created_at: row.createdAt.toISOString(),
      status: row.status as ShipmentStatus,
      order_status: row.orderStatus as OrderStatus,
      payment_method: row.paymentMethod as PaymentMethod,
      steps: steps
        .filter((step) => step.shipmentId === row.id)
        .map((step) => ({ step: step.step as ShipmentStatus, at: step.at.toISOString() })),
      next_steps: nextStepsOf(row.status, row.orderStatus),
      items,
      total: toRiyals(total),
      delivery: { recipient: row.recipient, phone: row.phone ?? "", city: row.city ?? "" },
      carrier: row.carrier,
      tracking_number: row.trackingNumber,
      cancel_reason: row.cancelReason,
    };
  });
}

/** One page of the vendor's shipments; a page past the last is empty and says where the last is. */
export async function listVendorShipments(
  context: VendorShipmentsContext,
  query: { status?: ShipmentStatus | undefined; page: number },
): Promise<VendorShipmentListResponse> {
  const { total, rows } = await selectVendorShipmentPage(context.db, context, query.status, {
    limit: vendorShipmentsPerPage,
    offset: (query.page - 1) * vendorShipmentsPerPage,
  });
  return {
    data: await viewsOf(context, rows),
    meta: pageMetaOf(query.page, vendorShipmentsPerPage, total),
  };
}

/** One of the vendor's shipments; 404 for another vendor's or another marketplace's. */
export async function getVendorShipment(
  context: VendorShipmentsContext,
  shipmentId: number,
): Promise<VendorShipment> {
  const row = await selectVendorShipment(context.db, context, shipmentId);
  if (!row) throw new AppError("not_found", "not_found");
  const [view] = await viewsOf(context, [row]);
  if (!view) throw new Error("a shipment just read could not be shown");
  return view;
}

export interface AdvanceContext extends VendorShipmentsContext {
  payments: OrderPayments;
  invoices: OrderInvoices;
  mailer: Mailer;
  storefrontUrl: string;
  now?: () => Date;
}

const conflict = (key: MessageKey, params: Record<string, string> = {}) =>
  new AppError("conflict", key, params);

const stepName = (locale: Locale, step: string) =>
  translate(locale, `step_${step as ShipmentStatus}`);

/** Why a step cannot be taken now (409), in the vendor's language; null when it can. */
function refusalOf(
  locale: Locale,
  shipment: { status: string; orderStatus: string },
  wanted: VendorAdvanceStep,
): AppError | null {
  if (shipment.orderStatus === "AwaitingPayment") return conflict("shipment_awaiting_payment");
  if (nextStepsOf(shipment.status, shipment.orderStatus).includes(wanted)) return null;
  const current = stepName(locale, shipment.status);
  if (shipment.status === wanted) return conflict("shipment_step_taken", { step: current });
  if (shipment.status === "delivered" || shipment.status === "cancelled") {
    return conflict("shipment_finished", { current });
  }
  if (wanted === "cancelled") return conflict("shipment_not_cancellable");
  const index = shipmentSteps.indexOf(shipment.status as (typeof shipmentSteps)[number]);
  const next = shipmentSteps[index + 1] ?? wanted;
  return conflict("shipment_next_step", { current, next: stepName(locale, next) });
}

/**
 * Moves one of the vendor's shipments to its next step, or cancels it before it ships. In one
 * transaction, the order's row locked first and the shipment's after, so two requests at once
 * take turns and the second finds the step taken (409). A cancel gives the shipment's stock
 * back, credits the vendor's invoice and, for a paid card order, makes its lines' refund due;
 * when no shipment is left the order is cancelled like the shopper's cancel (the rest of the
 * payment refunded, every invoice credited). After the commit: the refunds, and the shopper's
 * email. Answers the shipment and the message to show.
 */
export async function advanceVendorShipment(
  context: AdvanceContext,
  shipmentId: number,
  request: VendorAdvanceRequest,
): Promise<{ message: string; data: VendorShipment }> {
  const { db, locale } = context;
  const at = context.now?.() ?? new Date();
  const outcome = await db.transaction(async (tx) => {
    const shipment = await lockVendorShipment(tx, context, shipmentId);
    if (!shipment) throw new AppError("not_found", "not_found");
    const refusal = refusalOf(locale, shipment, request.status);
    if (refusal) throw refusal;
    if (request.status !== "cancelled") {
      await writeShipmentStep(
        tx,
        shipment.orderId,
        shipment.id,
        request.status,
        at,
        request.status === "shipped"
          ? { carrier: request.carrier ?? "", trackingNumber: request.tracking_number ?? "" }
          : {},
      );
      return { shipment, cancelled: null };
    }
    const amount = await sumShipmentLines(tx, shipment.id);
    await returnStock(tx, shipment.orderId, shipment.id);
    const orderStatus = await writeShipmentStep(
      tx,
      shipment.orderId,
      shipment.id,
      "cancelled",
      at,
      {
        cancelReason: request.reason ?? "",
      },
    );
    const byCard = shipment.paymentMethod === "card";
    if (orderStatus === "Cancelled") {
      // Nothing is left to deliver: the order is cancelled as a whole, as the shopper's cancel does.
      await context.invoices.creditFor(tx, shipment.orderId);
      if (byCard) await context.payments.onOrderCancelled(tx, shipment.orderId);
    } else {
      await context.invoices.creditForVendor(tx, shipment.orderId, context.vendorId);
      if (byCard) {
        await context.payments.onShipmentCancelled(tx, shipment.orderId, {
          id: shipment.id,
          amount,
        });
      }
    }
    return { shipment, cancelled: { amount, byCard, orderCancelled: orderStatus === "Cancelled" } };
  });

  const { shipment, cancelled } = outcome;
  if (cancelled) {
    if (cancelled.byCard) await context.payments.refundDue(shipment.orderId);
    await tellShopper(context, shipment, request.reason ?? "", cancelled);
  }
  const data = await getVendorShipment(context, shipmentId);
  const messageKey = `shipment_${request.status}` as const;
  return { message: translate(locale, messageKey, { number: shipment.orderNumber }), data };
}

/** The shopper learns, in their language, that a vendor cancelled its part of the order. */
async function tellShopper(
  context: AdvanceContext,
  shipment: { id: number; orderId: number; orderNumber: string; userId: number },
  reason: string,
  cancelled: { amount: number; byCard: boolean; orderCancelled: boolean },
): Promise<void> {
  const shopper = await selectUserBrief(context.db, shipment.userId);
  if (!shopper) return;
  const locale: Locale = shopper.locale === "en-GB" ? "en" : "ar";
  const [vendor, lines] = await Promise.all([
    selectVendorNames(context.db, [context.vendorId], locale),
    selectShipmentLines(context.db, [shipment.id]),
  ]);
  await context.mailer.send(
    composeShipmentCancelledEmail({
      to: shopper.email,
      name: shopper.name,
      locale,
      orderId: shipment.orderId,
      number: shipment.orderNumber,
      vendor: vendor.get(context.vendorId) ?? "",
      reason,
      lines: lines.map((line) => ({
        name: locale === "ar" ? line.nameAr : line.nameEn,
        qty: line.quantity,
        lineTotal: line.lineTotal,
      })),
      refund: cancelled.byCard ? cancelled.amount : null,
      orderCancelled: cancelled.orderCancelled,
      storefrontUrl: context.storefrontUrl,
    }),
  );
}

/** The vendor's dashboard figures from its shipments (the desk adds its conversations). */
export async function vendorShipmentFigures(
  db: Database,
  scope: VendorScope,
  now: Date,
): Promise<{
  todayNew: number;
  toConfirm: number;
  toShip: number;
  toDeliver: number;
  sales: number;
  orders: number;
}> {
  const figures = await selectVendorFigures(db, scope, {
    today: startOfRiyadhDay(now),
    thirtyDaysAgo: new Date(now.getTime() - 30 * 24 * 60 * 60_000),
  });
  return {
    todayNew: figures.today,
    toConfirm: figures.byStatus.get("placed") ?? 0,
    toShip: figures.byStatus.get("confirmed") ?? 0,
    toDeliver: figures.byStatus.get("shipped") ?? 0,
    sales: toRiyals(figures.sales),
    orders: figures.orders,
  };
}

/** Midnight in Riyadh (UTC+3 all year, no daylight saving) of the day `now` falls in. */
export function startOfRiyadhDay(now: Date): Date {
  const offsetMs = 3 * 60 * 60_000;
  const riyadh = new Date(now.getTime() + offsetMs);
  riyadh.setUTCHours(0, 0, 0, 0);
  return new Date(riyadh.getTime() - offsetMs);
}
