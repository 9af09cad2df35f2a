import { describe, expect, it } from "vitest";
import { leadsToVendorDesk } from "./vendor-desk-path.ts";

describe("leadsToVendorDesk", () => {
  it("knows a vendor's page in either language, with or without a query", () => {
    expect(leadsToVendorDesk("/vendor")).toBe(true);
    expect(leadsToVendorDesk("/ar/vendor")).toBe(true);
    expect(leadsToVendorDesk("/vendor/shipments?status=placed&page=2")).toBe(true);
    expect(leadsToVendorDesk("/ar/vendor/shipments/12")).toBe(true);
  });

  it("is false for the shop's pages, the public vendor directory and odd addresses", () => {
    expect(leadsToVendorDesk("/pages/vendors/3")).toBe(false);
    expect(leadsToVendorDesk("/vendors")).toBe(false);
    expect(leadsToVendorDesk("/pages/orders")).toBe(false);
    expect(leadsToVendorDesk("//evil.example/vendor")).toBe(false);
    expect(leadsToVendorDesk(undefined)).toBe(false);
    expect(leadsToVendorDesk(["/vendor"])).toBe(false);
  });
});
