import type { ProductFacets } from "@souq/contract/catalog";
import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { parseShopQuery } from "@/features/listing/shop-query.ts";
import { location, router } from "@/test/next-navigation-double.ts";
import { renderInStorefront } from "@/test/render-in-storefront.tsx";
import { FilterSidebar } from "./filter-sidebar.tsx";
import { ListingNavigationProvider } from "./listing-navigation.tsx";

const facets: ProductFacets = {
  total: 40,
  categories: [
    { id: 1, parent_id: null, key: "fashion", name: "Fashion", count: 30 },
    { id: 2, parent_id: 1, key: "men", name: "Men", count: 12 },
  ],
  colours: [
    { key: "black", name: "Black", hex: "#000000", count: 9 },
    { key: "white", name: "White", hex: "#ffffff", count: 4 },
  ],
  sizes: [
    { key: "m", name: "M", kind: "clothing", count: 5 },
    { key: "l", name: "L", kind: "clothing", count: 3 },
    ...Array.from({ length: 9 }, (_, index) => ({
      key: String(37 + index),
      name: String(37 + index),
      kind: "shoe" as const,
      count: 1,
    })),
  ],
  ratings: [
    { rating: 4, count: 10 },
    { rating: 3, count: 20 },
  ],
  price: { min: 10, max: 500 },
  on_sale: 6,
  in_stock: 35,
};

/** The listing at `search`, with its filters; the addresses it goes to are the router's pushes. */
function showFilters(search: string) {
  location.pathname = "/pages/shop";
  const query = parseShopQuery(Object.fromEntries(new URLSearchParams(search)));
  return renderInStorefront(
    <ListingNavigationProvider>
      <FilterSidebar query={query} facets={facets} locale="en" basePath="/pages/shop" />
    </ListingNavigationProvider>,
  );
}

/** The searches of the addresses the filters went to, in order. */
const wentTo = () =>
  router.push.mock.calls.map(([href]) => new URL(String(href), "http://localhost").search);

describe("the listing's filters", () => {
  beforeEach(() => {
    router.push.mockReset();
  });

  it("groups sizes by kind and folds a long kind behind a button that says how many more", async () => {
    const { user } = showFilters("");
    const shoes = screen.getByRole("group", { name: "Shoe sizes (EU)" });
    expect(screen.getByRole("group", { name: "Clothing sizes" })).toBeTruthy();
    const visible = () =>
      within(shoes)
        .queryAllByRole("checkbox")
        .map((box) => box.getAttribute("value"));
    expect(visible()).toEqual(["37", "38", "39", "40", "41", "42"]);
    const more = within(shoes).getByRole("button", { name: "Show 3 more" });
    expect(more.getAttribute("aria-expanded")).toBe("false");
    expect(document.getElementById(more.getAttribute("aria-controls") ?? "")).toBeTruthy();
    await user.click(more);
    expect(visible()).toHaveLength(9);
    const fewer = within(shoes).getByRole("button", { name: "Show fewer" });
    expect(fewer.getAttribute("aria-expanded")).toBe("true");
    await user.click(within(shoes).getByRole("checkbox", { name: /^45/ }));
    expect(new URLSearchParams(wentTo().at(-1)).getAll("sizes")).toEqual(["45"]);
  });

  it("never folds away a chosen size", () => {
    showFilters("sizes=44");
    const shoes = screen.getByRole("group", { name: "Shoe sizes (EU)" });
    expect(within(shoes).getByRole("checkbox", { name: /^44/ })).toHaveProperty("checked", true);
    expect(within(shoes).getByRole("button", { name: "Show fewer" })).toBeTruthy();
  });

  it("goes to a new address at each tick, keeping the search and starting at page one", async () => {
    const { user } = showFilters("keyword=shirt&page=3");
    await user.click(screen.getByRole("checkbox", { name: /Black/ }));
    await user.click(screen.getByRole("checkbox", { name: /^M/ }));
    await user.click(screen.getByRole("checkbox", { name: /In stock/ }));
    const last = new URLSearchParams(wentTo().at(-1));
    expect(wentTo()).toHaveLength(3);
    expect(last.get("keyword")).toBe("shirt");
    expect(last.getAll("colours")).toEqual(["black"]);
    expect(last.getAll("sizes")).toEqual(["m"]);
    expect(last.get("in_stock")).toBe("1");
    expect(last.get("page")).toBeNull();
  });

  it("shows what the address chose, and unticking it leaves it out", async () => {
    const { user } = showFilters("colours=white&rating=4");
    expect(screen.getByRole("checkbox", { name: /White/ })).toHaveProperty("checked", true);
    expect(screen.getByRole("radio", { name: /4.*& up/ })).toHaveProperty("checked", true);
    await user.click(screen.getByRole("checkbox", { name: /White/ }));
    const next = new URLSearchParams(wentTo().at(-1));
    expect(next.getAll("colours")).toEqual([]);
    expect(next.get("rating")).toBe("4");
  });

  it("waits for Apply before the price counts, and leaves out a bound at the end of the range", async () => {
    const { user } = showFilters("");
    const lowest = screen.getByRole("spinbutton", { name: "Min (SAR)" });
    const highest = screen.getByRole("spinbutton", { name: "Max (SAR)" });
    expect(lowest).toHaveProperty("value", "10");
    expect(highest).toHaveProperty("value", "500");
    await user.clear(lowest);
    await user.type(lowest, "50");
    expect(wentTo()).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Apply" }));
    const next = new URLSearchParams(wentTo().at(-1));
    expect(next.get("min_price")).toBe("50");
    expect(next.get("max_price")).toBeNull();
  });

  it("links each category to the listing in it, marking the one chosen", () => {
    showFilters("category_id=2&colours=black");
    const men = screen.getByRole("link", { name: /Men/ });
    expect(men.getAttribute("aria-current")).toBe("page");
    const fashion = new URL(
      screen.getByRole("link", { name: /Fashion/ }).getAttribute("href") ?? "",
      "http://localhost",
    );
    expect(fashion.pathname).toBe("/pages/shop");
    expect(fashion.searchParams.get("category_id")).toBe("1");
    expect(fashion.searchParams.getAll("colours")).toEqual(["black"]);
    expect(screen.getByRole("link", { name: "All categories" }).getAttribute("aria-current")).toBe(
      null,
    );
  });
});
