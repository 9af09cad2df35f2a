import { describe, expect, it } from "vitest";
import { z } from "zod";
import { accountsOf, endpoint, errorResponses, pathParamNames } from "./endpoint.ts";
import { endpointTable } from "./endpoints/table.ts";
import { errorBody, validationErrorBody } from "./errors.ts";
import { companyParams } from "./params.ts";

const declaration = {
  method: "GET",
  responses: {},
  session: "none",
  tag: "Catalog",
  summary: "A test call",
} as const;

describe("endpoint", () => {
  it("refuses a path outside its host's prefix", () => {
    expect(() =>
      // @ts-expect-error: a marketplace call lives under /:company/api/marketplace/
      endpoint({ ...declaration, host: "marketplace", path: "/api/marketplace/cart" }),
    ).toThrow("does not start with a marketplace prefix");
    expect(() =>
      // @ts-expect-error: an auth call lives under /api/auth/ or /api/order-tracking/
      endpoint({ ...declaration, host: "auth", path: "/api/profile/1" }),
    ).toThrow("does not start with a auth prefix");
  });

  it("refuses params that do not name the path's parameters", () => {
    expect(() =>
      endpoint({
        ...declaration,
        host: "marketplace",
        path: "/:company/api/marketplace/products/:id",
        // @ts-expect-error: id is not in the schema
        params: companyParams,
      }),
    ).toThrow("params name [company], the path [company,id]");
    expect(() =>
      endpoint({
        ...declaration,
        host: "system",
        path: "/health",
        // @ts-expect-error: the path has no parameters
        params: z.object({ id: z.string() }),
      }),
    ).toThrow("params name [id], the path []");
  });

  it("names a path's parameters in order", () => {
    expect(pathParamNames("/:company/api/marketplace/products/:id/reviews")).toEqual([
      "company",
      "id",
    ]);
    expect(pathParamNames("/health")).toEqual([]);
  });

  it("keeps a vendor's desk for its staff and a marketplace's calls for shoppers, and documents their 403", () => {
    const desk = endpoint({
      ...declaration,
      host: "vendor",
      path: "/:company/api/vendor/summary",
      params: companyParams,
      session: "required",
    });
    expect(accountsOf(desk)).toBe("vendor");
    expect(desk.responses).toHaveProperty("403", errorBody);
    const cart = endpoint({
      ...declaration,
      host: "marketplace",
      path: "/:company/api/marketplace/cart",
      params: companyParams,
      session: "optional",
    });
    expect(accountsOf(cart)).toBe("shopper");
    expect(cart.responses).toHaveProperty("403", errorBody);
    const reviews = endpoint({
      ...declaration,
      host: "marketplace",
      path: "/:company/api/marketplace/reviews",
      params: companyParams,
      session: "optional",
      accounts: "any",
    });
    expect(accountsOf(reviews)).toBe("any");
    expect(reviews.responses).not.toHaveProperty("403");
    expect(accountsOf(endpoint({ ...declaration, host: "system", path: "/health" }))).toBe("any");
    expect(() =>
      endpoint({
        ...declaration,
        host: "vendor",
        path: "/:company/api/vendor/open",
        params: companyParams,
      }),
    ).toThrow("a vendor call needs the staff's session");
  });

  it("gives 422 the body with field messages and other errors the message body", () => {
    expect(errorResponses(400, 422)).toEqual({ 400: errorBody, 422: validationErrorBody });
  });
});

describe("the endpoint table", () => {
  it("names each method and path once", () => {
    const calls = endpointTable.map((call) => `${call.method} ${call.path}`);
    expect(new Set(calls).size).toBe(calls.length);
  });

  it("answers an error body for every error status", () => {
    for (const call of endpointTable) {
      for (const [status, schema] of Object.entries(call.responses)) {
        if (Number(status) < 400) continue;
        expect([errorBody, validationErrorBody], `${call.method} ${call.path} ${status}`).toContain(
          schema,
        );
      }
    }
  });
});
