import { describe, expect, it } from "vitest";
import { reviewsHref } from "./review-links.ts";

describe("reviewsHref", () => {
  it("writes only what differs from the first page of every star, newest first", () => {
    expect(reviewsHref("/product/7", { page: 1, sort: "newest" }, "reviews")).toBe(
      "/product/7#reviews",
    );
    expect(reviewsHref("/product/7", { page: 3, sort: "lowest", stars: 2 }, "reviews")).toBe(
      "/product/7?reviews_page=3&reviews_sort=lowest&reviews_stars=2#reviews",
    );
    expect(reviewsHref("/product/7", { page: 1, sort: "highest" }, "r")).toBe(
      "/product/7?reviews_sort=highest#r",
    );
  });
});
