import { createHash } from "node:crypto";
import type { Locale } from "@souq/contract/locale";
import {
  type CheckoutRequest,
  type CheckoutSummary,
  type DeliveryOption,
  deliveryOptions,
  type OrderDetail,
  type OrderListResponse,
  type OrderTrackingResponse,
  paymentMethods,
} from "@souq/contract/orders";
import { AppError } from "../../app-error.ts";
import type { Database } from "../../db/client.ts";
import type { MessageKey } from "../../i18n/messages.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { toPicture } from "../../media/pictures.ts";
import { findShopperAddress } from "../addresses/public.ts";
import { selectUserBrief } from "../auth/public.ts";
import { type CheckoutCartLine, emptyShopperCart, selectCartForCheckout } from "../cart/public.ts";
import { issueCreditNotesForOrder, issueInvoicesForOrder } from "../invoices/public.ts";
import { computeTotals, toRiyals } from "../pricing/public.ts";
import { selectStockNow, takeStock } from "../products/public.ts";
import { selectVendorNames } from "../vendors/public.ts";
import { composeOrderEmail, invoicesLinkOf, orderLinkOf } from "./confirmation-email.ts";
import { paymentProviderFor } from "./payment-providers.ts";
import {
  insertOrder,
  lockOwnOrder,
  markCancelled,
  type OrderOwner,
  returnStock,
  selectOrderByKey,
  selectOrderDetail,
  selectOrderPage,
  selectShipmentStatuses,
} from "./repository.ts";

export interface OrdersContext extends OrderOwner {
  db: Database;
  locale: Locale;
}

/** 10 orders a page: the spec leaves the size open. */
export const ordersPerPage = 10;

const pricedLines = (lines: readonly CheckoutCartLine[]) =>
  lines.map((line) => ({ unitPrice: line.unitPrice, quantity: line.quantity }));

const nameIn = (locale: Locale, line: { nameEn: string; nameAr: string }) =>
  locale === "ar" ? line.nameAr : line.nameEn;

/** The cart priced for one delivery option, with each option's price and the minimum order. */
export async function checkoutSummary(
  context: OrdersContext & { publicUrl: string; minOrderPrice: number },
  delivery: DeliveryOption,
): Promise<CheckoutSummary> {
  const { db, companyId, userId, locale, publicUrl, minOrderPrice } = context;
  const lines = await db.transaction((tx) => selectCartForCheckout(tx, companyId, userId));
  const priced = pricedLines(lines);
  const totals = computeTotals(priced, 0, delivery);
  const vendorNames = await vendorNamesOf(db, lines, locale);
  return {
    items: lines.map((line) => {
      const { pictureKey } = line;
      return {
        product_id: line.productId,
        variant_id: line.variantId,
        name: nameIn(locale, line),
        picture: pictureKey ? toPicture(publicUrl, pictureKey, 200).url : null,
        qty: line.quantity,
        price: toRiyals(line.unitPrice),
        line_total: toRiyals(line.unitPrice * line.quantity),
        stock: line.stock,
        vendor: vendorNames.get(line.vendorId) ?? "",
      };
    }),
    delivery_option: delivery,
    delivery_options: deliveryOptions.map((id) => ({
      id,
      shipping: toRiyals(computeTotals(priced, 0, id).shipping),
    })),
    payment_methods: [...paymentMethods],
    minimum_order_price: toRiyals(minOrderPrice),
    below_minimum: lines.length > 0 && totals.subtotal - totals.discount < minOrderPrice,
    subtotal: toRiyals(totals.subtotal),
    discount: toRiyals(totals.discount),
    shipping: toRiyals(totals.shipping),
    tax: toRiyals(totals.tax),
    total: toRiyals(totals.total),
    item_count: totals.itemCount,
  };
}

const vendorNamesOf = (db: Database, lines: readonly CheckoutCartLine[], locale: Locale) =>
  selectVendorNames(db, [...new Set(lines.map((line) => line.vendorId))], locale);

/** A 422 with a message on top only: what is wrong is the cart or the key, not a field. */
const unprocessable = (key: MessageKey, params: Record<string, string> = {}) =>
  new AppError("unprocessable", key, params, { fields: {} });

