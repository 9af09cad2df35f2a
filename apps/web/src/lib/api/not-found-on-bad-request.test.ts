import { describe, expect, it, vi } from "vitest";

const redirect = vi.hoisted(() =>
  vi.fn((to: string): never => {
    throw new Error(`redirect ${to}`);
  }),
);
const notFound = vi.hoisted(() =>
  vi.fn((): never => {
    throw new Error("not found here");
  }),
);
vi.mock("next/navigation", () => ({ redirect, notFound }));

const { notFoundHereOnBadRequest, notFoundOnBadRequest } = await import(
  "./not-found-on-bad-request.ts"
);

describe("the spec's 400 rule (§8, ADR 51)", () => {
  it("answers a page's 400 with the not-found page at the address asked, never a redirect", () => {
    expect(() => notFoundHereOnBadRequest({ status: 400 })).toThrow("not found here");
    expect(redirect).not.toHaveBeenCalled();
  });

  it("sends the shopper's own call that answers 400 to the not-found page in their language", () => {
    expect(() => notFoundOnBadRequest({ status: 400 }, "en")).toThrow("redirect /pages/404");
    expect(() => notFoundOnBadRequest({ status: 400 }, "ar")).toThrow("redirect /ar/pages/404");
  });

  it("gives back every other result as it is", () => {
    redirect.mockClear();
    notFound.mockClear();
    for (const status of [200, 401, 404, 422, 429, 502, 503]) {
      const result = { ok: false, status, message: null };
      expect(notFoundOnBadRequest(result, "ar")).toBe(result);
      expect(notFoundHereOnBadRequest(result)).toBe(result);
    }
    expect(redirect).not.toHaveBeenCalled();
    expect(notFound).not.toHaveBeenCalled();
  });
});
