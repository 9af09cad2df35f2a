import { z } from "zod";
import { money } from "./catalog.ts";
import { recordId } from "./params.ts";

/** How an order travels; the API prices each (standard free from a threshold, express flat). */
export const deliveryOptions = ["standard", "express"] as const;
export const deliveryOption = z.enum(deliveryOptions);
export type DeliveryOption = z.infer<typeof deliveryOption>;

/** A day in the marketplace's calendar (Asia/Riyadh), written `YYYY-MM-DD`. */
export const calendarDay = z.iso.date();

/**
 * When a parcel should arrive: between `earliest` and `latest` (the same day when they are
 * equal), computed by the API from the vendor's handling days, the delivery option, the city and
 * the marketplace's working days (docs/adr/0052).
 */
export const deliveryWindow = z
  .object({
    earliest: calendarDay.describe("The first day it may arrive"),
    latest: calendarDay.describe("The day it arrives by: what shoppers are promised"),
  })
  .meta({ id: "DeliveryWindow" });
export type DeliveryWindow = z.infer<typeof deliveryWindow>;

/** Where an estimate's city came from: the shopper's default address, or the marketplace's default. */
export const deliveryCitySources = ["address", "default"] as const;

/** GET delivery-estimate: when the products would arrive with each delivery option. */
export const deliveryEstimate = z
  .object({
    city: z
      .string()
      .describe(
        "The city the dates are for, in the request's language: the signed-in shopper's default address, else the marketplace's default city",
      ),
    city_source: z.enum(deliveryCitySources),
    options: z.array(
      z.object({ id: deliveryOption, estimated_delivery: deliveryWindow }).meta({
        id: "DeliveryOptionEstimate",
      }),
    ),
  })
  .meta({ id: "DeliveryEstimate" });
export type DeliveryEstimate = z.infer<typeof deliveryEstimate>;

export const deliveryEstimateResponse = z
  .object({ data: deliveryEstimate })
  .meta({ id: "DeliveryEstimateResponse" });
export type DeliveryEstimateResponse = z.infer<typeof deliveryEstimateResponse>;

/** The most products one estimate covers (a full cart). */
export const maxEstimateProducts = 100;

/** `?product_ids=1,2,3` (or one id): the products whose vendors ship the parcel. */
export const deliveryEstimateQuery = z.object({
  product_ids: z
    .preprocess(
      (value) =>
        typeof value === "string"
          ? value.split(",").filter((part) => part.trim() !== "")
          : typeof value === "number"
            ? [value]
            : value,
      z.array(recordId).min(1).max(maxEstimateProducts),
    )
    .describe(
      `Product ids, comma-separated, at most ${maxEstimateProducts}: the dates are those of the slowest of their vendors`,
    ),
});

/**
 * How far the cart is from free standard delivery: the threshold (items after discount) and what
 * is left to add, 0 once reached. Null when the marketplace sets no threshold.
 */
export const freeDelivery = z
  .object({
    threshold: money.describe("Standard delivery is free from this amount of items (riyals)"),
    remaining: money.describe("What the items still need to reach it; 0 once reached"),
  })
  .meta({ id: "FreeDelivery" });
export type FreeDelivery = z.infer<typeof freeDelivery>;
