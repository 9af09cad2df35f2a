import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { keepOneLocation } from "./single-location.mjs";

let close: (() => void) | undefined;
afterEach(() => close?.());

/** Answers one request with `respond` behind keepOneLocation; resolves its `location`. */
async function locationOf(respond: (response: ServerResponse) => void): Promise<string | null> {
  const server = createServer((_request, response) => {
    keepOneLocation(response);
    respond(response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  close = () => server.close();
  const { port } = server.address() as AddressInfo;
  const answer = await fetch(`http://127.0.0.1:${port}/product/999999`, { redirect: "manual" });
  // fetch joins repeated headers with ", ": two would read "/pages/404, /pages/404".
  return answer.headers.get("location");
}

describe("one location header", () => {
  it("keeps one of two identical ones set before the head is sent", async () => {
    const location = await locationOf((response) => {
      response.statusCode = 307;
      response.setHeader("location", "/pages/404");
      response.appendHeader("location", "/pages/404");
      response.end();
    });
    expect(location).toBe("/pages/404");
  });

  it("keeps one given to writeHead as a list", async () => {
    const location = await locationOf((response) => {
      response.writeHead(307, { Location: ["/ar/pages/404", "/ar/pages/404"] }).end();
    });
    expect(location).toBe("/ar/pages/404");
  });

  it("leaves a single location and other headers as they are", async () => {
    const location = await locationOf((response) => {
      response.writeHead(307, { location: "/pages/login", "x-other": "1" }).end();
    });
    expect(location).toBe("/pages/login");
  });
});
