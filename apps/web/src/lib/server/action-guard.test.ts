import { mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { profilePictureMaxBytes } from "@souq/contract/picture-widths";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseTrustProxy } from "../network/client-address.mjs";
import { maxActionBodyBytes } from "../security/action-body-limit.mjs";
import {
  actionKind,
  createActionGuard,
  dropUntrustedForwarding,
  formActionIds,
  isServerAction,
  languageOf,
  ownOrigins,
  serverActionIds,
} from "./action-guard.mjs";

// Entries as a production build writes them (server-reference-manifest.json): the newsletter's
// and the cart's "use server" functions, and "use cache" functions of the catalog.
const newsletterId = "608b1e4b05b51e4eb533a1bb30acc457833e08d008";
const addToCartId = "6080bd849b13ca8472dd545b187dae8b563043d3bf";
const logoutId = "409acf85d0342f48e7d45c38bc7120b6b891fb3097";
const directoryCacheId = "c056ff879405e5e5dabd694016260c39dd71177848";
const listingCacheId = "e009723e47dbd20a479a3281772c7ebfc2242424db";
const sitemapCacheId = "80b64452b0abc6e8c65d7eb5aa490aa9a68af5deb3";
const worker = { "app/[locale]/[frame]/[query]/page": { moduleId: 1, async: false } };
const manifest = {
  node: {
    [newsletterId]: {
      workers: worker,
      filename: "apps/web/src/features/content/newsletter-action.ts",
      exportedName: "subscribeToNewsletter",
    },
    [addToCartId]: {
      workers: worker,
      filename: "apps/web/src/features/cart/actions.ts",
      exportedName: "addCartItem",
    },
    [logoutId]: {
      workers: worker,
      filename: "apps/web/src/features/auth/actions.ts",
      exportedName: "logout",
    },
    [directoryCacheId]: {
      workers: worker,
      filename: "apps/web/src/features/directory/queries.server.ts",
      exportedName: "$$RSC_SERVER_CACHE_0",
    },
    [listingCacheId]: {
      workers: worker,
      filename: "apps/web/src/features/listing/queries.server.ts",
      exportedName: "$$RSC_SERVER_CACHE_3",
    },
    [sitemapCacheId]: {
      workers: worker,
      filename: "apps/web/src/lib/seo/sitemap.server.ts",
      exportedName: "$$RSC_SERVER_CACHE_0",
    },
  },
  edge: {},
  encryptionKey: "unused",
};

function requestFrom(
  peer: string,
  headers: Record<string, string>,
  extra: { url?: string; method?: string } = {},
) {
  return {
    method: extra.method ?? "POST",
    url: extra.url ?? "/",
    headers: { ...headers },
    socket: { remoteAddress: peer },
  } as unknown as IncomingMessage;
}

describe("which functions answer as actions", () => {
  it("keeps the functions of 'use server' modules and leaves out 'use cache' functions", () => {
    expect([...serverActionIds(manifest)].sort()).toEqual(
      [addToCartId, logoutId, newsletterId].sort(),
    );
  });

  it("needs both of Next.js's marks: the id's type bit and the export's name", () => {
    // A server-action type bit on a cache function's export, and the reverse, are both refused.
    expect(
      isServerAction(`00${listingCacheId.slice(2)}`, { exportedName: "$$RSC_SERVER_CACHE_3" }),
    ).toBe(false);
    expect(isServerAction(`e0${addToCartId.slice(2)}`, { exportedName: "addCartItem" })).toBe(
      false,
    );
    expect(isServerAction("60abc", { exportedName: "short" })).toBe(false);
    expect(isServerAction(addToCartId, { exportedName: "addCartItem" })).toBe(true);
  });
});

describe("a request's language", () => {
  it("is the address's, else the shopper's chosen one, else English", () => {
    expect(languageOf(requestFrom("::1", {}, { url: "/ar/product/3?x=1" }))).toBe("ar");
    expect(languageOf(requestFrom("::1", { cookie: "NEXT_LOCALE=ar" }, { url: "/en/cart" }))).toBe(
      "en",
    );
    expect(
      languageOf(requestFrom("::1", { cookie: "a=b; NEXT_LOCALE=ar" }, { url: "/cart" })),
    ).toBe("ar");
    expect(languageOf(requestFrom("::1", {}, { url: "/arabic" }))).toBe("en");
  });
});