/** A hash of what a checkout asked for, so that a key replayed with another body is refused. */
function requestHashOf(request: CheckoutRequest): string {
  const canonical = JSON.stringify([
    request.address_id,
    request.delivery_option,
    request.payment_method,
  ]);
  return createHash("sha256").update(canonical).digest("hex");
}

export interface PlaceOrderContext extends OrdersContext {
  mailer: Mailer;
  storefrontUrl: string;
  minOrderPrice: number;
}

export interface PlacedOrder {
  order: OrderDetail;
  /** True when the key had already placed this order: nothing was written this time. */
  replayed: boolean;
}

/** The order an earlier checkout with this key placed, or a refusal when the body differs. */
async function replayOf(
  context: OrdersContext,
  key: string,
  requestHash: string,
): Promise<PlacedOrder | null> {
  const earlier = await selectOrderByKey(context.db, context.userId, key);
  if (!earlier) return null;
  if (earlier.companyId !== context.companyId || earlier.requestHash !== requestHash) {
    throw unprocessable("idempotency_key_reused");
  }
  const order = await selectOrderDetail(context.db, context, earlier.id, context.locale);
  if (!order) throw new Error("an order found by its key could not be read");
  return { order, replayed: true };
}

const isUniqueViolation = (error: unknown): boolean => {
  const code = (error as { code?: unknown; cause?: { code?: unknown } } | null) ?? null;
  return code?.code === "23505" || code?.cause?.code === "23505";
};

/**
 * Places an order from the shopper's cart. In one transaction: the cart is locked (so one
 * shopper's double click waits for the first), its lines are priced from the catalog, stock is
 * taken line by line with conditional updates (a short line rolls everything back), the order
 * is written with one shipment per vendor, payment is authorised and the cart emptied. The
 * confirmation email goes out after the commit.
 */
export async function placeOrder(
  context: PlaceOrderContext,
  request: CheckoutRequest,
  key: string,
): Promise<PlacedOrder> {
  const { db, companyId, userId, locale } = context;
  const requestHash = requestHashOf(request);
  const earlier = await replayOf(context, key, requestHash);
  if (earlier) return earlier;

  const address = await findShopperAddress(db, {
    companyId,
    userId,
    id: request.address_id,
    locale,
  });
  if (!address) throw new AppError("not_found", "not_found");

  let orderId: number;
  try {
    const placed = await db.transaction(async (tx) => {
      // Reading the cart locks it: one shopper's checkouts run one after the other.
      const lines = await selectCartForCheckout(tx, companyId, userId);
      // A checkout with the same key that held the lock before us has placed the order.
      if (await selectOrderByKey(tx, userId, key)) return null;
      if (lines.length === 0) throw unprocessable("checkout_cart_empty");
      const totals = computeTotals(pricedLines(lines), 0, request.delivery_option);
      if (totals.subtotal - totals.discount < context.minOrderPrice) {
        throw unprocessable("checkout_below_minimum", {
          minimum: toRiyals(context.minOrderPrice).toFixed(2),
          subtotal: toRiyals(totals.subtotal - totals.discount).toFixed(2),
        });
      }
      // The same order of rows in every checkout, so that two never wait on each other.
      const ordered = [...lines].sort(
        (a, b) => a.productId - b.productId || (a.variantId ?? 0) - (b.variantId ?? 0),
      );
      for (const line of ordered) {
        if (!(await takeStock(tx, line))) {
          const left = await selectStockNow(tx, line);
          const name = nameIn(locale, line);
          throw left === 0
            ? unprocessable("checkout_out_of_stock", { name })
            : unprocessable("checkout_only_n_left", { name, n: String(left) });
        }
      }
      const written = await insertOrder(
        tx,
        {
          companyId,
          userId,
          status: "InProgress",
          subtotal: totals.subtotal,
          discount: totals.discount,
          shipping: totals.shipping,
          tax: totals.tax,
          total: totals.total,
          paymentMethod: request.payment_method,
          deliveryOption: request.delivery_option,
          idempotencyKey: key,
          requestHash,
          shippingAddress: {
            phone: address.phone,
            address: address.address,
            city_name: address.city_name,
            country_name: address.country_name,
            zip_code: address.zip_code,
            state: address.state,
          },
          placedAt: new Date(),
        },
        lines.map((line) => ({
          vendorId: line.vendorId,
          productId: line.productId,
          variantId: line.variantId,
          nameEn: line.nameEn,
          nameAr: line.nameAr,
          unitPrice: line.unitPrice,
          quantity: line.quantity,
        })),
      );
      const payment = await paymentProviderFor(request.payment_method).authorize({
        number: written.number,
        total: totals.total,
        currency: "SAR",
      });
      // Cash on delivery: the order is invoiced as it is placed (a card order once it is paid).
      if (payment.state === "due_on_delivery") await issueInvoicesForOrder(tx, written.id);
      await emptyShopperCart(tx, companyId, userId);
      return written.id;
    });
    if (placed === null) {
      const replay = await replayOf(context, key, requestHash);
      if (replay) return replay;
      throw new Error("a checkout with this key was seen but its order was not found");
    }
    orderId = placed;
  } catch (error) {
    // Two first attempts with one key raced past the lock (no cart yet): the loser replays.
    if (!isUniqueViolation(error)) throw error;
    const replay = await replayOf(context, key, requestHash);
    if (replay) return replay;
    throw error;
  }

  const order = await selectOrderDetail(db, context, orderId, locale);
  if (!order) throw new Error("the order just placed could not be read");
  const shopper = await selectUserBrief(db, userId);
  if (shopper) {
    await context.mailer.send(
      composeOrderEmail({
        to: shopper.email,
        name: shopper.name,
        order,
        link: orderLinkOf(context.storefrontUrl, locale, order.id),
        // Invoiced as placed when paid on delivery; a card order's come once it is paid.
        invoicesLink:
          request.payment_method === "cash_on_delivery"
            ? invoicesLinkOf(context.storefrontUrl, locale, order.id)
            : undefined,
        locale,
      }),
    );
  }
  return { order, replayed: false };
}

