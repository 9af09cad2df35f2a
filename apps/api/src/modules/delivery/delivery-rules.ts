// The delivery rules in data (delivery-rules.json, documented in docs/delivery-dates.md), checked
// when the module loads, and the zone of a shopper's city.
import { type DeliveryOption, deliveryOptions } from "@souq/contract/delivery";
import { gulfCountryCodeOf } from "@souq/contract/gulf-countries";
import type { Locale } from "@souq/contract/locale";
import { searchTokens } from "@souq/contract/search-text";
import { z } from "zod";
import type { WorkingCalendar } from "./delivery-dates.ts";
import file from "./delivery-rules.json";

const monthDay = z.string().regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|30|31)$/, "MM-DD");
const days = z.number().int().min(0).max(30);
const transit = z
  .tuple([days, days])
  .refine(([fewest, most]) => fewest <= most, "fewest days after most");

const rulesSchema = z
  .object({
    timeZone: z.string().refine((zone) => {
      try {
        new Intl.DateTimeFormat("en", { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, "an IANA time zone"),
    cutoffHour: z.number().min(0).max(24),
    closedWeekdays: z.array(z.number().int().min(0).max(6)).max(6),
    closedDates: z.array(monthDay).max(60),
    closedHijriDates: z.array(monthDay).max(60),
    defaultCity: z.string(),
    otherSaudiZone: z.string(),
    countryZones: z.record(z.string(), z.string()),
    zones: z.record(
      z.string(),
      z.object(Object.fromEntries(deliveryOptions.map((option) => [option, transit]))),
    ),
    cities: z.record(
      z.string(),
      z.object({
        zone: z.string(),
        en: z.string().min(1),
        ar: z.string().min(1),
        aliases: z.array(z.string().min(1)).max(20),
      }),
    ),
  })
  .superRefine((rules, context) => {
    const zones = new Set(Object.keys(rules.zones));
    const named = [
      rules.otherSaudiZone,
      ...Object.values(rules.countryZones),
      ...Object.values(rules.cities).map((city) => city.zone),
    ];
    for (const zone of named) {
      if (!zones.has(zone)) context.addIssue({ code: "custom", message: `no zone ${zone}` });
    }
    if (!rules.cities[rules.defaultCity]) {
      context.addIssue({ code: "custom", message: `no city ${rules.defaultCity}` });
    }
  });

export type DeliveryRules = z.infer<typeof rulesSchema>;

/** Checks a rules file (the shipped one when this module loads; a test's own). */
export function readDeliveryRules(data: unknown): DeliveryRules {
  return rulesSchema.parse(data);
}

/** The marketplace's delivery rules. */
export const deliveryRules: DeliveryRules = readDeliveryRules(file);

export function calendarOf(rules: DeliveryRules): WorkingCalendar {
  return {
    timeZone: rules.timeZone,
    cutoffHour: rules.cutoffHour,
    closedWeekdays: rules.closedWeekdays,
    closedDates: rules.closedDates,
    closedHijriDates: rules.closedHijriDates,
  };
}

/** A city or alias as it is compared: its words normalised (case, accents, Arabic letter forms). */
const cityKey = (text: string) => searchTokens(text).join(" ");

const cityIndexes = new WeakMap<DeliveryRules, Map<string, string>>();
function cityIndexOf(rules: DeliveryRules): Map<string, string> {
  let index = cityIndexes.get(rules);
  if (!index) {
    index = new Map();
    for (const [id, city] of Object.entries(rules.cities)) {
      for (const name of [city.en, city.ar, ...city.aliases]) index.set(cityKey(name), id);
    }
    cityIndexes.set(rules, index);
  }
  return index;
}

/** Where a parcel goes: the zone that sets the courier's days, and the city's name to show. */
export interface Destination {
  zone: string;
  /** The city's name in the language asked for: the rules' when it is one of theirs, else as written. */
  cityName: string;
}

/**
 * The zone of an address's city. Another Gulf country has its country's zone; in Saudi Arabia
 * the city is looked up by its name in either language or an alias (the whole field, then each
 * comma-separated part: "Hofuf, Al-Ahsa"), and a city the rules do not list has `otherSaudiZone`.
 */
export function destinationOf(
  place: { cityName: string; countryCode: string },
  locale: Locale,
  rules: DeliveryRules = deliveryRules,
): Destination {
  const country = gulfCountryCodeOf(place.countryCode) ?? place.countryCode;
  const written = place.cityName.trim();
  const index = cityIndexOf(rules);
  const id = [written, ...written.split(/[,،]/u)]
    .map((part) => index.get(cityKey(part)))
    .find((found) => found !== undefined);
  const city = id === undefined ? undefined : rules.cities[id];
  const cityName = city ? city[locale] : written;
  if (country !== "SA") {
    return { zone: rules.countryZones[country] ?? rules.otherSaudiZone, cityName };
  }
  return { zone: city?.zone ?? rules.otherSaudiZone, cityName };
}

/** The marketplace's default city, for a shopper without an address. */
export function defaultDestinationOf(
  locale: Locale,
  rules: DeliveryRules = deliveryRules,
): Destination {
  const city = rules.cities[rules.defaultCity];
  if (!city) throw new Error("the delivery rules name no default city");
  return { zone: city.zone, cityName: city[locale] };
}

/** The courier's fewest and most working days to a zone with an option. */
export function transitDaysOf(
  zone: string,
  option: DeliveryOption,
  rules: DeliveryRules = deliveryRules,
): readonly [number, number] {
  const days = rules.zones[zone]?.[option];
  if (!days) throw new Error(`the delivery rules have no ${option} days for zone ${zone}`);
  return days as [number, number];
}
