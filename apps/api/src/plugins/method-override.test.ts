import { describe, expect, it } from "vitest";
import { applyMethodOverride } from "./method-override.ts";

describe("applyMethodOverride", () => {
  it.each(["put", "PUT", "Put", "patch", "delete"])("turns POST ?_method=%s into it", (name) => {
    const req = { method: "POST", url: `/api/auth/profile/1?_method=${name}` };
    expect(applyMethodOverride(req)).toBe("/api/auth/profile/1");
    expect(req.method).toBe(name.toUpperCase());
  });

  it("keeps the rest of the query exactly as sent", () => {
    const req = { method: "POST", url: "/x?a=1%20b&_method=put&c=%D8%B3" };
    expect(applyMethodOverride(req)).toBe("/x?a=1%20b&c=%D8%B3");
    expect(req.method).toBe("PUT");
  });

  it("leaves other methods, other values and requests without it alone", () => {
    for (const req of [
      { method: "GET", url: "/x?_method=put" },
      { method: "POST", url: "/x?_method=get" },
      { method: "POST", url: "/x?_method=" },
      { method: "POST", url: "/x?my_method=put" },
      { method: "POST", url: "/x" },
    ]) {
      const before = { ...req };
      expect(applyMethodOverride(req)).toBe(before.url);
      expect(req.method).toBe(before.method);
    }
  });
});
