import { z } from "zod";
import { address } from "./addresses.ts";
import { cart } from "./cart.ts";
import { money } from "./catalog.ts";
import { deliveryOption, deliveryWindow } from "./delivery.ts";
import { idParam, recordId } from "./params.ts";
import { orderPayment, paymentAttempt, paymentMethod } from "./payments.ts";

export {
  type DeliveryOption,
  type DeliveryWindow,
  deliveryOption,
  deliveryOptions,
} from "./delivery.ts";
export { type PaymentMethod, paymentMethod, paymentMethods } from "./payments.ts";

/**
 * What the storefront shows of an order: the spec's two states, cancelled, and awaiting payment
 * (placed to be paid by card, its stock held until the payment's `expires_at`).
 */
export const orderStatuses = ["AwaitingPayment", "InProgress", "Completed", "Cancelled"] as const;
export const orderStatus = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof orderStatus>;

/** The steps of one vendor's shipment, in order; `cancelled` ends one that never shipped. */
export const shipmentSteps = ["placed", "confirmed", "shipped", "delivered"] as const;
export const shipmentStatus = z.enum([...shipmentSteps, "cancelled"]);
export type ShipmentStatus = z.infer<typeof shipmentStatus>;

/**
 * The `Idempotency-Key` header of a checkout: 8 to 64 letters, digits, `-` or `_` (a UUID fits).
 * The same key from the same shopper always means the same order.
 */
export const idempotencyKey = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, "must be 8 to 64 letters, digits, - or _");

export const checkoutHeaders = z.object({
  "idempotency-key": idempotencyKey.describe(
    "A key made once per checkout attempt (a UUID): a retry with the same key answers the same order",
  ),
});

const blankAsAbsent = (value: unknown) => (value === "" || value === null ? undefined : value);

/**
 * GET checkout: the delivery option to price the summary with (standard when absent), and the
 * address its dates are for (the default address when absent).
 */
export const checkoutQuery = z.object({
  delivery_option: z.preprocess(blankAsAbsent, deliveryOption.optional()),
  address_id: z.preprocess(
    blankAsAbsent,
    recordId.optional().describe("One of the shopper's addresses: the delivery dates' city"),
  ),
});

/** POST checkout (form data or JSON): prices and quantities come from the cart, never from here. */
export const checkoutRequest = z.object({
  address_id: recordId.describe("One of the shopper's addresses"),
  delivery_option: deliveryOption,
  payment_method: paymentMethod,
});
export type CheckoutRequest = z.infer<typeof checkoutRequest>;

export const orderTotals = z.object({
  subtotal: money,
  discount: money,
  shipping: money,
  tax: money,
  total: money,
  item_count: z.number().int().nonnegative(),
});

/** The variant a line is of: its colour and size in the request's language (either may be absent). */
export const lineVariant = z
  .object({ colour: z.string().nullable(), size: z.string().nullable() })
  .meta({ id: "LineVariant" });
export type LineVariant = z.infer<typeof lineVariant>;

/**
 * One line of a checkout summary or an order. An order's lines carry copies made when it was
 * placed (name, variant, picture, price), so later changes to the catalog do not change them.
 */
export const orderLine = z
  .object({
    product_id: z.number().int().nullable(),
    variant_id: z.number().int().nullable(),
    name: z.string(),
    /** The chosen colour and size; null for a product without variants. */
    variant: lineVariant.nullable(),
    /** The product's picture (200 px wide), or null when it has none. */
    picture: z.string().nullable(),
    qty: z.number().int().positive(),
    /** The unit price charged (riyals). */
    price: money,
    line_total: money,
  })
  .meta({ id: "OrderLine" });
export type OrderLine = z.infer<typeof orderLine>;

/** GET checkout: what placing the order now would give, priced by the server. */
export const checkoutSummary = z
  .object({
    items: z.array(
      orderLine.extend({
        /** Units in stock now; the line cannot be ordered when it is below `qty`. */
        stock: z.number().int().nonnegative(),
        vendor: z.string(),
      }),
    ),
    delivery_option: deliveryOption,
    delivery_options: z.array(
      z.object({
        id: deliveryOption,
        shipping: money,
        /**
         * When the whole order would arrive with this option (its slowest vendor's parcel), to
         * the address asked for; null for an empty cart.
         */
        estimated_delivery: deliveryWindow.nullable(),
      }),
    ),
    payment_methods: z.array(paymentMethod),
    /**
     * The smallest order (items, after discount) this marketplace accepts, in riyals; null when
     * it sets none.
     */
    minimum_order_price: money.nullable(),
    below_minimum: z.boolean(),
    ...orderTotals.shape,
  })
  .meta({ id: "CheckoutSummary" });
export const checkoutSummaryResponse = z.object({ data: checkoutSummary });
export type CheckoutSummary = z.infer<typeof checkoutSummary>;

/** One dated step a shipment reached. */
export const trackingStep = z.object({
  step: shipmentStatus,
  at: z.string().datetime(),
});

/** The part of an order one vendor fulfils. */
export const orderShipment = z
  .object({
    id: z.number().int(),
    vendor_id: z.number().int(),
    vendor: z.string(),
    status: shipmentStatus,
    steps: z.array(trackingStep),
    /** Who carries it and its tracking number, from the step `shipped`; null before. */
    carrier: z.string().nullable(),
    tracking_number: z.string().nullable(),
    /** Why the vendor cancelled it; null unless the vendor did. */
    cancel_reason: z.string().nullable(),
    /** The dates promised when the order was placed; null for orders placed before there were any. */
    estimated_delivery: deliveryWindow.nullable(),
    items: z.array(orderLine),
  })
  .meta({ id: "OrderShipment" });

