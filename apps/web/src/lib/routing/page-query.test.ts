import { describe, expect, it } from "vitest";
import {
  emptyQuerySegment,
  isKnownPage,
  parametersOfSegment,
  querySegmentFor,
} from "./page-query.ts";

const search = (query: string) => new URLSearchParams(query);

describe("querySegmentFor", () => {
  it("gives addresses without parameters, and unknown addresses, the empty segment", () => {
    expect(querySegmentFor("/", search(""))).toBe(emptyQuerySegment);
    expect(querySegmentFor("/pages/categories", search("utm_source=x"))).toBe(emptyQuerySegment);
    expect(querySegmentFor("/no-such-page", search("a=1"))).toBe(emptyQuerySegment);
    // The compare page is one cached copy for everyone: its list lives in the browser.
    expect(querySegmentFor("/pages/compare", search("ids=1,2"))).toBe(emptyQuerySegment);
  });

  it("keeps only the parameters a page reads, in one order, so equal listings share one copy", () => {
    const one = querySegmentFor("/pages/shop", search("sort=newest&page=2&utm_source=mail"));
    const two = querySegmentFor("/pages/shop", search("page=2&fbclid=1&sort=newest"));
    expect(one).toBe(two);
    expect(parametersOfSegment(one ?? "")).toEqual({ page: "2", sort: "newest" });
    expect(querySegmentFor("/product/7", search("reviews_page=3&sort=x"))).toBe(
      querySegmentFor("/product/7", search("reviews_page=3")),
    );
  });

  it("carries Arabic keywords and repeated values through unchanged", () => {
    const segment = querySegmentFor("/pages/shop", search("keyword=تمر%20سكري&sizes=s&sizes=m"));
    expect(segment).toMatch(/^q[A-Za-z0-9_-]+$/);
    expect(parametersOfSegment(segment ?? "")).toEqual({ keyword: "تمر سكري", sizes: ["m", "s"] });
  });

  it("leaves the shopper's own pages to be rendered for each request", () => {
    for (const path of [
      "/pages/login",
      "/pages/profile",
      "/pages/addresses",
      "/pages/cart",
      "/pages/reset-password",
      "/shop/checkout",
      "/shop/wishlist",
      "/pages/orders",
      "/pages/orders/12",
      "/pages/messages",
      "/pages/messages/12",
    ])
      expect(querySegmentFor(path, search("next=/x"))).toBeNull();
  });

  it("bounds how many values of one parameter are kept", () => {
    const many = search(Array.from({ length: 50 }, (_, i) => `colours=c${i}`).join("&"));
    const kept = parametersOfSegment(querySegmentFor("/pages/shop", many) ?? "");
    expect(kept?.colours).toHaveLength(20);
  });
});

describe("parametersOfSegment", () => {
  it("refuses a segment the proxy never makes", () => {
    expect(parametersOfSegment("pages")).toBeNull();
    expect(parametersOfSegment("q")).toBeNull();
    expect(parametersOfSegment("q!!")).toBeNull();
    expect(parametersOfSegment(emptyQuerySegment)).toEqual({});
  });
});

describe("isKnownPage", () => {
  it("knows the catalog pages and the shopper's own pages", () => {
    for (const path of [
      "/",
      "/pages/shop",
      "/pages/vendors/3",
      "/product/7",
      "/pages/login",
      "/pages/addresses",
      "/shop/checkout",
      "/shop/wishlist",
      "/pages/orders",
      "/pages/orders/12",
      "/pages/compare",
      "/pages/contact",
      "/pages/faq",
      "/pages/messages",
      "/pages/messages/12",
    ])
      expect(isKnownPage(path)).toBe(true);
  });

  it("sends everything else, /pages/404 and pages not built yet, to the not-found page", () => {
    for (const path of [
      "/no-such-page",
      "/pages/404",
      "/shop/wishlist/x",
      "/pages/orders/x",
      "/pages/orders/0",
      "/pages/messages/x",
      "/pages/messages/0",
      "/pages/login/x",
      "/pages/contact/x",
      "/product",
    ])
      expect(isKnownPage(path)).toBe(false);
  });
});
