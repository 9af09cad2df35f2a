import { createHash } from "node:crypto";
import { pageMetaOf } from "@souq/contract/catalog";
import { gulfCountryCodeOf } from "@souq/contract/gulf-countries";
import type { Locale } from "@souq/contract/locale";
import {
  type BuyAgainResponse,
  type CheckoutRequest,
  type CheckoutSummary,
  type DeliveryOption,
  deliveryOptions,
  type MinimumOrderResponse,
  type OrderDetail,
  type OrderListResponse,
  type OrderStatus,
  type OrderSummary,
  type OrderTrackingResponse,
  paymentMethods,
  type ShipmentStatus,
  shipmentSteps,
} from "@souq/contract/orders";
import type { OrderPayment, PaymentAttempt } from "@souq/contract/payments";
import { AppError, OperatorError } from "../../app-error.ts";
import type { Database } from "../../db/client.ts";
import { type MessageKey, translate } from "../../i18n/messages.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { toPicture } from "../../media/pictures.ts";
import { findDeliveryPlace, findShopperAddress } from "../addresses/public.ts";
import { selectUserBrief } from "../auth/public.ts";
import {
  addLinesAgain,
  type CheckoutCartLine,
  emptyShopperCart,
  selectCartForCheckout,
} from "../cart/public.ts";
import { destinationFor, optionWindows, vendorWindows } from "../delivery/public.ts";
import { computeTotals, toRiyals } from "../pricing/public.ts";
import { selectStockNow, takeStock } from "../products/public.ts";
import { selectVendorNames } from "../vendors/public.ts";
import { composeOrderEmail, invoicesLinkOf, orderLinkOf } from "./confirmation-email.ts";
import type { OrderInvoices } from "./order-invoices.ts";
import type { OrderPaymentFacts, OrderPayments } from "./order-payments.ts";
import {
  cancellableSteps,
  insertOrder,
  lineVariantOf,
  lockOrder,
  lockOwnOrder,
  lockShipment,
  markCancelled,
  type OrderOwner,
  type OrderWithoutPayment,
  returnStock,
  selectAnyOrderDetail,
  selectOrderByKey,
  selectOrderDetail,
  selectOrderPage,
  selectOrderRef,
  selectOwnOrderLines,
  selectShipmentStatuses,
  writeShipmentStep,
} from "./repository.ts";

export interface OrdersContext extends OrderOwner {
  db: Database;
  locale: Locale;
  payments: OrderPayments;
  invoices: OrderInvoices;
  /** Where pictures are served from; without it (tracking) the lines carry no pictures. */
  publicUrl?: string;
  /** The time delivery dates are counted from. */
  clock: () => Date;
}

/** What cash on delivery shows as its payment: nothing to collect before the courier comes. */
const cashPayment: OrderPayment = {
  method: "cash_on_delivery",
  status: "due_on_delivery",
  brand: null,
  last4: null,
  expires_at: null,
};

async function paymentsOf(payments: OrderPayments, facts: readonly OrderPaymentFacts[]) {
  const cards = facts.filter((order) => order.paymentMethod === "card");
  const views = await payments.viewsOf(cards);
  return (orderId: number) => views.get(orderId) ?? cashPayment;
}

/** An order read from its tables, with its payment as the payments module sees it. */
async function withPayment(
  payments: OrderPayments,
  stored: { detail: OrderWithoutPayment; facts: OrderPaymentFacts },
): Promise<OrderDetail> {
  const paymentOf = await paymentsOf(payments, [stored.facts]);
  return { ...stored.detail, payment: paymentOf(stored.facts.id) };
}

async function readOrder(context: OrdersContext, orderId: number): Promise<OrderDetail | null> {
  const stored = await selectOrderDetail(
    context.db,
    context,
    orderId,
    context.locale,
    context.publicUrl ?? null,
  );
  return stored ? withPayment(context.payments, stored) : null;
}

/** 10 orders a page: the spec leaves the size open. */
export const ordersPerPage = 10;

const pricedLines = (lines: readonly CheckoutCartLine[]) =>
  lines.map((line) => ({ unitPrice: line.unitPrice, quantity: line.quantity }));

