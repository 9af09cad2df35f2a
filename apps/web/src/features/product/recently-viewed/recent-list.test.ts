import { describe, expect, it } from "vitest";
import { recentIdsOf, recentLimit, withViewed } from "./recent-list.ts";

describe("the recently viewed list", () => {
  it("puts the product just viewed first, once, and keeps at most the limit", () => {
    let list: { id: number }[] = [];
    for (let id = 1; id <= recentLimit + 3; id += 1) list = withViewed(list, id);
    expect(list).toHaveLength(recentLimit);
    expect(list[0]).toEqual({ id: recentLimit + 3 });
    expect(list.at(-1)).toEqual({ id: 4 });
    const again = withViewed(list, 9);
    expect(again.map((item) => item.id).slice(0, 3)).toEqual([9, 15, 14]);
    expect(again.filter((item) => item.id === 9)).toHaveLength(1);
    expect(again).toHaveLength(recentLimit);
  });

  it("shows valid ids only, each once, without the product on screen", () => {
    const stored = [
      { id: 3 },
      { id: "4" },
      { id: -1 },
      { id: 3 },
      { id: 7 },
      { id: 1.5 },
      { id: 8 },
    ];
    expect(recentIdsOf(stored, 7)).toEqual([3, 8]);
    const many = Array.from({ length: 40 }, (_, index) => ({ id: index + 1 }));
    expect(recentIdsOf(many)).toHaveLength(recentLimit);
  });
});