describe("the storefront's own origin", () => {
  const untrusted = parseTrustProxy();
  const proxy = parseTrustProxy("10.0.0.5");

  it("is http and the Host header when nothing in front is trusted, whatever a client forwards", () => {
    const request = requestFrom("203.0.113.9", {
      host: "shop.example:8080",
      "x-forwarded-host": "evil.example",
      "x-forwarded-proto": "https",
    });
    expect([...ownOrigins(request, { trust: untrusted })]).toEqual(["http://shop.example:8080"]);
    dropUntrustedForwarding(request, untrusted);
    expect(request.headers).toEqual({ host: "shop.example:8080" });
  });

  it("is what a proxy named in TRUST_PROXY forwards, and the forwarding headers stay", () => {
    const request = requestFrom("10.0.0.5", {
      host: "10.0.0.7:3000",
      "x-forwarded-host": "shop.example, 10.0.0.5",
      "x-forwarded-proto": "https",
    });
    expect([...ownOrigins(request, { trust: proxy })]).toEqual(["https://shop.example"]);
    dropUntrustedForwarding(request, proxy);
    expect(request.headers["x-forwarded-host"]).toBe("shop.example, 10.0.0.5");
  });

  it("adds the public address when SITE_URL is set, and ignores a malformed Host", () => {
    const request = requestFrom("203.0.113.9", { host: "evil.example/path" });
    expect([...ownOrigins(request, { trust: untrusted, siteUrl: "https://souq.sa/" })]).toEqual([
      "https://souq.sa",
    ]);
  });
});

describe("what is a server-action request", () => {
  it("is a POST naming an action, or a multipart POST to a page", () => {
    expect(actionKind(requestFrom("::1", { "next-action": addToCartId }))).toBe("fetch");
    expect(actionKind(requestFrom("::1", { "next-action": "x" }, { method: "GET" }))).toBeNull();
    const form = { "content-type": "multipart/form-data; boundary=x" };
    expect(actionKind(requestFrom("::1", form, { url: "/ar/pages/contact" }))).toBe("form");
    expect(actionKind(requestFrom("::1", form, { url: "/api/compare" }))).toBeNull();
    expect(actionKind(requestFrom("::1", { "content-type": "text/plain" }))).toBeNull();
  });

  it("names its actions in a form posted without scripts as React reads them", () => {
    const form = new FormData();
    form.set(`$ACTION_ID_${logoutId}`, "");
    form.set("$ACTION_REF_1", "");
    form.set("$ACTION_1:0", JSON.stringify({ id: newsletterId, bound: "$@1" }));
    form.set("$ACTION_REF_2", "");
    form.set("$ACTION_2:0", "not json");
    form.set("email", "a@b.example");
    expect(formActionIds(form)).toEqual([logoutId, newsletterId, null]);
  });
});

