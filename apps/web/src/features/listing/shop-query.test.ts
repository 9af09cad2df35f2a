import { describe, expect, it } from "vitest";
import {
  apiListQuery,
  countFilters,
  parseShopQuery,
  shopHref,
  shopPageSize,
  withChanges,
} from "./shop-query.ts";

describe("parseShopQuery", () => {
  it("reads every filter from the address", () => {
    const query = parseShopQuery({
      keyword: " phone ",
      category_id: "3",
      min_price: "10",
      max_price: "99.5",
      colours: "Black,navy-blue",
      sizes: ["m", "l"],
      rating: "4",
      on_sale: "1",
      in_stock: "1",
      sort: "price_asc",
      view: "list",
      page: "2",
    });
    expect(query).toEqual({
      keyword: "phone",
      category_id: 3,
      vendor_id: undefined,
      min_price: 10,
      max_price: 99.5,
      colours: ["black", "navy-blue"],
      sizes: ["m", "l"],
      rating: 4,
      on_sale: true,
      in_stock: true,
      sort: "price_asc",
      view: "list",
      page: 2,
    });
  });

  it("drops values the API would refuse instead of failing", () => {
    const query = parseShopQuery({
      category_id: "abc",
      rating: "9",
      sort: "cheapest",
      view: "table",
      page: "-1",
      colours: "<script>",
      min_price: "1e9",
    });
    expect(query).toMatchObject({ colours: [], sort: "newest", view: "grid", page: 1 });
    expect(query.category_id).toBeUndefined();
    expect(query.rating).toBeUndefined();
    expect(query.min_price).toBeUndefined();
  });

  it("orders a search by best match and anything else by newest, by default", () => {
    expect(parseShopQuery({ keyword: "dates" }).sort).toBe("relevance");
    expect(parseShopQuery({}).sort).toBe("newest");
    expect(parseShopQuery({ sort: "relevance" }).sort).toBe("newest");
    expect(shopHref("/pages/shop", parseShopQuery({ keyword: "dates" }))).toBe(
      "/pages/shop?keyword=dates",
    );
    expect(shopHref("/pages/shop", parseShopQuery({ keyword: "dates", sort: "newest" }))).toBe(
      "/pages/shop?keyword=dates&sort=newest",
    );
  });

  it("puts a reversed price range the right way round", () => {
    expect(parseShopQuery({ min_price: "200", max_price: "50" })).toMatchObject({
      min_price: 50,
      max_price: 200,
    });
  });
});

describe("shop addresses", () => {
  it("writes only what differs from the defaults", () => {
    expect(shopHref("/pages/shop", parseShopQuery({}))).toBe("/pages/shop");
    expect(shopHref("/pages/shop", parseShopQuery({ category_id: "4", view: "small" }))).toBe(
      "/pages/shop?category_id=4&view=small",
    );
  });

  it("goes back to the first page when a filter changes, but not for the view", () => {
    const query = parseShopQuery({ page: "3" });
    expect(withChanges(query, { colours: ["red"] }).page).toBe(1);
    expect(withChanges(query, { view: "list" }).page).toBe(3);
  });

  it("asks the API for the sort and page size, never the view", () => {
    const query = apiListQuery(parseShopQuery({ view: "list", page: "2" }));
    expect(query).not.toHaveProperty("view");
    expect(query).toMatchObject({ sort: "newest", page: 2, per_page: shopPageSize });
  });

  it("counts the chosen filters", () => {
    expect(countFilters(parseShopQuery({ colours: "red,blue", in_stock: "1", keyword: "x" }))).toBe(
      3,
    );
  });
});
