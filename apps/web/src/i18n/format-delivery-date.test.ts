import { describe, expect, it } from "vitest";
import { formatDeliveryDay } from "./format-delivery-date.ts";

/** What a shopper reads: the no-break spaces that keep a day with its month are spaces. */
const read = (text: string) => text.replace(/\u00a0/g, " ");

describe("a delivery day as shoppers read it", () => {
  it("is the weekday, day and month in English, without the year", () => {
    expect(read(formatDeliveryDay("2026-12-03", "en"))).toBe("Thursday 3 December");
    expect(read(formatDeliveryDay("2027-01-01", "en"))).toBe("Friday 1 January");
  });

  it("adds the Umm al-Qura Hijri day and month in Arabic, with Latin digits", () => {
    expect(read(formatDeliveryDay("2026-12-03", "ar"))).toBe("الخميس 3 ديسمبر (23 جمادى الآخرة)");
    // 1 Shawwal 1447: Eid al-Fitr.
    expect(read(formatDeliveryDay("2026-03-20", "ar"))).toBe("الجمعة 20 مارس (1 شوال)");
  });

  it("breaks a line only after the weekday and before the Hijri day", () => {
    expect(formatDeliveryDay("2026-12-03", "en")).toBe("Thursday 3\u00a0December");
    expect(formatDeliveryDay("2026-12-03", "ar")).toBe(
      "الخميس 3\u00a0ديسمبر (23\u00a0جمادى\u00a0الآخرة)",
    );
  });
});
