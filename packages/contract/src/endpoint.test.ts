import { describe, expect, it } from "vitest";
import { z } from "zod";
import { endpoint, errorResponses, pathParamNames } from "./endpoint.ts";
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
