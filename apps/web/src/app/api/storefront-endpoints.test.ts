import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { compareEndpoint } from "@/features/compare/compare-endpoint.ts";
import { quickViewEndpoint } from "@/features/product/components/quick-view/quick-view-endpoint.ts";
import { recentlyViewedEndpoint } from "@/features/product/recently-viewed/recently-viewed-endpoint.ts";
import { ownReviewsEndpoint } from "@/features/product/reviews/own-reviews-endpoint.ts";
import { suggestionsEndpoint } from "@/features/search/suggestions-endpoint.ts";
import { deliveryEstimateEndpoint } from "@/lib/delivery/delivery-estimate-endpoint.ts";
import { shopperEndpoint } from "@/lib/shopper/shopper-endpoint.ts";
import { requestStorefront } from "@/lib/storefront-endpoints/request-storefront.ts";
import {
  type StorefrontCall,
  storefrontEndpoint,
} from "@/lib/storefront-endpoints/storefront-endpoint.ts";
import { storefrontHandler } from "@/lib/storefront-endpoints/storefront-handler.ts";
import { storefrontPaths } from "@/lib/storefront-endpoints/storefront-paths.ts";
import ar from "../../../messages/ar/shell.json";
import en from "../../../messages/en/shell.json";

/** Every storefront call, by the name its path has in `storefrontPaths`. */
const declarations: Record<keyof typeof storefrontPaths, StorefrontCall> = {
  shopper: shopperEndpoint,
  compare: compareEndpoint,
  quickView: quickViewEndpoint,
  searchSuggestions: suggestionsEndpoint,
  ownReviews: ownReviewsEndpoint,
  deliveryEstimate: deliveryEstimateEndpoint,
  recentlyViewed: recentlyViewedEndpoint,
};

/** A valid call of each, to spoil one part at a time. */
const valid: Record<keyof typeof storefrontPaths, { params?: object; query: string }> = {
  shopper: { query: "locale=en" },
  compare: { query: "ids=1,2&locale=en" },
  quickView: { params: { id: "7" }, query: "locale=en" },
  searchSuggestions: { query: "keyword=dates&locale=en" },
  ownReviews: { query: "product=7&page=2&locale=en" },
  deliveryEstimate: { query: "products=7,9&locale=en" },
  recentlyViewed: { query: "ids=3,1,2&locale=en" },
};

const apiDir = import.meta.dirname;

/** The route handlers under app/api, as paths (`[id]` written `:id`). */
function routePaths(dir = apiDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return routePaths(path);
    if (entry.name !== "route.ts") return [];
    const folder = relative(apiDir, dir).replace(/\[([^\]]+)\]/g, ":$1");
    return [`/api/${folder}`];
  });
}

