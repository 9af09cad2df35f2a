import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { multipartBody } from "../test/accounts.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";

/** A PUT route on the real app that echoes what reached it. */
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await buildTestApp({
    beforeReady: (app) => {
      app.put(
        "/probe/:id",
        { schema: { querystring: z.object({ keep: z.string().optional() }).strict() } },
        (request) => ({
          method: request.method,
          params: request.params,
          query: request.query,
          body: request.body ?? null,
        }),
      );
    },
  });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t?.close();
});

describe("POST …?_method=put", () => {
  it.each(["put", "PUT", "Put"])("reaches a PUT route over real HTTP (%s)", async (name) => {
    const response = await fetch(`${base}/probe/7?keep=yes&_method=${name}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "items[0][item_id]=5&items[0][item_quantity]=2&name=%D8%B3%D8%A7%D8%B1%D8%A9",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      method: "PUT",
      params: { id: "7" },
      query: { keep: "yes" },
      body: { items: [{ item_id: "5", item_quantity: "2" }], name: "سارة" },
    });
  });

  it("carries a multipart body to the PUT route over real HTTP", async () => {
    const form = new FormData();
    form.set("items[0][item_id]", "9");
    form.set("phone", "+966500000000");
    const response = await fetch(`${base}/probe/1?_method=put`, { method: "POST", body: form });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      method: "PUT",
      body: { items: [{ item_id: "9" }], phone: "+966500000000" },
    });
  });

  it("works the same through app.inject", async () => {
    const { payload, headers } = multipartBody({
      "items[1][item_id]": "3",
      "items[0][item_id]": "2",
    });
    const response = await t.app.inject({
      method: "POST",
      url: "/probe/2?_method=Put",
      headers,
      payload,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      method: "PUT",
      params: { id: "2" },
      query: {},
      body: { items: [{ item_id: "2" }, { item_id: "3" }] },
    });
  });

  it("leaves a plain POST a POST", async () => {
    const response = await fetch(`${base}/probe/7`, { method: "POST" });
    expect(response.status).toBe(404);
  });
});