/** An order in the shopper's list. */
export const orderSummary = z
  .object({
    id: z.number().int(),
    number: z.string(),
    status: orderStatus,
    created_at: z.string().datetime(),
    item_count: z.number().int().nonnegative(),
    total: money,
    /** How it is paid, the card's brand and last four digits, and where the payment stands. */
    payment: orderPayment,
  })
  .meta({ id: "OrderSummary" });
export type OrderSummary = z.infer<typeof orderSummary>;

/** One order with everything copied into it when it was placed. */
export const orderDetail = orderSummary
  .extend({
    delivery_option: deliveryOption,
    payment_method: z.string(),
    address: address.omit({ id: true, is_default: true }),
    /** Whether the shopper may still cancel it (nothing shipped yet). */
    cancellable: z.boolean(),
    shipments: z.array(orderShipment),
    ...orderTotals.shape,
  })
  .meta({ id: "OrderDetail" });
export type OrderDetail = z.infer<typeof orderDetail>;

export const orderResponse = z.object({ data: orderDetail }).meta({ id: "OrderResponse" });
export type OrderResponse = z.infer<typeof orderResponse>;

/**
 * POST checkout: the order placed (201), or the same order again for a replayed key (200). Paid
 * by card, `payment` is the attempt to pay: the shopper goes on to its `redirect_url`.
 */
export const checkoutResponse = z
  .object({ message: z.string(), data: orderDetail, payment: paymentAttempt.optional() })
  .meta({ id: "CheckoutResponse" });

/** GET order?page=n: the spec's `data, meta`. */
export const orderListResponse = z
  .object({
    data: z.array(orderSummary),
    meta: z.object({
      current_page: z.number().int().positive(),
      last_page: z.number().int().positive(),
      per_page: z.number().int().positive(),
      total: z.number().int().nonnegative(),
    }),
  })
  .meta({ id: "OrderList" });
export type OrderListResponse = z.infer<typeof orderListResponse>;

export const orderListQuery = z.object({
  page: z.preprocess(blankAsAbsent, z.coerce.number().int().min(1).max(100_000).default(1)),
});

/** GET order-tracking/{id}: `{ data: { …status and dated steps } }`, as the API contract answers. */
export const orderTrackingResponse = z
  .object({
    data: z.object({
      id: z.number().int(),
      number: z.string(),
      status: orderStatus,
      shipments: z.array(orderShipment.omit({ items: true })),
    }),
  })
  .meta({ id: "OrderTracking" });
export type OrderTrackingResponse = z.infer<typeof orderTrackingResponse>;

/** GET minimum-order: the marketplace's smallest order (riyals), or null when it sets none. */
export const minimumOrderResponse = z
  .object({ data: z.object({ minimum_order_price: money.nullable() }) })
  .meta({ id: "MinimumOrder" });
export type MinimumOrderResponse = z.infer<typeof minimumOrderResponse>;

/**
 * Why buying a line again put fewer units in the cart than the order had: the product or its
 * variant is no longer sold (`gone`), none is in stock (`sold_out`), or the stock or the cart's
 * 99 a line allowed only some (`limited`).
 */
export const buyAgainShortfalls = ["gone", "sold_out", "limited"] as const;

/** One line of an order bought again: what the order had, and what went into the cart. */
export const buyAgainLine = z
  .object({
    product_id: z.number().int().nullable(),
    variant_id: z.number().int().nullable(),
    name: z.string(),
    variant: lineVariant.nullable(),
    /** The quantity the order had. */
    ordered: z.number().int().positive(),
    /** The quantity added to the cart now (0 when none could be). */
    added: z.number().int().nonnegative(),
    /** Why fewer than `ordered` were added; null when all were. */
    shortfall: z.enum(buyAgainShortfalls).nullable(),
  })
  .meta({ id: "BuyAgainLine" });
export type BuyAgainLine = z.infer<typeof buyAgainLine>;

/** POST order/{id}/buy-again: the message, the cart after it, and each of the order's lines. */
export const buyAgainResponse = z
  .object({ message: z.string(), data: cart, lines: z.array(buyAgainLine) })
  .meta({ id: "BuyAgain" });
export type BuyAgainResponse = z.infer<typeof buyAgainResponse>;

export const orderParams = z.object({
  company: idParam.describe("The marketplace (company) id"),
  id: idParam.describe("The order id"),
});

export const trackingParams = z.object({ id: idParam.describe("The order id") });

/** POST /api/dev/orders/advance (development and end-to-end tests): the operator's step. */
export const advanceShipmentRequest = z.object({
  order: z
    .string()
    .regex(/^([1-9][0-9]{0,8}|SQ-[0-9]{1,9})$/, "must be an order id or number")
    .describe("The order's id or number (SQ-…)"),
  vendor_id: recordId.describe("The vendor whose shipment moves on"),
});

export const advanceShipmentResponse = z.object({
  data: z.object({
    number: z.string(),
    vendor_id: z.number().int(),
    step: shipmentStatus,
    order_status: orderStatus,
  }),
});
