import { describe, expect, it, vi } from "vitest";

const redirect = vi.hoisted(() =>
  vi.fn((to: string): never => {
    throw new Error(`redirect ${to}`);
  }),
);
vi.mock("next/navigation", () => ({ redirect }));

const { notFoundOnBadRequest } = await import("./not-found-on-bad-request.ts");

describe("notFoundOnBadRequest (spec §8)", () => {
  it("sends a 400 to the not-found page in the shopper's language", () => {
    expect(() => notFoundOnBadRequest({ status: 400 }, "en")).toThrow("redirect /pages/404");
    expect(() => notFoundOnBadRequest({ status: 400 }, "ar")).toThrow("redirect /ar/pages/404");
  });

  it("gives back every other result as it is", () => {
    redirect.mockClear();
    for (const status of [200, 401, 404, 422, 429, 502, 503]) {
      const result = { ok: false, status, message: null };
      expect(notFoundOnBadRequest(result, "ar")).toBe(result);
    }
    expect(redirect).not.toHaveBeenCalled();
  });
});
