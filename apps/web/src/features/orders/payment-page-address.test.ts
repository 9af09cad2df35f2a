import { describe, expect, it } from "vitest";
import { paymentPageAddress } from "./payment-page-address.ts";

describe("paymentPageAddress", () => {
  it("follows the provider's http(s) page as the API gave it", () => {
    expect(paymentPageAddress("https://checkout.example.com/invoices/abc?lang=ar")).toBe(
      "https://checkout.example.com/invoices/abc?lang=ar",
    );
    expect(paymentPageAddress("http://localhost:3000/ar/pages/pay/Qx7_-k2M9pLr4TzA")).toBe(
      "http://localhost:3000/ar/pages/pay/Qx7_-k2M9pLr4TzA",
    );
  });

  it("refuses what a browser must not be sent to", () => {
    expect(paymentPageAddress("javascript:alert(1)")).toBeNull();
    expect(paymentPageAddress("data:text/html,<p>pay</p>")).toBeNull();
    expect(paymentPageAddress("/pages/orders/1")).toBeNull();
    expect(paymentPageAddress("//evil.example/pay")).toBeNull();
    expect(paymentPageAddress("https://user:secret@checkout.example.com/")).toBeNull();
    expect(paymentPageAddress("")).toBeNull();
  });
});
