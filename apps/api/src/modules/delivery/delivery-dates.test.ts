import { describe, expect, it } from "vitest";
import {
  addWorkingDays,
  deliveryWindowOf,
  hijriMonthDayOf,
  isWorkingDay,
  localTimeOf,
  orderDayOf,
  type WorkingCalendar,
} from "./delivery-dates.ts";

// The rules' shape with the shipped calendar's values: Fridays, Founding and National Days and
// the first days of both Eids closed; a 14:00 cut-off in Riyadh (UTC+3 all year).
const calendar: WorkingCalendar = {
  timeZone: "Asia/Riyadh",
  cutoffHour: 14,
  closedWeekdays: [5],
  closedDates: ["02-22", "09-23"],
  closedHijriDates: ["10-01", "10-02", "10-03", "12-10", "12-11", "12-12"],
};

/** A moment given in Riyadh's time (UTC+3). */
const riyadh = (local: string) => new Date(`${local}+03:00`);
const standard = { handlingDays: 1, transitDays: [1, 2] as const };

describe("the marketplace's calendar", () => {
  it("reads a moment as Riyadh's day and hour, whatever the server's zone", () => {
    expect(localTimeOf(new Date("2026-12-01T22:30:00Z"), "Asia/Riyadh")).toEqual({
      day: "2026-12-02",
      hours: 1.5,
    });
  });

  it("closes on Fridays and works on Saturdays", () => {
    expect(isWorkingDay("2026-12-04", calendar)).toBe(false); // Friday
    expect(isWorkingDay("2026-12-05", calendar)).toBe(true); // Saturday
    expect(isWorkingDay("2026-12-03", calendar)).toBe(true); // Thursday
  });

  it("closes on the national days every year", () => {
    expect(isWorkingDay("2026-09-23", calendar)).toBe(false);
    expect(isWorkingDay("2027-02-22", calendar)).toBe(false);
    expect(isWorkingDay("2026-09-24", calendar)).toBe(true);
  });

  it("finds the Eids by the Umm al-Qura calendar", () => {
    expect(hijriMonthDayOf("2026-03-20")).toBe("10-01"); // 1 Shawwal 1447
    expect(hijriMonthDayOf("2026-05-27")).toBe("12-10"); // 10 Dhu al-Hijjah 1447
    expect(hijriMonthDayOf("2026-12-03")).toBe("06-23");
    expect(isWorkingDay("2026-03-21", calendar)).toBe(false);
    expect(isWorkingDay("2026-03-23", calendar)).toBe(true);
  });

  it("counts working days over Fridays and holidays", () => {
    expect(addWorkingDays("2026-12-03", 0, calendar)).toBe("2026-12-03");
    expect(addWorkingDays("2026-12-03", 1, calendar)).toBe("2026-12-05");
    // Thursday 19 March 2026, then Friday and the three days of Eid al-Fitr.
    expect(addWorkingDays("2026-03-19", 1, calendar)).toBe("2026-03-23");
  });

  it("refuses a calendar that never works rather than looping", () => {
    const never = { ...calendar, closedWeekdays: [0, 1, 2, 3, 4, 5, 6] };
    expect(() => addWorkingDays("2026-12-03", 1, never)).toThrow(RangeError);
  });
});

describe("the cut-off", () => {
  it("counts an order from today before 14:00 and from the next working day after", () => {
    expect(orderDayOf(riyadh("2026-12-01T13:59:00"), calendar)).toBe("2026-12-01");
    expect(orderDayOf(riyadh("2026-12-01T14:00:00"), calendar)).toBe("2026-12-02");
    // Thursday afternoon: the next working day is Saturday.
    expect(orderDayOf(riyadh("2026-12-03T15:00:00"), calendar)).toBe("2026-12-05");
  });

  it("counts an order placed on a Friday from Saturday, even in the morning", () => {
    expect(orderDayOf(riyadh("2026-12-04T09:00:00"), calendar)).toBe("2026-12-05");
  });

  it("reads the cut-off in Riyadh's time, not the server's", () => {
    // 10:30 UTC is 13:30 in Riyadh: still today; 11:00 UTC is 14:00: tomorrow.
    expect(orderDayOf(new Date("2026-12-01T10:30:00Z"), calendar)).toBe("2026-12-01");
    expect(orderDayOf(new Date("2026-12-01T11:00:00Z"), calendar)).toBe("2026-12-02");
  });
});

describe("a delivery window", () => {
  it("adds the vendor's handling days, then the courier's fewest and most days", () => {
    // Tuesday morning: handed over Wednesday, delivered Thursday to Saturday (not Friday).
    expect(deliveryWindowOf(riyadh("2026-12-01T10:00:00"), standard, calendar)).toEqual({
      earliest: "2026-12-03",
      latest: "2026-12-05",
    });
  });

  it("moves a day later past the cut-off", () => {
    expect(deliveryWindowOf(riyadh("2026-12-01T16:00:00"), standard, calendar)).toEqual({
      earliest: "2026-12-05",
      latest: "2026-12-06",
    });
  });

  it("hands over the same day with no handling days", () => {
    const express = { handlingDays: 0, transitDays: [1, 1] as const };
    expect(deliveryWindowOf(riyadh("2026-12-01T10:00:00"), express, calendar)).toEqual({
      earliest: "2026-12-02",
      latest: "2026-12-02",
    });
  });

  it("waits out the national day", () => {
    // Tuesday 22 September 2026: Wednesday is National Day, so handed over Thursday.
    expect(deliveryWindowOf(riyadh("2026-09-22T10:00:00"), standard, calendar)).toEqual({
      earliest: "2026-09-26",
      latest: "2026-09-27",
    });
  });

  it("waits out Eid al-Fitr", () => {
    // Wednesday 18 March 2026: handed over Thursday 19, then Friday and Eid (20 to 22 March).
    expect(deliveryWindowOf(riyadh("2026-03-18T10:00:00"), standard, calendar)).toEqual({
      earliest: "2026-03-23",
      latest: "2026-03-24",
    });
  });

  it("is later for a slower vendor", () => {
    const slow = { handlingDays: 3, transitDays: [1, 2] as const };
    expect(deliveryWindowOf(riyadh("2026-12-01T10:00:00"), slow, calendar)).toEqual({
      earliest: "2026-12-06",
      latest: "2026-12-07",
    });
  });
});
