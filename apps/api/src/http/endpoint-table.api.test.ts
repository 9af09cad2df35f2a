import { endpointTable } from "@souq/contract/endpoints/table";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface Operation {
  security?: Record<string, unknown>[];
}

/** The document's operations as `METHOD /path/:param`, the contract's way of writing them. */
async function documentedOperations(): Promise<Map<string, Operation>> {
  const document = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
  const operations = new Map<string, Operation>();
  for (const [path, methods] of Object.entries(document.paths as Record<string, object>)) {
    for (const [method, operation] of Object.entries(methods)) {
      operations.set(`${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ":$1")}`, operation);
    }
  }
  return operations;
}

describe("the contract's endpoint table", () => {
  it("is what the API serves and documents, call for call", async () => {
    for (const call of endpointTable) {
      expect(t.app.hasRoute({ method: call.method, url: call.path }), call.path).toBe(true);
    }
    const declared = endpointTable.map((call) => `${call.method} ${call.path}`);
    expect([...(await documentedOperations()).keys()].sort()).toEqual(declared.sort());
  });

  it("documents the session each call declares", async () => {
    const operations = await documentedOperations();
    for (const call of endpointTable) {
      const security = operations.get(`${call.method} ${call.path}`)?.security;
      const documented =
        security === undefined
          ? "none"
          : security.some((entry) => Object.keys(entry).length === 0)
            ? "optional"
            : "required";
      expect(documented, `${call.method} ${call.path}`).toBe(call.session);
    }
  });
});