export async function getOrder(context: OrdersContext, orderId: number): Promise<OrderDetail> {
  const order = await selectOrderDetail(context.db, context, orderId, context.locale);
  if (!order) throw new AppError("not_found", "not_found");
  return order;
}

/** One page of the shopper's orders; a page past the last is empty and says where the last is. */
export async function listOrders(context: OrdersContext, page: number): Promise<OrderListResponse> {
  const { total, orders } = await selectOrderPage(context.db, context, page, ordersPerPage);
  return {
    data: orders,
    meta: {
      current_page: page,
      last_page: Math.max(1, Math.ceil(total / ordersPerPage)),
      per_page: ordersPerPage,
      total,
    },
  };
}

/** The order's status and each shipment's steps, under `data` as the API contract answers. */
export async function trackOrder(
  context: OrdersContext,
  orderId: number,
): Promise<OrderTrackingResponse> {
  const order = await getOrder(context, orderId);
  return {
    data: {
      id: order.id,
      number: order.number,
      status: order.status,
      shipments: order.shipments.map(({ items: _items, ...shipment }) => shipment),
    },
  };
}

/**
 * Cancels one of the shopper's orders while nothing has shipped; its stock comes back in the
 * same transaction.
 */
export async function cancelOrder(context: OrdersContext, orderId: number): Promise<OrderDetail> {
  await context.db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, context, orderId);
    if (!order) throw new AppError("not_found", "not_found");
    if (order.status === "Cancelled") throw unprocessable("order_already_cancelled");
    const statuses = await selectShipmentStatuses(tx, orderId);
    if (statuses.some((status) => status !== "placed" && status !== "confirmed")) {
      throw unprocessable("order_not_cancellable");
    }
    await markCancelled(tx, orderId, new Date());
    await returnStock(tx, orderId);
    // Each invoice the order had is reversed by a credit note; the invoices stay as issued.
    await issueCreditNotesForOrder(tx, orderId);
  });
  return getOrder(context, orderId);
}
