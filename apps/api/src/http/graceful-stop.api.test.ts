import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/test-app.ts";
import { type GracefulStop, watchForGracefulStop } from "./graceful-stop.ts";

let t: TestApp | undefined;
afterAll(async () => {
  await t?.close();
});

describe("a graceful stop", () => {
  it("answers every request already sent, then closes", async () => {
    let graceful: GracefulStop | undefined;
    t = await buildTestApp({
      beforeReady: (app) => {
        graceful = watchForGracefulStop(app, { quietMs: 200 });
        // A listing that takes a while, as a busy database would make it.
        app.get("/slow-probe", async () => {
          await new Promise((resolve) => setTimeout(resolve, 300));
          return { done: true };
        });
      },
    });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    const requests = Array.from({ length: 16 }, () =>
      fetch(`http://127.0.0.1:${port}/slow-probe`).then(async (response) => ({
        status: response.status,
        body: await response.json(),
      })),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stopped = graceful?.stop();
    const answers = await Promise.all(requests);
    expect(answers).toEqual(Array(16).fill({ status: 200, body: { done: true } }));
    expect(await stopped).toBe(true);
    expect(t.app.server.listening).toBe(false);
  });
});
