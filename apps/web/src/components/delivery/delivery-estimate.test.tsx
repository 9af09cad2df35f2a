import type { DeliveryEstimate as Estimate } from "@souq/contract/delivery";
import { screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderInStorefront } from "@/test/render-in-storefront.tsx";
import { answerStorefrontCalls } from "@/test/storefront-fetch-double.ts";
import { DeliveryEstimate } from "./delivery-estimate.tsx";

/** The component as a page holds it, moved on to its second state by a button. */
function Changing({ first, second }: { first: Props; second: Props }) {
  const [moved, setMoved] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setMoved(true)}>
        next
      </button>
      <DeliveryEstimate {...(moved ? second : first)} />
    </>
  );
}
type Props = { productIds: number[]; hidden?: boolean };

/** The text a shopper reads (no-break spaces read as spaces). */
const textOf = (element: HTMLElement) => (element.textContent ?? "").replace(/\u00a0/g, " ");

const estimate = (city: string): Estimate => ({
  city,
  city_source: "address",
  options: [
    { id: "standard", estimated_delivery: { earliest: "2026-12-01", latest: "2026-12-03" } },
    { id: "express", estimated_delivery: { earliest: "2026-12-02", latest: "2026-12-02" } },
  ],
});

describe("the delivery date after the page", () => {
  it("asks for the products' dates and says the standard and express days and the city", async () => {
    const asked = answerStorefrontCalls({
      "/api/delivery-estimate": () => ({ body: estimate("Jeddah") }),
    });
    renderInStorefront(<DeliveryEstimate productIds={[7, 9, 7]} />);
    expect(textOf(await screen.findByTestId("delivery-date"))).toBe(
      "Get it by Thursday 3 December",
    );
    expect(textOf(screen.getByTestId("delivery-express-date"))).toBe(
      "Express: get it by Wednesday 2 December",
    );
    expect(screen.getByTestId("delivery-city").textContent).toBe("Delivering to Jeddah");
    expect(asked.map((url) => url.search)).toEqual(["?products=7%2C9&locale=en"]);
  });

  it("gives the Hijri day beside the Gregorian one in Arabic", async () => {
    answerStorefrontCalls({ "/api/delivery-estimate": () => ({ body: estimate("جدة") }) });
    renderInStorefront(<DeliveryEstimate productIds={[7]} />, { locale: "ar" });
    expect(textOf(await screen.findByTestId("delivery-date"))).toBe(
      "يصلك بحلول الخميس 3 ديسمبر (23 جمادى الآخرة)",
    );
  });

  it("takes a date away when the products change and the API has none, or fails", async () => {
    answerStorefrontCalls({
      "/api/delivery-estimate": (url) => {
        const products = url.searchParams.get("products");
        if (products === "1") return { body: estimate("Riyadh") };
        return products === "2" ? { body: null } : { status: 503 };
      },
    });
    for (const other of [2, 3]) {
      const { user, unmount } = renderInStorefront(
        <Changing first={{ productIds: [1] }} second={{ productIds: [other] }} />,
      );
      expect(textOf(await screen.findByTestId("delivery-date"))).toContain("Thursday");
      await user.click(screen.getByRole("button", { name: "next" }));
      // The room stays; the words go once the answer is in.
      await expect.poll(() => screen.getByTestId("delivery-estimate").textContent).toBe("");
      unmount();
    }
  });

  it("shows no date for a sold-out choice", async () => {
    answerStorefrontCalls({ "/api/delivery-estimate": () => ({ body: estimate("Riyadh") }) });
    const { user } = renderInStorefront(
      <Changing first={{ productIds: [3] }} second={{ productIds: [3], hidden: true }} />,
    );
    expect(textOf(await screen.findByTestId("delivery-date"))).toBe(
      "Get it by Thursday 3 December",
    );
    await user.click(screen.getByRole("button", { name: "next" }));
    expect(screen.queryByTestId("delivery-date")).toBeNull();
    expect(screen.getByTestId("delivery-estimate")).toBeTruthy();
  });
});