function routeFileOf(path: string): string {
  return join(apiDir, path.replace(/^\/api\//, "").replace(/:([^/]+)/g, "[$1]"), "route.ts");
}

/** Calls a handler of the declaration that records what it was given and answers `reply`. */
async function call(
  endpoint: StorefrontCall,
  { params = {}, query = "", headers = {} }: { params?: object; query?: string; headers?: object },
  reply: object = { status: 200, body: [] },
) {
  const given = vi.fn();
  const handler = storefrontHandler(endpoint, async (input) => {
    given(input);
    return reply as never;
  });
  const response = await handler(
    new Request(`http://shop.test${endpoint.path}?${query}`, {
      headers: headers as Record<string, string>,
    }),
    { params: Promise.resolve(params as Record<string, string>) },
  );
  return { response, given };
}

describe("the storefront's own calls", () => {
  it("are each declared once, and each has its route handler, built from the declaration", () => {
    expect(routePaths().sort()).toEqual(Object.values(storefrontPaths).sort());
    for (const [name, declaration] of Object.entries(declarations)) {
      expect(declaration.path).toBe(storefrontPaths[name as keyof typeof storefrontPaths]);
      const route = routeFileOf(declaration.path);
      expect(existsSync(route), route).toBe(true);
      expect(readFileSync(route, "utf8")).toMatch(
        /export const GET = storefrontHandler\(\s*\w+Endpoint,/,
      );
      expect(declaration.failures).toContain(400);
    }
  });

  it("refuses params that do not name the path's parameters", () => {
    expect(() =>
      storefrontEndpoint({
        path: storefrontPaths.quickView,
        ok: quickViewEndpoint.ok,
        summary: "",
      }),
    ).toThrow(/params name \[\], the path \[id\]/);
  });

  describe.each(Object.entries(declarations))("%s", (name, endpoint) => {
    const good = valid[name as keyof typeof valid];

    it("hands a valid call's params and query to its handler, read by the declaration", async () => {
      const { response, given } = await call(endpoint, good);
      expect(response.status).toBe(200);
      expect(given).toHaveBeenCalledOnce();
      expect(given.mock.calls[0]?.[0].query.locale).toBe("en");
    });

    it("answers a bad query with 400 and the one error body, in the request's language", async () => {
      const badLocale = good.query.replace("locale=en", "locale=fr");
      for (const [headers, message] of [
        [{}, en.StorefrontCalls.badRequest],
        [{ "accept-language": "ar-SA,ar;q=0.9" }, ar.StorefrontCalls.badRequest],
        [{ cookie: "theme=x; NEXT_LOCALE=ar" }, ar.StorefrontCalls.badRequest],
      ] as const) {
        const { response, given } = await call(endpoint, { ...good, query: badLocale, headers });
        expect(response.status).toBe(400);
        expect(response.headers.get("content-type")).toMatch(/^application\/json/);
        expect(response.headers.get("cache-control")).toBe("no-store");
        expect(await response.json()).toEqual({ message });
        expect(given).not.toHaveBeenCalled();
      }
      // A call in Arabic without the fields it needs beside the locale has its refusal in Arabic.
      if (Object.keys(endpoint.query.shape).length === 1) return;
      const missing = await call(endpoint, { ...good, query: "locale=ar" });
      expect(missing.response.status).toBe(400);
      expect(await missing.response.json()).toEqual({ message: ar.StorefrontCalls.badRequest });
    });
  });

  it("reads each call's own query values by their rules", async () => {
    const refused = async (endpoint: StorefrontCall, query: string, params?: object) =>
      (await call(endpoint, { query, params })).response.status;
    for (const ids of ["1,1", "1,2,3,4,5", "abc", "", "0", "2147483648", "1,,2"])
      expect(await refused(compareEndpoint, `ids=${ids}&locale=en`), ids).toBe(400);
    for (const keyword of ["ab", "  ab  ", "a".repeat(101)])
      expect(await refused(suggestionsEndpoint, `keyword=${keyword}&locale=en`), keyword).toBe(400);
    expect(await refused(quickViewEndpoint, "locale=en", { id: "abc" })).toBe(400);
    expect(await refused(ownReviewsEndpoint, "product=7&page=0&locale=en")).toBe(400);
    expect(await refused(ownReviewsEndpoint, "product=x&locale=en")).toBe(400);
    const hundredAndOne = Array.from({ length: 101 }, (_, index) => index + 1).join(",");
    for (const products of ["", "0", "a", "1,,2", "1,", hundredAndOne])
      expect(await refused(deliveryEstimateEndpoint, `products=${products}&locale=en`)).toBe(400);
    for (const query of ["sort=best", "stars=0", "stars=6", "stars=two"])
      expect(await refused(ownReviewsEndpoint, `product=7&${query}&locale=en`), query).toBe(400);
    const thirteen = Array.from({ length: 13 }, (_, index) => index + 1).join(",");
    for (const ids of ["1,1", thirteen, "abc", "", "0", "1,,2"])
      expect(await refused(recentlyViewedEndpoint, `ids=${ids}&locale=en`), ids).toBe(400);

    const read = async (endpoint: StorefrontCall, query: string, params?: object) =>
      (await call(endpoint, { query, params })).given.mock.calls[0]?.[0];
    expect((await read(compareEndpoint, "ids=4,2&locale=ar")).query).toEqual({
      ids: [4, 2],
      locale: "ar",
    });
    expect((await read(suggestionsEndpoint, "keyword=%20tea%20&locale=en")).query.keyword).toBe(
      "tea",
    );
    expect((await read(quickViewEndpoint, "locale=en", { id: "42" })).params).toEqual({ id: 42 });
    expect((await read(ownReviewsEndpoint, "product=7&locale=en")).query).toEqual({
      product: 7,
      page: 1,
      sort: "newest",
      locale: "en",
    });
    expect((await read(deliveryEstimateEndpoint, "products=7,9&locale=ar")).query).toEqual({
      products: [7, 9],
      locale: "ar",
    });
    expect(
      (await read(ownReviewsEndpoint, "product=7&page=2&sort=lowest&stars=4&locale=ar")).query,
    ).toEqual({ product: 7, page: 2, sort: "lowest", stars: 4, locale: "ar" });
    const twelve = Array.from({ length: 12 }, (_, index) => 12 - index);
    expect((await read(recentlyViewedEndpoint, `ids=${twelve}&locale=en`)).query.ids).toEqual(
      twelve,
    );
  });

  it("writes every failure a handler answers as the same body, keeping its headers", async () => {
    const notFound = await call(
      quickViewEndpoint,
      { ...valid.quickView, query: "locale=ar" },
      {
        status: 404,
      },
    );
    expect(notFound.response.status).toBe(404);
    expect(await notFound.response.json()).toEqual({ message: ar.StorefrontCalls.notFound });
    const busy = await call(suggestionsEndpoint, valid.searchSuggestions, {
      status: 429,
      headers: { "Retry-After": "17" },
    });
    expect(busy.response.status).toBe(429);
    expect(busy.response.headers.get("retry-after")).toBe("17");
    expect(busy.response.headers.get("cache-control")).toBe("no-store");
    expect(await busy.response.json()).toEqual({ message: en.StorefrontCalls.tooManyRequests });
    const down = await call(compareEndpoint, valid.compare, { status: 503 });
    expect(await down.response.json()).toEqual({ message: en.StorefrontCalls.unavailable });
  });
});

describe("the browser's caller", () => {
  const fetchMock = vi.fn<typeof fetch>();
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it("asks the declared path with its params and query, and reads the answer or the status", async () => {
    vi.stubGlobal("fetch", fetchMock);
    fetchMock.mockResolvedValueOnce(Response.json({ data: [], missing: [3] }));
    const answer = await requestStorefront<typeof compareEndpoint>(storefrontPaths.compare, {
      query: { ids: "3,4", locale: "ar" },
    });
    expect(answer).toEqual({ ok: true, data: { data: [], missing: [3] } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/compare?ids=3%2C4&locale=ar");

    fetchMock.mockResolvedValueOnce(Response.json({ message: "Not found." }, { status: 404 }));
    const missing = await requestStorefront<typeof quickViewEndpoint>(storefrontPaths.quickView, {
      params: { id: 12 },
      query: { locale: "en" },
    });
    expect(missing).toEqual({ ok: false, status: 404 });
    expect(fetchMock.mock.calls[1]?.[0]).toBe("/api/quick-view/12?locale=en");
    expect(new Headers(fetchMock.mock.calls[1]?.[1]?.headers).get("accept")).toBe(
      "application/json",
    );
  });
});
