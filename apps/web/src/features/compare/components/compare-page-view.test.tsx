import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { CompareProduct } from "@/features/compare/compare-endpoint.ts";
import { updateStore } from "@/lib/client-store/persisted-store.ts";
import { renderInStorefront } from "@/test/render-in-storefront.tsx";
import { answerStorefrontCalls } from "@/test/storefront-fetch-double.ts";
import { ComparePageView } from "./compare-page-view.tsx";

function product(id: number, name: string, changes: Partial<CompareProduct> = {}): CompareProduct {
  return {
    id,
    name,
    picture: null,
    price: { kind: "single", price: 100, oldPrice: null },
    rating: 4,
    reviews: 3,
    vendor: { id: 1, name: "Bait" },
    category: { id: 5, name: "Lamps" },
    colours: [],
    sizes: [],
    stock: 5,
    specifications: [{ label: "Material", value: "Ceramic" }],
    ...changes,
  };
}

const lamp = product(1, "Ceramic Lamp");
const brassLamp = product(2, "Brass Lamp", {
  price: { kind: "single", price: 250, oldPrice: null },
  specifications: [
    { label: "Material", value: "Brass" },
    { label: "Height", value: "40 cm" },
  ],
});
const catalogue = new Map([lamp, brassLamp].map((item) => [item.id, item]));

/** The compare list in the browser's store, as the compare buttons leave it. */
function compareList(...ids: number[]) {
  updateStore((state) => ({
    ...state,
    compare: ids.map((id) => ({ id, name: `#${id}`, picture: null, price: 1, sale_price: null })),
  }));
}

/** The storefront's compare route: the products it has, and the ones it no longer has. */
function compareRoute(url: URL) {
  const ids = (url.searchParams.get("ids") ?? "").split(",").map(Number);
  return {
    body: {
      data: ids.flatMap((id) => catalogue.get(id) ?? []),
      missing: ids.filter((id) => !catalogue.has(id)),
    },
  };
}

/** The products' names heading the table's columns, in order. */
function productsIn(table: HTMLElement) {
  return within(table)
    .getAllByRole("columnheader")
    .filter((cell) => cell.getAttribute("scope") === "col")
    .map((cell) => within(cell).getByRole("link").textContent);
}

/** Each body row as its heading and its cells' texts. */
function rowsOf(table: HTMLElement) {
  return within(table)
    .getAllByTestId("compare-row")
    .map((row) => [...row.children].map((cell) => cell.textContent?.trim()));
}

describe("the compare page", () => {
  it("shows the products side by side and marks the rows where they differ", async () => {
    answerStorefrontCalls({ "/api/compare": compareRoute });
    compareList(1, 2);
    renderInStorefront(<ComparePageView locale="en" />);
    const table = await screen.findByRole("table", { name: "Products side by side" });
    expect(productsIn(table)).toEqual(["Ceramic Lamp", "Brass Lamp"]);
    const rows = rowsOf(table);
    expect(rows.find(([heading]) => heading?.startsWith("Vendor"))).toEqual([
      "Vendor",
      "Bait",
      "Bait",
    ]);
    expect(rows.find(([heading]) => heading?.startsWith("Material"))).toEqual([
      "MaterialDiffers",
      "Ceramic",
      "Brass",
    ]);
    expect(rows.find(([heading]) => heading?.startsWith("Height"))).toEqual([
      "HeightDiffers",
      "Not listed",
      "40 cm",
    ]);
  });

  it("shows only the rows that differ when asked, and drops a removed product without asking again", async () => {
    const asked = answerStorefrontCalls({ "/api/compare": compareRoute });
    compareList(1, 2);
    const { user } = renderInStorefront(<ComparePageView locale="en" />);
    const table = await screen.findByRole("table");
    await user.click(screen.getByRole("checkbox", { name: "Show only the rows that differ" }));
    expect(rowsOf(table).map(([heading]) => heading)).toEqual([
      "PriceDiffers",
      "MaterialDiffers",
      "HeightDiffers",
    ]);

    await user.click(screen.getByRole("button", { name: "Remove Brass Lamp from compare" }));
    expect(productsIn(table)).toEqual(["Ceramic Lamp"]);
    expect(screen.queryByRole("checkbox", { name: "Show only the rows that differ" })).toBeNull();
    expect(asked).toHaveLength(1);
  });

  it("leaves out a product the catalogue no longer has", async () => {
    answerStorefrontCalls({ "/api/compare": compareRoute });
    compareList(1, 99);
    renderInStorefront(<ComparePageView locale="en" />);
    const table = await screen.findByRole("table");
    expect(productsIn(table)).toEqual(["Ceramic Lamp"]);
  });

  it("offers to try again when the products cannot be loaded", async () => {
    let fail = true;
    answerStorefrontCalls({
      "/api/compare": (url) => (fail ? { status: 503 } : compareRoute(url)),
    });
    compareList(1);
    const { user } = renderInStorefront(<ComparePageView locale="en" />);
    expect((await screen.findByRole("alert")).textContent).toContain(
      "The products could not be loaded right now.",
    );
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("table")).toBeTruthy();
  });

  it("says the list is empty and leads to the shop", async () => {
    compareList();
    renderInStorefront(<ComparePageView locale="en" />);
    expect(await screen.findByText("No products in the compare.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to the shop" }).getAttribute("href")).toBe(
      "/pages/shop",
    );
  });
});
