import { describe, expect, it } from "vitest";
import { pickMessages } from "./client-messages.ts";

const messages = {
  Common: { close: "Close" },
  Shop: { title: "Shop", sortBy: "Sort by", filters: { price: "Price", colours: "Colours" } },
};

describe("pickMessages", () => {
  it("picks whole namespaces and parts of one, leaving the rest out", () => {
    expect(pickMessages(messages, ["Common", "Shop.filters", "Shop.sortBy"])).toEqual({
      Common: { close: "Close" },
      Shop: { sortBy: "Sort by", filters: { price: "Price", colours: "Colours" } },
    });
  });

  it("skips a part the catalogue does not have", () => {
    expect(pickMessages(messages, ["Missing", "Shop.missing.deeper", "Common.close"])).toEqual({
      Common: { close: "Close" },
    });
  });
});
