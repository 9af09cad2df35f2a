import { deliveryOptions } from "@souq/contract/delivery";
import { describe, expect, it } from "vitest";
import file from "./delivery-rules.json";
import {
  defaultDestinationOf,
  deliveryRules,
  destinationOf,
  readDeliveryRules,
  transitDaysOf,
} from "./delivery-rules.ts";

const saudi = (cityName: string) => ({ cityName, countryCode: "SA" });

describe("the shipped delivery rules", () => {
  it("give every zone days for every delivery option, express never slower than standard", () => {
    for (const zone of Object.keys(deliveryRules.zones)) {
      for (const option of deliveryOptions) expect(transitDaysOf(zone, option)).toHaveLength(2);
      const [, standardMost] = transitDaysOf(zone, "standard");
      const [, expressMost] = transitDaysOf(zone, "express");
      expect(expressMost).toBeLessThanOrEqual(standardMost);
    }
  });

  it("close Fridays in Riyadh's time, with a cut-off in the afternoon", () => {
    expect(deliveryRules.timeZone).toBe("Asia/Riyadh");
    expect(deliveryRules.closedWeekdays).toEqual([5]);
    expect(deliveryRules.cutoffHour).toBeGreaterThan(9);
  });

  it("list no city name or alias twice", () => {
    const names = Object.values(deliveryRules.cities).flatMap((city) => [
      city.en,
      city.ar,
      ...city.aliases,
    ]);
    expect(new Set(names.map((name) => name.toLowerCase())).size).toBe(names.length);
  });
});

describe("a city's zone", () => {
  it("finds a city by its name in either language, in any case and spacing", () => {
    expect(destinationOf(saudi("Riyadh"), "en")).toEqual({ zone: "metro", cityName: "Riyadh" });
    expect(destinationOf(saudi("  riyadh "), "ar")).toEqual({ zone: "metro", cityName: "الرياض" });
    expect(destinationOf(saudi("الرياض"), "en")).toEqual({ zone: "metro", cityName: "Riyadh" });
  });

  it("finds a city by an alias or another spelling of its Arabic letters", () => {
    expect(destinationOf(saudi("Jiddah"), "en").cityName).toBe("Jeddah");
    expect(destinationOf(saudi("جده"), "en").cityName).toBe("Jeddah"); // ة written as ه
    expect(destinationOf(saudi("Mecca"), "ar").cityName).toBe("مكة المكرمة");
    expect(destinationOf(saudi("الاحساء"), "en")).toEqual({ zone: "major", cityName: "Hofuf" });
  });

  it("reads a city written with its region after a comma", () => {
    expect(destinationOf(saudi("Buraydah, Al-Qassim"), "en")).toEqual({
      zone: "major",
      cityName: "Buraidah",
    });
    expect(destinationOf(saudi("الخبر، المنطقة الشرقية"), "ar").zone).toBe("metro");
  });

  it("gives a Saudi city the rules do not list the remote zone, named as written", () => {
    expect(destinationOf(saudi("Al Ula"), "ar")).toEqual({ zone: "remote", cityName: "Al Ula" });
  });

  it("gives another Gulf country its country's zone, by code or by a stored name", () => {
    expect(destinationOf({ cityName: "Dubai", countryCode: "AE" }, "en")).toEqual({
      zone: "gulf",
      cityName: "Dubai",
    });
    expect(destinationOf({ cityName: "Kuwait City", countryCode: "الكويت" }, "en").zone).toBe(
      "gulf",
    );
    expect(destinationOf({ cityName: "Riyadh", countryCode: "Saudi Arabia" }, "en").zone).toBe(
      "metro",
    );
  });

  it("has a default city for shoppers without an address", () => {
    expect(defaultDestinationOf("en")).toEqual({ zone: "metro", cityName: "Riyadh" });
    expect(defaultDestinationOf("ar")).toEqual({ zone: "metro", cityName: "الرياض" });
  });
});

describe("a rules file", () => {
  it("is refused when a city names a zone that does not exist", () => {
    const bad = structuredClone(file);
    bad.cities.riyadh.zone = "nowhere";
    expect(() => readDeliveryRules(bad)).toThrow(/no zone nowhere/);
  });

  it("is refused when the default city is not listed", () => {
    expect(() => readDeliveryRules({ ...file, defaultCity: "atlantis" })).toThrow(/atlantis/);
  });

  it("is refused when a zone's fewest days are more than its most", () => {
    const bad = structuredClone(file);
    bad.zones.metro.standard = [3, 1];
    expect(() => readDeliveryRules(bad)).toThrow();
  });

  it("is refused with a time zone that does not exist or a day that is not MM-DD", () => {
    expect(() => readDeliveryRules({ ...file, timeZone: "Asia/Nowhere" })).toThrow();
    expect(() => readDeliveryRules({ ...file, closedDates: ["23-09"] })).toThrow();
  });
});
