import {
  type DeliveryEstimateResponse,
  type DeliveryOption,
  deliveryOptions,
} from "@souq/contract/delivery";
import type { Locale } from "@souq/contract/locale";
import { AppError } from "../../app-error.ts";
import type { Database } from "../../db/client.ts";
import { type DeliveryPlace, findDeliveryPlace } from "../addresses/public.ts";
import { selectProductVendorIds } from "../products/public.ts";
import { selectHandlingDays } from "../vendors/public.ts";
import { type DeliveryWindowDays, deliveryWindowOf } from "./delivery-dates.ts";
import {
  calendarOf,
  type DeliveryRules,
  type Destination,
  defaultDestinationOf,
  deliveryRules,
  destinationOf,
  transitDaysOf,
} from "./delivery-rules.ts";

/** The window of the slowest of several parcels: they all arrive by its `latest`. */
export function slowestOf(windows: Iterable<DeliveryWindowDays>): DeliveryWindowDays | null {
  const all = [...windows];
  if (all.length === 0) return null;
  // ISO days sort as text: the last of them is the latest day.
  const latestOf = (days: string[]) => days.sort().at(-1) as string;
  return {
    earliest: latestOf(all.map((window) => window.earliest)),
    latest: latestOf(all.map((window) => window.latest)),
  };
}

/** Where the dates are for: the shopper's address when there is one, else the default city. */
export function destinationFor(
  place: DeliveryPlace | null,
  locale: Locale,
  rules: DeliveryRules = deliveryRules,
): Destination & { source: "address" | "default" } {
  return place
    ? { ...destinationOf(place, locale, rules), source: "address" }
    : { ...defaultDestinationOf(locale, rules), source: "default" };
}

/** Each vendor's window with one option for an order placed at `now`, given their handling days. */
function windowsOf(
  handling: ReadonlyMap<number, number>,
  query: {
    vendorIds: readonly number[];
    destination: Destination;
    option: DeliveryOption;
    now: Date;
  },
  rules: DeliveryRules,
): Map<number, DeliveryWindowDays> {
  const transitDays = transitDaysOf(query.destination.zone, query.option, rules);
  const calendar = calendarOf(rules);
  return new Map(
    query.vendorIds.map((vendorId) => [
      vendorId,
      // A vendor the marketplace does not know (none should reach here) takes the usual day.
      deliveryWindowOf(
        query.now,
        { handlingDays: handling.get(vendorId) ?? 1, transitDays },
        calendar,
      ),
    ]),
  );
}

/** Each of the marketplace's vendors' window with one option, for an order placed at `now`. */
export async function vendorWindows(
  db: Database,
  query: {
    companyId: number;
    vendorIds: readonly number[];
    destination: Destination;
    option: DeliveryOption;
    now: Date;
  },
  rules: DeliveryRules = deliveryRules,
): Promise<Map<number, DeliveryWindowDays>> {
  const handling = await selectHandlingDays(db, query.companyId, [...new Set(query.vendorIds)]);
  return windowsOf(handling, query, rules);
}

/** The slowest vendor's window with each option. */
export async function optionWindows(
  db: Database,
  query: { companyId: number; vendorIds: readonly number[]; destination: Destination; now: Date },
  rules: DeliveryRules = deliveryRules,
): Promise<Record<DeliveryOption, DeliveryWindowDays>> {
  if (query.vendorIds.length === 0) throw new Error("a delivery window needs a vendor");
  const handling = await selectHandlingDays(db, query.companyId, [...new Set(query.vendorIds)]);
  const entries = deliveryOptions.map((option) => {
    const slowest = slowestOf(windowsOf(handling, { ...query, option }, rules).values());
    return [option, slowest as DeliveryWindowDays] as const;
  });
  return Object.fromEntries(entries) as Record<DeliveryOption, DeliveryWindowDays>;
}

export interface EstimateContext {
  db: Database;
  companyId: number;
  /** The signed-in shopper, whose default address sets the city; null for a guest. */
  userId: number | null;
  locale: Locale;
  now: Date;
}

/** GET delivery-estimate: when the products would arrive with each option. */
export async function estimateDelivery(
  context: EstimateContext,
  productIds: readonly number[],
): Promise<DeliveryEstimateResponse> {
  const { db, companyId, userId, locale, now } = context;
  const vendorIds = await selectProductVendorIds(db, companyId, [...new Set(productIds)]);
  if (vendorIds.length === 0) throw new AppError("not_found", "not_found");
  const place = userId === null ? null : await findDeliveryPlace(db, { companyId, userId });
  const destination = destinationFor(place, locale);
  const windows = await optionWindows(db, { companyId, vendorIds, destination, now });
  return {
    data: {
      city: destination.cityName,
      city_source: destination.source,
      options: deliveryOptions.map((id) => ({ id, estimated_delivery: windows[id] })),
    },
  };
}
