import { describe, expect, it } from "vitest";
import { headWordOf, searchHeadOf } from "./search-document.ts";

describe("headWordOf: the word that says what a product is", () => {
  it.each([
    ["Sahm Commuter Laptop Backpack", "backpack"],
    ["Orbis Book 14 Laptop", "laptop"],
    ["Noor Smart LED Bulbs, Pack of 4", "bulbs"],
    ["Sahab Note 8 Smartphone with Stylus", "smartphone"],
    ["Bait Air Fryer 6 L", "fryer"],
    ["Sahm Adjustable Dumbbell 24 kg", "dumbbell"],
    ["Little Camel Finds the Oasis (Picture Book)", "oasis"],
    ["حقيبة ظهر سهم للحاسوب المحمول", "حقيبه"],
    ["حاسوب أوربس بوك 14 المحمول", "حاسوب"],
    ["هاتف فلك X10 الذكي (مجدَّد)", "هاتف"],
  ])("%s → %s", (name, head) => {
    expect(headWordOf(name)).toBe(head);
  });

  it("keeps the heads of both names, folded and as written", () => {
    expect(searchHeadOf(["Sada Buds Pro Earbuds", "سماعات صدى بودز برو اللاسلكية"])).toBe(
      " earbud earbuds سماعه سماعات ",
    );
  });
});
