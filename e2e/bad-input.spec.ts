import { maxActionBodyBytes } from "../apps/web/src/lib/security/action-body-limit.mjs";
import { languages } from "./support/languages.ts";
import { expect, test } from "./support/test.ts";

// Addresses and bodies no page makes, which Next.js alone would answer with a 500 or echo back.

const malformed = [
  "/product/%E0%A4%A",
  "/product/default/%",
  "/pages/vendors/%ZZ",
  "/pages/%ZZ",
  "/%E0",
  "/sitemaps/sitemap/%ZZ.xml",
  "/api/%ZZ",
];

/** A made-up action id: the body is refused before anything looks the id up. */
const someAction = "7f00000000000000000000000000000000000000aa";
/** One byte past a server action's limit: room for a 2 MB profile picture and its form. */
const overLimit = maxActionBodyBytes + 1;

for (const language of languages) {
  test(`malformed escapes in an address show the ${language.locale} not-found page`, async ({
    request,
  }) => {
    for (const path of malformed) {
      const address = language.prefix + path;
      const response = await request.get(address);
      expect(response.status(), address).toBe(404);
      expect(await response.text(), address).toContain(language.notFoundTitle);
    }
  });

  test(`a malformed product address in ${language.locale} renders the not-found page`, async ({
    page,
  }) => {
    const response = await page.goto(`${language.prefix}/product/%E0%A4%A`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(language.notFoundTitle);
  });
}

test("a client navigation with a router state that cannot be read answers 400, not 500", async ({
  request,
}) => {
  for (const state of ["garbage", "%E0%A4%A", encodeURIComponent('{"children":1}')]) {
    const response = await request.get("/pages/shop", {
      headers: { RSC: "1", "Next-Router-State-Tree": state },
    });
    expect(response.status(), state).toBe(400);
  }
  const valid = await request.get("/pages/shop", {
    headers: {
      RSC: "1",
      "Next-Router-State-Tree": encodeURIComponent(
        JSON.stringify(["", { children: ["__PAGE__", {}] }]),
      ),
    },
  });
  expect(valid.status()).toBe(200);
});

test("a server action body over the limit is refused with 413", async ({ request }) => {
  for (const path of ["/pages/login", "/ar/product/1"]) {
    const response = await request.post(path, {
      headers: { "Next-Action": someAction, "Content-Type": "text/plain;charset=UTF-8" },
      data: Buffer.alloc(overLimit, "a"),
    });
    expect(response.status(), path).toBe(413);
  }
  const form = await request.post("/pages/login", {
    multipart: {
      file: { name: "big.txt", mimeType: "text/plain", buffer: Buffer.alloc(overLimit) },
    },
  });
  expect(form.status()).toBe(413);
});

test("a chunked server action body over the limit is refused with 413 too", async ({ baseURL }) => {
  const chunk = new Uint8Array(64 * 1024).fill(97);
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent > overLimit) return controller.close();
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  // Without a length the body goes out in chunks, so only counting it can find it too large.
  const response = await fetch(`${baseURL}/pages/login`, {
    method: "POST",
    headers: { "Next-Action": someAction, "Content-Type": "text/plain;charset=UTF-8" },
    body,
    duplex: "half",
  } as RequestInit);
  expect(response.status).toBe(413);
});

test("a form post that is not a readable form is refused with 400", async ({ request }) => {
  for (const contentType of ["multipart/form-data; boundary=x", "multipart/form-data"]) {
    const response = await request.post("/pages/login", {
      headers: { "Content-Type": contentType },
      data: "not a form",
    });
    expect(response.status(), contentType).toBe(400);
  }
});

test("the login redirect echoes a return address only when it is short and safe", async ({
  request,
}) => {
  const short = await request.get("/ar/pages/profile?tab=orders", { maxRedirects: 0 });
  expect(short.status()).toBe(307);
  expect(short.headers().location).toBe(
    `/ar/pages/login?next=${encodeURIComponent("/ar/pages/profile?tab=orders")}`,
  );
  const long = await request.get(`/pages/profile?q=${"a".repeat(600)}`, { maxRedirects: 0 });
  expect(long.status()).toBe(307);
  expect(long.headers().location).toBe("/pages/login");
});

test("an address longer than any the storefront makes is refused, not echoed", async ({
  request,
}) => {
  const tooLong = await request.get(`/en/${"a".repeat(2100)}`, { maxRedirects: 0 });
  expect(tooLong.status()).toBe(414);
  expect(tooLong.headers().location).toBeUndefined();
  expect(JSON.stringify(tooLong.headers()).length).toBeLessThan(2048);
  // Below the limit next-intl's language redirect repeats the path once, and only once.
  const path = "a".repeat(1900);
  const redirect = await request.get(`/en/${path}`, { maxRedirects: 0 });
  expect(redirect.status()).toBe(307);
  expect(redirect.headers().location).toBe(`/${path}`);
  expect(JSON.stringify(redirect.headers()).split(path).length - 1).toBe(1);
});
