import { describe, expect, it } from "vitest";
import { bodyRefusal, hasMalformedEscapes } from "./request-limits.ts";

const address = "http://souq.invalid/";

function chunked(sizes: number[], headers: Record<string, string> = {}): Request {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const size of sizes) controller.enqueue(new Uint8Array(size).fill(97));
      controller.close();
    },
  });
  return new Request(address, { method: "POST", body, headers, duplex: "half" } as RequestInit);
}

describe("bodyRefusal", () => {
  it("trusts a declared length", async () => {
    const post = (length: string) =>
      new Request(address, { method: "POST", headers: { "content-length": length } });
    expect(await bodyRefusal(post("1024"), 1024)).toBeNull();
    expect(await bodyRefusal(post("1025"), 1024)).toBe(413);
    expect(await bodyRefusal(post("-1"), 1024)).toBe(413);
  });

  it("counts a body sent without a length", async () => {
    expect(await bodyRefusal(chunked([512, 512]), 1024)).toBeNull();
    expect(await bodyRefusal(chunked([512, 512, 1]), 1024)).toBe(413);
  });

  it("refuses a form post that is not a readable form", async () => {
    const junk = new Request(address, {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=x" },
      body: "junk",
    });
    expect(await bodyRefusal(junk, 1024)).toBe(400);
    const form = new FormData();
    form.set("email", "demo@example.com");
    expect(
      await bodyRefusal(new Request(address, { method: "POST", body: form }), 1024),
    ).toBeNull();
  });

  it("leaves a scripted action's body to Next", async () => {
    const action = chunked([10], {
      "content-type": "multipart/form-data; boundary=x",
      "next-action": "7f00",
    });
    expect(await bodyRefusal(action, 1024)).toBeNull();
  });

  it("never reads a GET", async () => {
    expect(await bodyRefusal(new Request(address), 0)).toBeNull();
  });
});

describe("hasMalformedEscapes", () => {
  it.each(["/product/%E0%A4%A", "/ar/pages/vendors/%ZZ", "/product/default/%", "/%E0"])(
    "finds %s malformed",
    (path) => {
      expect(hasMalformedEscapes(path)).toBe(true);
    },
  );

  it.each(["/product/7", "/ar/pages/vendors/3", "/pages/%D8%B4", "/a%2Fb"])("reads %s", (path) => {
    expect(hasMalformedEscapes(path)).toBe(false);
  });
});
