import { describe, expect, it } from "vitest";
import { buildRequest, formEntries } from "./build-request.ts";
import { productListQuery } from "./catalog.ts";
import { authEndpoints } from "./endpoints/auth.ts";
import { cartEndpoints } from "./endpoints/cart.ts";
import { productEndpoints } from "./endpoints/products.ts";
import { systemEndpoints } from "./endpoints/system.ts";

/** The query's pairs as a server reads them: repeated keys become lists. */
function parseQuery(search: string): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const pair of search.replace(/^\?/, "").split("&").filter(Boolean)) {
    const [key = "", value = ""] = pair.split("=").map(decodeURIComponent);
    const before = values[key];
    values[key] = before === undefined ? value : [before, value].flat();
  }
  return values;
}

describe("buildRequest", () => {
  it("fills a marketplace path and keeps the endpoint's host and method", () => {
    expect(buildRequest(productEndpoints.detail, { params: { company: 1, id: 42 } })).toEqual({
      host: "marketplace",
      method: "GET",
      path: "/1/api/marketplace/products/42",
      search: "",
      url: "/1/api/marketplace/products/42",
      body: null,
    });
  });

  it("encodes each path parameter as one segment", () => {
    const request = buildRequest(authEndpoints.resetTokenStatus, {
      params: { token: "a/b c?d#é%" },
    });
    expect(request.path).toBe("/api/auth/reset-password/a%2Fb%20c%3Fd%23%C3%A9%25");
  });

  it("needs no input for a call without parameters", () => {
    expect(buildRequest(systemEndpoints.health).url).toBe("/health");
  });

  it("writes a list as the key repeated and leaves absent values out", () => {
    const request = buildRequest(productEndpoints.list, {
      params: { company: 2 },
      query: {
        keyword: "red phone & case",
        colours: ["red", "blue"],
        vendor_id: undefined,
        rating: null,
        page: 2,
        on_sale: "1",
      },
    });
    expect(request.url).toBe(
      "/2/api/marketplace/products?keyword=red%20phone%20%26%20case&colours=red&colours=blue&page=2&on_sale=1",
    );
  });

  it("writes a query that the endpoint's own schema reads back as it was given", () => {
    const request = buildRequest(productEndpoints.list, {
      params: { company: 1 },
      query: { keyword: "عطر ورد", sizes: ["xl", "m"], min_price: 10.5, in_stock: "true" },
    });
    expect(productListQuery.parse(parseQuery(request.search))).toMatchObject({
      keyword: "عطر ورد",
      sizes: ["xl", "m"],
      min_price: 10.5,
      in_stock: true,
    });
  });

  it("leaves the search empty when every value is absent", () => {
    const request = buildRequest(productEndpoints.list, {
      params: { company: 1 },
      query: { keyword: undefined },
    });
    expect(request.search).toBe("");
  });

  it("sends the body as form fields", () => {
    const request = buildRequest(cartEndpoints.addItem, {
      params: { company: 1 },
      body: { item_id: 5, item_quantity: 2, variant_id: undefined },
    });
    expect(request).toMatchObject({
      method: "POST",
      url: "/1/api/marketplace/cart",
      body: [
        ["item_id", "5"],
        ["item_quantity", "2"],
      ],
    });
  });

  it("refuses a missing or unknown path parameter", () => {
    // @ts-expect-error: id is missing
    expect(() => buildRequest(productEndpoints.detail, { params: { company: 1 } })).toThrow(
      "needs the path parameter id",
    );
    expect(() =>
      buildRequest(productEndpoints.detail, {
        // @ts-expect-error: the path has no slug
        params: { company: 1, id: 2, slug: "x" },
      }),
    ).toThrow("has no path parameter slug");
  });

  it("refuses query and body fields the endpoint does not know", () => {
    expect(() =>
      buildRequest(productEndpoints.list, {
        params: { company: 1 },
        // @ts-expect-error: not a filter of the products call
        query: { colour: "red" },
      }),
    ).toThrow("has no query field colour");
    expect(() =>
      // @ts-expect-error: the health call takes no query
      buildRequest(systemEndpoints.health, { query: { verbose: 1 } }),
    ).toThrow("takes no query");
    expect(() =>
      buildRequest(authEndpoints.login, {
        // @ts-expect-error: a sign-in has no name
        body: { email: "a@b.c", password: "x", name: "A" },
      }),
    ).toThrow("has no body field name");
  });
});

describe("formEntries", () => {
  it("writes nested lists and records as bracketed keys", () => {
    expect(
      formEntries({
        items: [
          { item_id: 1, item_quantity: 2 },
          { item_id: 3, item_quantity: undefined },
        ],
        note: null,
        gift: false,
      }),
    ).toEqual([
      ["items[0][item_id]", "1"],
      ["items[0][item_quantity]", "2"],
      ["items[1][item_id]", "3"],
      ["gift", "false"],
    ]);
  });
});
