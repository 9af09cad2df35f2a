import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/test-app.ts";

/** A route on the real app that echoes the body it received. */
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await buildTestApp({
    beforeReady: (app) => {
      app.post("/probe", (request) => ({ body: request.body ?? null }));
    },
  });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t?.close();
});

const form = "application/x-www-form-urlencoded";
const tooLarge = { message: "The request is too large or has too many fields." };

/** Sends a hostile body and, while it is being handled, asks /health; both must be quick. */
async function sendBesideHealth(init: RequestInit) {
  const started = performance.now();
  const [hostile, health] = await Promise.all([
    fetch(`${base}/probe`, { method: "POST", ...init }).then(async (response) => ({
      status: response.status,
      body: await response.json(),
      ms: performance.now() - started,
    })),
    (async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      const asked = performance.now();
      const response = await fetch(`${base}/health`);
      return { status: response.status, ms: performance.now() - asked };
    })(),
  ]);
  return { hostile, health };
}

describe("hostile bodies are refused quickly and the service keeps answering", () => {
  it("200 KB of repeated bracketed keys: 413 in well under a second, /health answers", async () => {
    const body = "a[]=1&".repeat(34_000);
    expect(body.length).toBeGreaterThan(200_000);
    const { hostile, health } = await sendBesideHealth({
      headers: { "content-type": form },
      body,
    });
    expect(hostile.status).toBe(413);
    expect(hostile.body).toEqual(tooLarge);
    expect(hostile.ms).toBeLessThan(500);
    expect(health.status).toBe(200);
    expect(health.ms).toBeLessThan(500);
  });

  it.each([
    ["thousands of distinct fields", Array.from({ length: 5_000 }, (_, i) => `f${i}=1`).join("&")],
    ["a list index far past the bound", "items[100000][item_id]=1"],
    ["keys nested deeper than any form", `a${"[b]".repeat(40)}=1`],
  ])("urlencoded %s: 413 with the message in the shopper's language", async (_name, body) => {
    const english = await fetch(`${base}/probe`, {
      method: "POST",
      headers: { "content-type": form },
      body,
    });
    expect(english.status).toBe(413);
    expect(await english.json()).toEqual(tooLarge);
    const arabic = await fetch(`${base}/probe`, {
      method: "POST",
      headers: { "content-type": form, "accept-language": "ar" },
      body,
    });
    expect(arabic.status).toBe(413);
    expect(((await arabic.json()) as { message: string }).message).toBe(
      "الطلب كبير جدًا أو يحتوي على حقول كثيرة جدًا.",
    );
  });

  it("JSON nested thousands deep is refused before it is parsed", async () => {
    const { hostile, health } = await sendBesideHealth({
      headers: { "content-type": "application/json" },
      body: `${"[".repeat(100_000)}${"]".repeat(100_000)}`,
    });
    expect(hostile.status).toBe(413);
    expect(hostile.body).toEqual(tooLarge);
    expect(health.status).toBe(200);
  });

  it("a JSON or form body over 256 KB is refused with 413", async () => {
    for (const [type, body] of [
      ["application/json", JSON.stringify({ note: "x".repeat(300_000) })],
      [form, `note=${"x".repeat(300_000)}`],
    ] as const) {
      const response = await fetch(`${base}/probe`, {
        method: "POST",
        headers: { "content-type": type },
        body,
      });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual(tooLarge);
    }
  });

  it("a multipart form with more fields than the bound, or a field over 64 KB, answers 413", async () => {
    const many = new FormData();
    for (let index = 0; index < 300; index += 1) many.append(`f${index}`, "1");
    const long = new FormData();
    long.set("note", "x".repeat(70 * 1024));
    for (const body of [many, long]) {
      const response = await fetch(`${base}/probe`, { method: "POST", body });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual(tooLarge);
    }
  });

  it("a broken multipart body is the client's mistake (400), never a server error", async () => {
    const bodies = [
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1', // never closed
      "garbage without any boundary",
    ];
    for (const body of bodies) {
      const response = await fetch(`${base}/probe`, {
        method: "POST",
        headers: { "content-type": "multipart/form-data; boundary=x" },
        body,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: "The request is not valid." });
    }
    // Parts without their header, short and longer than a stream's buffer: refused, never left waiting.
    for (const size of [10, 20_000]) {
      const headless = await fetch(`${base}/probe`, {
        method: "POST",
        headers: { "content-type": "multipart/form-data; boundary=x" },
        body: `--x\r\n\r\n${"a".repeat(size)}\r\n--x--\r\n`,
        signal: AbortSignal.timeout(2_000),
      });
      expect(headless.status).toBe(400);
    }
    const noBoundary = await fetch(`${base}/probe`, {
      method: "POST",
      headers: { "content-type": "multipart/form-data" },
      body: "a=1",
    });
    expect(noBoundary.status).toBeGreaterThanOrEqual(400);
    expect(noBoundary.status).toBeLessThan(500);
  });

  it("a well-formed multipart form still arrives nested", async () => {
    const body = new FormData();
    body.set("items[0][item_id]", "9");
    body.set("items[0][item_quantity]", "2");
    const response = await fetch(`${base}/probe`, { method: "POST", body });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      body: { items: [{ item_id: "9", item_quantity: "2" }] },
    });
  });
});