const nameIn = (locale: Locale, line: { nameEn: string; nameAr: string }) =>
  locale === "ar" ? line.nameAr : line.nameEn;

/** The minimum order in riyals as the contract says it: null when the marketplace sets none. */
const minimumInRiyals = (minOrderPrice: number) =>
  minOrderPrice > 0 ? toRiyals(minOrderPrice) : null;

/** The marketplace's minimum order, as every shopper may see it (the footer says it). */
export function minimumOrder(minOrderPrice: number): MinimumOrderResponse {
  return { data: { minimum_order_price: minimumInRiyals(minOrderPrice) } };
}

/**
 * The cart priced for one delivery option, with each option's price and dates (to the address
 * asked for, else the default one, else the marketplace's default city) and the minimum order.
 */
export async function checkoutSummary(
  context: OrdersContext & { publicUrl: string; minOrderPrice: number },
  delivery: DeliveryOption,
  addressId?: number,
): Promise<CheckoutSummary> {
  const { db, companyId, userId, locale, publicUrl, minOrderPrice } = context;
  const lines = await db.transaction((tx) => selectCartForCheckout(tx, companyId, userId));
  const priced = pricedLines(lines);
  const totals = computeTotals(priced, 0, delivery);
  const vendorNames = await vendorNamesOf(db, lines, locale);
  // An address that is not the shopper's own (or no longer exists) dates as none was asked for.
  const place =
    (addressId === undefined
      ? null
      : await findDeliveryPlace(db, { companyId, userId, id: addressId })) ??
    (await findDeliveryPlace(db, { companyId, userId }));
  const vendorIds = [...new Set(lines.map((line) => line.vendorId))];
  const windows =
    vendorIds.length === 0
      ? null
      : await optionWindows(db, {
          companyId,
          vendorIds,
          destination: destinationFor(place, locale),
          now: context.clock(),
        });
  return {
    items: lines.map((line) => {
      const { pictureKey } = line;
      return {
        product_id: line.productId,
        variant_id: line.variantId,
        name: nameIn(locale, line),
        variant: lineVariantOf(locale, line),
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
      estimated_delivery: windows?.[id] ?? null,
    })),
    payment_methods: [...paymentMethods],
    minimum_order_price: minimumInRiyals(minOrderPrice),
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
  /** Paid by card: the attempt to pay, whose page the shopper goes on to. */
  payment?: PaymentAttempt;
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
  const order = await readOrder(context, earlier.id);
  if (!order) throw new Error("an order found by its key could not be read");
  const open =
    order.payment.method === "card"
      ? await context.payments.openAttempt(
          order.id,
          order.payment.expires_at ? new Date(order.payment.expires_at) : null,
        )
      : null;
  return { order, replayed: true, ...(open ? { payment: open } : {}) };
}

const isUniqueViolation = (error: unknown): boolean => {
  const code = (error as { code?: unknown; cause?: { code?: unknown } } | null) ?? null;
  return code?.code === "23505" || code?.cause?.code === "23505";
};

/**
 * Places an order from the shopper's cart. In one transaction: the cart is locked (so one
 * shopper's double click waits for the first), its lines are priced from the catalog, the order
 * is written with one shipment per vendor, stock is taken line by line with conditional updates
 * (a short line rolls everything back), the cart is emptied, and the order is invoiced (cash on
 * delivery) or its payment attempt written (card). The confirmation email goes out after the
 * commit.
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
  const destination = destinationFor(
    { cityName: address.city_name, countryCode: address.country_name },
    locale,
  );

  const byCard = request.payment_method === "card";
  const expiresAt = byCard
    ? new Date(context.payments.now().getTime() + context.payments.holdMs)
    : null;
  let orderId: number;
  let attempt: { paymentId: string; number: string; total: number } | null;
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
      // Each vendor's shipment is promised its dates as the order is placed.
      const promises = await vendorWindows(tx, {
        companyId,
        vendorIds: [...new Set(lines.map((line) => line.vendorId))],
        destination,
        option: request.delivery_option,
        now: context.clock(),
      });
      const written = await insertOrder(
        tx,
        {
          companyId,
          userId,
          // Paid by card, the order waits for its payment, its stock held until `expiresAt`.
          status: byCard ? "AwaitingPayment" : "InProgress",
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
            // Kept as its code, so that every reader sees it named in their own language.
            country_name: gulfCountryCodeOf(address.country_name) ?? address.country_name,
            zip_code: address.zip_code,
            state: address.state,
            recipient_name: address.recipient_name,
            district: address.district,
            street: address.street,
            building_number: address.building_number,
            short_code: address.short_code,
          },
          placedAt: new Date(),
          promises,
          paymentExpiresAt: expiresAt,
        },
        lines.map((line) => ({
          vendorId: line.vendorId,
          productId: line.productId,
          variantId: line.variantId,
          nameEn: line.nameEn,
          nameAr: line.nameAr,
          // The chosen colour and size, and the picture, are copied: the order keeps them.
          colourEn: line.colourEn,
          colourAr: line.colourAr,
          sizeEn: line.sizeEn,
          sizeAr: line.sizeAr,
          pictureKey: line.pictureKey,
          unitPrice: line.unitPrice,
          quantity: line.quantity,
        })),
      );
      // Cash on delivery is invoiced as the order is placed (a card order once it is paid):
      // drafted now, numbered last.
      const invoices = byCard ? null : await context.invoices.draftFor(tx, written.id);
      // Stock is taken once the order is written and drafted, and the invoices' numbers last of
      // all: the rows they lock (the products', each seller's counter) are what other checkouts
      // wait for, so they are held for the transaction's last statements only (ADR 58). The
      // same order of rows in every checkout, so that two never wait on each other.
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
      await emptyShopperCart(tx, companyId, userId);
      if (byCard) {
        const paymentId = await context.payments.createAttempt(
          tx,
          { id: written.id, total: totals.total },
          locale,
        );
        return {
          id: written.id,
          attempt: { paymentId, number: written.number, total: totals.total },
        };
      }
      await invoices?.issue();
      return { id: written.id, attempt: null };
    });
    if (placed === null) {
      const replay = await replayOf(context, key, requestHash);
      if (replay) return replay;
      throw new Error("a checkout with this key was seen but its order was not found");
    }
    orderId = placed.id;
    attempt = placed.attempt;
  } catch (error) {
    // Two first attempts with one key raced past the lock (no cart yet): the loser replays.
    if (!isUniqueViolation(error)) throw error;
    const replay = await replayOf(context, key, requestHash);
    if (replay) return replay;
    throw error;
  }

  // The provider is asked after the commit: no lock is held while it answers.
  const started = attempt;
  const payment =
    started && expiresAt
      ? await context.payments.startAttempt(
          started.paymentId,
          { id: orderId, number: started.number, total: started.total, expiresAt },
          locale,
        )
      : null;
  const order = await readOrder(context, orderId);
  if (!order) throw new Error("the order just placed could not be read");
  // A card order's confirmation goes out once it is paid, with the card it was paid by.
  if (!byCard) await sendOrderConfirmation(context, order, userId);
  return { order, replayed: false, ...(payment ? { payment } : {}) };
}

/**
 * The order's confirmation email in the given language: its lines, address, and how it is paid
 * (cash on delivery at checkout; a card order once its payment is confirmed).
 */
export async function sendOrderConfirmation(
  context: { db: Database; mailer: Mailer; storefrontUrl: string; locale: Locale },
  order: OrderDetail,
  userId: number,
): Promise<void> {
  const shopper = await selectUserBrief(context.db, userId);
  if (!shopper) return;
  await context.mailer.send(
    composeOrderEmail({
      to: shopper.email,
      name: shopper.name,
      order,
      link: orderLinkOf(context.storefrontUrl, context.locale, order.id),
      // Sent once the order is invoiced: as placed (cash on delivery) or once paid (card).
      invoicesLink: invoicesLinkOf(context.storefrontUrl, context.locale, order.id),
      locale: context.locale,
    }),
  );
}

/** A card order just paid: its confirmation, read in the shopper's language of checkout. */
export async function sendPaidOrderConfirmation(
  context: { db: Database; mailer: Mailer; storefrontUrl: string; payments: OrderPayments },
  orderId: number,
  locale: Locale,
): Promise<void> {
  const stored = await selectAnyOrderDetail(context.db, orderId, locale);
  if (!stored) return;
  const order = await withPayment(context.payments, stored);
  await sendOrderConfirmation({ ...context, locale }, order, stored.userId);
}

export async function getOrder(context: OrdersContext, orderId: number): Promise<OrderDetail> {
  // An unpaid order whose hold has run out is cancelled before it is shown.
  await context.payments.expireDueOf(context);
  const order = await readOrder(context, orderId);
  if (!order) throw new AppError("not_found", "not_found");
  return order;
}

/** One page of the shopper's orders; a page past the last is empty and says where the last is. */
export async function listOrders(context: OrdersContext, page: number): Promise<OrderListResponse> {
  await context.payments.expireDueOf(context);
  const { total, orders } = await selectOrderPage(context.db, context, page, ordersPerPage);
  const paymentOf = await paymentsOf(
    context.payments,
    orders.map((order) => order.facts),
  );
  return {
    data: orders.map(
      ({ summary }): OrderSummary => ({ ...summary, payment: paymentOf(summary.id) }),
    ),
    meta: pageMetaOf(page, ordersPerPage, total),
  };
}

/**
 * Buy again: the lines of one of the shopper's orders go back into their cart, the same products
 * and variants with the quantities ordered, as far as the catalog still sells them and has them in
 * stock. Answers the cart and, per line, how many went in and why fewer than ordered.
 */
export async function buyAgain(
  context: OrdersContext & { publicUrl: string; clientIp: string },
  orderId: number,
): Promise<BuyAgainResponse> {
  const { db, companyId, userId, locale } = context;
  const lines = await selectOwnOrderLines(db, context, orderId);
  if (lines === null) throw new AppError("not_found", "not_found");
  const { cart, lines: added } = await addLinesAgain(
    {
      db,
      companyId,
      owner: { userId },
      locale,
      publicUrl: context.publicUrl,
      clientIp: context.clientIp,
    },
    lines.map((line) => ({
      productId: line.productId,
      variantId: line.variantId,
      // A line copied with a colour or size was of a variant: only that variant will do.
      ofVariant: lineVariantOf("en", line) !== null,
      quantity: line.quantity,
    })),
  );
  const results = lines.map((line, index): BuyAgainResponse["lines"][number] => {
    const outcome = added[index] ?? { added: 0, shortfall: "gone" };
    return {
      product_id: line.productId,
      variant_id: line.variantId,
      name: nameIn(locale, line),
      variant: lineVariantOf(locale, line),
      ordered: line.quantity,
      added: outcome.added,
      shortfall: outcome.shortfall,
    };
  });
  const addedAny = results.some((line) => line.added > 0);
  const all = results.every((line) => line.shortfall === null);
  const message: MessageKey = all
    ? "buy_again_added"
    : addedAny
      ? "buy_again_some"
      : "buy_again_none";
  return { message: translate(locale, message), data: cart, lines: results };
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
 * same transaction. A paid card order is refunded through its provider after the commit.
 */
export async function cancelOrder(context: OrdersContext, orderId: number): Promise<OrderDetail> {
  await context.payments.expireDueOf(context);
  const order = await cancelLocked(context.db, context, (tx) => lockOwnOrder(tx, context, orderId));
  if (order === null) throw new AppError("not_found", "not_found");
  return getOrder(context, orderId);
}

/**
 * The cancel itself, for the shopper's and the operator's: the order row first, then its
 * shipments and payments; stock back; then, committed, the refunds.
 */
async function cancelLocked(
  db: Database,
  { payments, invoices }: { payments: OrderPayments; invoices: OrderInvoices },
  lock: (tx: Database) => Promise<{ id: number; status: string; paymentMethod: string } | null>,
): Promise<{ id: number } | null> {
  const cancelled = await db.transaction(async (tx) => {
    const order = await lock(tx);
    if (!order) return null;
    if (order.status === "Cancelled") throw unprocessable("order_already_cancelled");
    const statuses = await selectShipmentStatuses(tx, order.id);
    if (statuses.some((status) => !cancellableSteps.has(status))) {
      throw unprocessable("order_not_cancellable");
    }
    // Stock first: a shipment its vendor cancelled before has had its stock back already.
    await returnStock(tx, order.id);
    await markCancelled(tx, order.id, new Date());
    // Each invoice the order had is reversed by a credit note; the invoices stay as issued.
    await invoices.creditFor(tx, order.id);
    if (order.paymentMethod === "card") await payments.onOrderCancelled(tx, order.id);
    return { id: order.id, byCard: order.paymentMethod === "card" };
  });
  if (cancelled?.byCard) await payments.refundDue(cancelled.id);
  return cancelled;
}

/**
 * The operator's cancel (`npm run orders -- cancel <order>`): like the shopper's, for any order
 * by its id or number; a paid card order is refunded.
 */
export async function cancelOrderAsOperator(
  db: Database,
  { payments, invoices }: { payments: OrderPayments; invoices: OrderInvoices },
  orderRef: string,
): Promise<{ number: string; refunded: boolean }> {
  const order = await selectOrderRef(db, orderRef);
  if (!order) throw new OperatorError("not_found", `No order ${orderRef}`);
  try {
    await cancelLocked(db, { payments, invoices }, (tx) => lockOrder(tx, order.id));
  } catch (error) {
    if (error instanceof AppError && error.kind === "unprocessable") {
      throw new OperatorError(
        "unprocessable",
        error.messageKey === "order_already_cancelled"
          ? `Order ${order.number} is already cancelled`
          : `Order ${order.number} cannot be cancelled: part of it has shipped`,
      );
    }
    throw error;
  }
  const [view] = (
    await payments.viewsOf([
      { id: order.id, status: "Cancelled", paymentMethod: "card", paymentExpiresAt: null },
    ])
  ).values();
  return { number: order.number, refunded: view?.status === "refunded" };
}

/** What the operator's command reports after moving a shipment. */
export interface AdvanceResult {
  number: string;
  vendorId: number;
  step: ShipmentStatus;
  orderStatus: OrderStatus;
}

/**
 * Moves one vendor's shipment of an order to its next step (placed → confirmed → shipped →
 * delivered); the order is Completed when every shipment is delivered. `orderRef` is the
 * order's id or number.
 */
export async function advanceShipment(
  db: Database,
  orderRef: string,
  vendorId: number,
  at: Date = new Date(),
): Promise<AdvanceResult> {
  const order = await selectOrderRef(db, orderRef);
  if (!order) throw new OperatorError("not_found", `No order ${orderRef}`);
  return db.transaction(async (tx) => {
    // The order row before the shipment: the same order as a shopper's cancel.
    const locked = await lockOrder(tx, order.id);
    if (locked?.status === "AwaitingPayment") {
      throw new OperatorError(
        "unprocessable",
        `Order ${order.number} is awaiting payment: nothing of it ships before it is paid`,
      );
    }
    const shipment = await lockShipment(tx, order.id, vendorId);
    if (!shipment) {
      throw new OperatorError(
        "not_found",
        `Order ${order.number} has nothing from vendor ${vendorId}`,
      );
    }
    const index = shipmentSteps.indexOf(shipment.status as (typeof shipmentSteps)[number]);
    const next = index >= 0 ? shipmentSteps[index + 1] : undefined;
    if (!next) {
      throw new OperatorError(
        "unprocessable",
        `Vendor ${vendorId}'s shipment of ${order.number} is ${shipment.status}: there is no next step`,
      );
    }
    const orderStatus = await writeShipmentStep(tx, order.id, shipment.id, next, at);
    return { number: order.number, vendorId, step: next, orderStatus };
  });
}

/**
 * An unpaid card order whose hold ran out: cancelled and its stock returned. The caller (the
 * payments module) holds the order row's lock, in the transaction that expires its attempts.
 */
export async function cancelUnpaidOrder(tx: Database, orderId: number, at: Date): Promise<void> {
  await returnStock(tx, orderId);
  await markCancelled(tx, orderId, at);
}
