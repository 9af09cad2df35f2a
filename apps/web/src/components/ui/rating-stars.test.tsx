import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInStorefront } from "@/test/render-in-storefront.tsx";
import { RatingStars, starFillPercent } from "./rating-stars.tsx";

describe("how much of five stars a rating fills", () => {
  it.each([
    [4.1, 82], // four full stars and a tenth of the fifth, never five
    [4, 80], // the filter's "4 & up": exactly four
    [3, 60], // "3 & up": exactly three
    [4.18, 84], // to the nearest tenth, as the rating is written (4.2)
    [4.04, 80],
    [0.5, 10],
    [5, 100],
    [0, 0],
  ])("%s fills %s%%", (rating, percent) => {
    expect(starFillPercent(rating)).toBe(percent);
  });

  it("keeps within none and five stars, whatever it is given", () => {
    expect(starFillPercent(-1)).toBe(0);
    expect(starFillPercent(7)).toBe(100);
    expect(starFillPercent(Number.NaN)).toBe(0);
    expect(starFillPercent(Number.POSITIVE_INFINITY)).toBe(0);
  });

  it("is drawn by one element of five stars, filled to that share and named in words", () => {
    renderInStorefront(<RatingStars rating={4.1} label="Rated 4.1 out of 5" />);
    const stars = screen.getByRole("img", { name: "Rated 4.1 out of 5" });
    const filled = stars.firstElementChild as HTMLElement | null;
    expect(filled?.style.getPropertyValue("--r")).toBe("82%");
    // The share belongs to the inner element, which its container cannot stretch.
    expect(stars.style.getPropertyValue("--r")).toBe("");
  });
});
