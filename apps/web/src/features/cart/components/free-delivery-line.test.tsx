import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInStorefront } from "@/test/render-in-storefront.tsx";
import { FreeDeliveryLine } from "./free-delivery-line.tsx";

describe("the free-delivery line", () => {
  it("says how much more to add, with the riyal sign and two decimals", () => {
    renderInStorefront(<FreeDeliveryLine freeDelivery={{ threshold: 200, remaining: 40 }} />);
    const line = screen.getByTestId("free-delivery");
    expect(line.textContent).toBe("Add 40.00 for free delivery");
    expect(screen.getByRole("img", { name: "Saudi riyals" })).toBeTruthy();
    expect(line.dataset.reached).toBeUndefined();
  });

  it("says the order ships free once the threshold is reached, in Arabic too", () => {
    renderInStorefront(<FreeDeliveryLine freeDelivery={{ threshold: 200, remaining: 0 }} />, {
      locale: "ar",
    });
    const line = screen.getByTestId("free-delivery");
    expect(line.textContent).toBe("توصيل طلبك مجاني");
    expect(line.dataset.reached).toBe("true");
  });

  it("is not there when the marketplace sets no threshold", () => {
    renderInStorefront(<FreeDeliveryLine freeDelivery={null} />);
    expect(screen.queryByTestId("free-delivery")).toBeNull();
  });
});