describe("the guard in front of Next.js", () => {
  let server: Server;
  let base: string;
  /** What the stand-in for Next.js received: the body it could read. */
  const received: string[] = [];

  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), "action-guard-"));
    const manifestPath = join(dir, "server-reference-manifest.json");
    writeFileSync(manifestPath, JSON.stringify(manifest));
    const guard = createActionGuard({
      manifestPath,
      trust: parseTrustProxy(),
      siteUrl: "https://souq.example",
    });
    server = createServer(async (request, response) => {
      const forwarded = await guard(request, response);
      if (!forwarded) return;
      const chunks: Buffer[] = [];
      for await (const chunk of forwarded) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks).toString();
      received.push(body);
      // The stand-in fails as Next.js does on a body React cannot decode: a 500 with its own body.
      if (body === "garbage") {
        response.statusCode = 500;
        response.setHeader("Content-Type", "text/x-component");
        response.write("0:");
        response.end('{"digest":"1"}');
        return;
      }
      response.writeHead(200, { "Content-Type": "text/plain" }).end(`read ${body.length}`);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  async function post(path: string, headers: Record<string, string>, body: BodyInit) {
    const response = await fetch(`${base}${path}`, {
      method: "POST",
      headers: { origin: base, "content-type": "text/plain;charset=UTF-8", ...headers },
      body,
    });
    const text = await response.text();
    const json = response.headers.get("content-type")?.startsWith("application/json")
      ? JSON.parse(text)
      : null;
    return { status: response.status, json, text, headers: response.headers };
  }

  it("lets the app's own action through from its own origin, body and all", async () => {
    const answer = await post("/", { "next-action": addToCartId }, '[{"productId":1},"en"]');
    expect(answer).toMatchObject({ status: 200, text: "read 22" });
    const fromSite = await post(
      "/",
      { "next-action": addToCartId, origin: "https://souq.example" },
      "[]",
    );
    expect(fromSite.status).toBe(200);
  });

  it("answers an unknown id or a cached catalog function's with 404 in the request's language", async () => {
    const unknown = await post("/", { "next-action": "00".padEnd(42, "a") }, "[]");
    expect(unknown).toMatchObject({
      status: 404,
      json: { message: "This action does not exist on this storefront." },
    });
    expect(unknown.headers.get("cache-control")).toBe("no-store");
    expect(unknown.headers.get("x-content-type-options")).toBe("nosniff");
    expect(unknown.headers.get("x-frame-options")).toBe("DENY");
    const cached = await post("/ar/directory", { "next-action": directoryCacheId }, "[]");
    expect(cached).toMatchObject({
      status: 404,
      json: { message: "هذا الإجراء غير موجود في هذا المتجر." },
    });
  });

  it("refuses a call without Origin, from another scheme or port, or through a forged host", async () => {
    const headers = { "next-action": addToCartId };
    const crossSite = { message: "This action can only be sent from the storefront's own pages." };
    const noOrigin = await fetch(`${base}/`, { method: "POST", headers, body: "[]" });
    expect(noOrigin.status).toBe(403);
    expect(await noOrigin.json()).toEqual(crossSite);
    for (const origin of [
      base.replace("http:", "https:"),
      base.replace(/:\d+$/, ":1"),
      "null",
      `${base}/path`,
      "http://evil.example",
    ])
      expect(await post("/", { ...headers, origin }, "[]"), origin).toMatchObject({
        status: 403,
        json: crossSite,
      });
    // A client's X-Forwarded-Host names the host it wants the origin compared with; not trusted.
    const spoofed = await post(
      "/",
      { ...headers, origin: "http://evil.example", "x-forwarded-host": "evil.example" },
      "[]",
    );
    expect(spoofed.status).toBe(403);
  });

  it("answers a body over the limit with 413, declared or sent in chunks, in Arabic for /ar", async () => {
    const tooLarge = { status: 413, json: { message: "الطلب كبير جدًا." } };
    const large = "a".repeat(maxActionBodyBytes + 1);
    expect(await post("/ar/cart", { "next-action": addToCartId }, large)).toMatchObject(tooLarge);
    const chunked = new ReadableStream({
      start(controller) {
        for (let sent = 0; sent <= maxActionBodyBytes; sent += 65_536)
          controller.enqueue(new Uint8Array(65_536).fill(97));
        controller.close();
      },
    });
    const streamed = await fetch(`${base}/ar/cart`, {
      method: "POST",
      headers: { origin: base, "next-action": addToCartId },
      body: chunked,
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toEqual(tooLarge.json);
    // The connection is still usable: the next call is answered.
    expect((await post("/", { "next-action": addToCartId }, "[]")).status).toBe(200);
  });

  it("keeps room for the profile picture with its fields", () => {
    expect(maxActionBodyBytes).toBeGreaterThanOrEqual(profilePictureMaxBytes + 64 * 1024);
  });

  it("passes a chunked body within the limit on whole", async () => {
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('["a",'));
        controller.enqueue(new TextEncoder().encode('"b"]'));
        controller.close();
      },
    });
    const answer = await fetch(`${base}/`, {
      method: "POST",
      headers: { origin: base, "next-action": addToCartId },
      body,
      duplex: "half",
    } as RequestInit);
    expect(await answer.text()).toBe("read 9");
    expect(received.at(-1)).toBe('["a","b"]');
  });

  it("answers a body Next.js fails on with 400 in the request's language", async () => {
    const answer = await post("/ar", { "next-action": addToCartId }, "garbage");
    expect(answer).toMatchObject({ status: 400, json: { message: "هذا الطلب غير مفهوم للمتجر." } });
    // Nothing of Next's failed answer is left: neither its type nor its body.
    expect(answer.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(answer.text).not.toContain("digest");
    const urlencoded = await post(
      "/",
      { "next-action": addToCartId, "content-type": "application/x-www-form-urlencoded" },
      "a=1",
    );
    expect(urlencoded.status).toBe(400);
  });

  it("reads a form posted without scripts for the actions it names", async () => {
    const known = new FormData();
    known.set(`$ACTION_ID_${newsletterId}`, "");
    known.set("email", "shopper@example.com");
    const answer = await fetch(`${base}/pages/contact`, {
      method: "POST",
      headers: { origin: base },
      body: known,
    });
    expect(answer.status).toBe(200);
    expect(received.at(-1)).toContain("shopper@example.com");

    const cached = new FormData();
    cached.set(`$ACTION_ID_${listingCacheId}`, "");
    const refused = await fetch(`${base}/shop`, {
      method: "POST",
      headers: { origin: base },
      body: cached,
    });
    expect(refused.status).toBe(404);

    const none = new FormData();
    none.set("email", "shopper@example.com");
    const nothing = await fetch(`${base}/`, {
      method: "POST",
      headers: { origin: base },
      body: none,
    });
    expect(nothing.status).toBe(400);

    const broken = await post(
      "/",
      { "content-type": "multipart/form-data; boundary=x" },
      "--x\r\nno header\r\n",
    );
    expect(broken.status).toBe(400);
  });

  it("leaves every other request alone", async () => {
    const page = await fetch(`${base}/ar/cart`, { method: "POST", body: "x" });
    expect(page.status).toBe(200);
  });
});
