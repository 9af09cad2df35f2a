import { productList } from "@souq/contract/catalog";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bearer,
  freshAddress,
  login,
  mailTo,
  registerShopper,
  uniqueEmail,
} from "../../test/accounts.ts";
import { shopperWhoReceived } from "../../test/purchases.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import { rateLimits } from "./service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const statuses = (responses: LightMyRequestResponse[]) =>
  responses.reduce<Record<number, number>>((counts, response) => {
    counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1;
    return counts;
  }, {});

/** A refusal a client can act on: 429, a wait within the window, a message in its language. */
function expectLimited(response: LightMyRequestResponse, windowMs: number, arabic = false) {
  expect(response.statusCode, response.body).toBe(429);
  const wait = Number(response.headers["retry-after"]);
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(windowMs / 1000);
  const { message } = response.json() as { message: string };
  expect(message).toMatch(arabic ? /[\u0600-\u06FF]/ : /^[\x20-\x7E]+$/);
}

function register(address: string, email = uniqueEmail(), language = "en") {
  return t.app.inject({
    method: "POST",
    url: "/api/auth/register",
    remoteAddress: address,
    headers: { "accept-language": language },
    payload: {
      name: "Limit Tester",
      email,
      phone: "+966500000000",
      password: "correct horse battery",
      password_confirmation: "correct horse battery",
    },
  });
}

describe("sign-in attempts are counted before the password is checked", () => {
  it("40 wrong passwords for one email sent at once: exactly 5 are checked, then even the right one waits", async () => {
    const shopper = await registerShopper(t.app);
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        login(t.app, { email: shopper.email, password: "wrong password" }),
      ),
    );
    expect(statuses(answers)).toEqual({ 422: rateLimits.loginEmail.max, 429: 35 });
    const right = await login(t.app, { email: shopper.email, password: shopper.password });
    expectLimited(right, rateLimits.loginEmail.windowMs);
  });

  it("30 wrong sign-ins from one address at once, each for another email: exactly 20 are checked", async () => {
    const address = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        login(t.app, { email: uniqueEmail(), password: "wrong" }, { remoteAddress: address }),
      ),
    );
    expect(statuses(answers)).toEqual({ 422: rateLimits.loginAddress.max, 429: 10 });
  });

  it("successful sign-ins do not use up the address's allowance", async () => {
    const shopper = await registerShopper(t.app);
    const address = freshAddress();
    for (let index = 0; index < rateLimits.loginAddress.max + 5; index += 1) {
      const answer = await login(
        t.app,
        { email: shopper.email, password: shopper.password },
        { remoteAddress: address },
      );
      expect(answer.statusCode).toBe(200);
    }
  });

  it("every address of one IPv6 /64 shares one allowance", async () => {
    const answers = [];
    for (let index = 1; index <= rateLimits.loginAddress.max + 1; index += 1) {
      answers.push(
        await login(
          t.app,
          { email: uniqueEmail(), password: "wrong" },
          { remoteAddress: `2001:db8:77:1::${index.toString(16)}` },
        ),
      );
    }
    expect(answers.at(-2)?.statusCode).toBe(422);
    expectLimited(answers.at(-1) as LightMyRequestResponse, rateLimits.loginAddress.windowMs);
  });
});

describe("registration is limited per address", () => {
  it("the 21st attempt from one address in an hour answers 429 in the shopper's language", async () => {
    const address = freshAddress();
    for (let index = 0; index < rateLimits.registerAddress.max; index += 1) {
      expect((await register(address)).statusCode).toBe(202);
    }
    expectLimited(await register(address), rateLimits.registerAddress.windowMs);
    expectLimited(
      await register(address, uniqueEmail(), "ar"),
      rateLimits.registerAddress.windowMs,
      true,
    );
    // Another address is not affected.
    expect((await register(freshAddress())).statusCode).toBe(202);
  });

  it("attempts with a taken email count too, so nobody can send notices without end", async () => {
    const address = freshAddress();
    const taken = (await registerShopper(t.app)).email;
    const answers = await Promise.all(Array.from({ length: 25 }, () => register(address, taken)));
    expect(statuses(answers)).toEqual({ 202: rateLimits.registerAddress.max, 429: 5 });
  });

  it("one mailbox gets at most 3 sign-up emails an hour, and the answer does not tell", async () => {
    const fresh = uniqueEmail("fresh");
    // Its own sign-up sent it the first of the three: the link that opened the account.
    const taken = (await registerShopper(t.app)).email;
    for (const email of [fresh, taken]) {
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => register(freshAddress(), email)),
      );
      expect(statuses(answers)).toEqual({ 202: 6 });
      expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    }
    expect(await mailTo(t.app, fresh)).toHaveLength(rateLimits.registerEmail.max);
    expect(await mailTo(t.app, taken)).toHaveLength(rateLimits.registerEmail.max);
  });
});

describe("password-reset requests are limited per address and per mailbox", () => {
  const ask = (email: string, address: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      remoteAddress: address,
      payload: { email },
    });

  it("one address may ask 10 times an hour, whichever emails it names", async () => {
    const address = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 14 }, () => ask(uniqueEmail(), address)),
    );
    expect(statuses(answers)).toEqual({ 200: rateLimits.resetAddress.max, 429: 4 });
    expectLimited(
      answers.find((answer) => answer.statusCode === 429) as LightMyRequestResponse,
      rateLimits.resetAddress.windowMs,
    );
  });

  it("one mailbox gets at most 3 emails an hour, and the answer does not tell", async () => {
    const shopper = await registerShopper(t.app);
    const before = (await mailTo(t.app, shopper.email)).length;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => ask(shopper.email, freshAddress())),
    );
    expect(statuses(answers)).toEqual({ 200: 6 });
    expect((await mailTo(t.app, shopper.email)).length - before).toBe(rateLimits.resetEmail.max);
  });
});

describe("reviews are limited per account and per address", () => {
  let productIds: number[];
  beforeAll(async () => {
    const response = await t.app.inject({
      url: "/1/api/marketplace/products?per_page=40&in_stock=1",
    });
    productIds = productList.parse(response.json()).map((product) => product.id);
  });

  const review = (token: string, productId: number, address: string) =>
    t.app.inject({
      method: "POST",
      url: `/1/api/marketplace/products/${productId}/reviews`,
      remoteAddress: address,
      headers: bearer(token),
      payload: { rating: 5, body: "Honest words about this product." },
    });

  // Only shoppers who received a product may review it: each shopper here received theirs.
  it("one account writes at most 10 reviews an hour, from any number of addresses", async () => {
    const shopper = await shopperWhoReceived(t, productIds.slice(0, 12));
    const answers = await Promise.all(
      productIds.slice(0, 12).map((productId) => review(shopper.token, productId, freshAddress())),
    );
    expect(statuses(answers)).toEqual({ 201: rateLimits.reviewAccount.max, 429: 2 });
  });

  it("one address writes at most 10 reviews an hour, however many new accounts it uses", async () => {
    const address = freshAddress();
    const shoppers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        shopperWhoReceived(t, [productIds[20 + index] ?? 0]),
      ),
    );
    const answers = await Promise.all(
      shoppers.map((shopper, index) => review(shopper.token, productIds[20 + index] ?? 0, address)),
    );
    expect(statuses(answers)).toEqual({ 201: rateLimits.reviewAddress.max, 429: 2 });
  });
});

describe("keyword searches are limited per shopper's address", () => {
  const search = (address: string, keyword = "phone") =>
    t.app.inject({
      url: `/1/api/marketplace/products?keyword=${keyword}&per_page=8`,
      remoteAddress: address,
    });

  it("the 241st search in a minute from one address answers 429; another address still searches", async () => {
    const address = freshAddress();
    const limit = rateLimits.searchAddress.max;
    const answers = [];
    for (let index = 0; index < limit + 1; index += 1) answers.push(await search(address));
    expect(answers.slice(0, limit).every((answer) => answer.statusCode === 200)).toBe(true);
    expectLimited(answers[limit] as LightMyRequestResponse, rateLimits.searchAddress.windowMs);
    expect((await search(freshAddress())).statusCode).toBe(200);
  });

  it("a shopper's address forwarded by the storefront is counted; the storefront's own reads are not", async () => {
    const shopper = "198.51.100.23";
    const viaStorefront = (forwarded?: string) =>
      t.app.inject({
        url: "/1/api/marketplace/products?keyword=shirt&per_page=8",
        remoteAddress: "127.0.0.1",
        headers: forwarded ? { "x-forwarded-for": forwarded } : {},
      });
    for (let index = 0; index < rateLimits.searchAddress.max; index += 1) {
      expect((await viaStorefront(shopper)).statusCode).toBe(200);
    }
    expect((await viaStorefront(shopper)).statusCode).toBe(429);
    expect((await viaStorefront()).statusCode).toBe(200);
  });

  it("a shopper on the storefront's own machine is counted too, once the storefront names them", async () => {
    const viaStorefront = () =>
      t.app.inject({
        url: "/1/api/marketplace/products?keyword=lamp&per_page=8",
        remoteAddress: "127.0.0.1",
        headers: { "x-forwarded-for": "127.0.0.1" },
      });
    const answers = [];
    for (let index = 0; index <= rateLimits.searchAddress.max; index += 1) {
      answers.push((await viaStorefront()).statusCode);
    }
    expect(answers.at(-1)).toBe(429);
  });
});

describe("cart changes are limited per account, per guest cart and per address; reads are not", () => {
  let productId: number;
  beforeAll(async () => {
    const response = await t.app.inject({ url: "/1/api/marketplace/products?per_page=40" });
    const plain = productList
      .parse(response.json())
      .find((product) => product.variants.length === 0 && product.stock > 1);
    if (!plain) throw new Error("the seed has no plain product in stock");
    productId = plain.id;
  });

  /** Sets the line to one unit: a change a shopper may make any number of times, always 200. */
  const setOne = (who: { token?: string; cartToken?: string }, address: string, language = "en") =>
    t.app.inject({
      method: "POST",
      url: "/1/api/marketplace/cart/update-cart-products",
      remoteAddress: address,
      headers: {
        "accept-language": language,
        ...(who.token ? bearer(who.token) : {}),
        ...(who.cartToken ? { "x-cart-token": who.cartToken } : {}),
      },
      payload: { items: [{ item_id: productId, item_quantity: 1 }] },
    });
  const add = (who: { token?: string; cartToken?: string }, address: string) =>
    t.app.inject({
      method: "POST",
      url: "/1/api/marketplace/cart",
      remoteAddress: address,
      headers: {
        ...(who.token ? bearer(who.token) : {}),
        ...(who.cartToken ? { "x-cart-token": who.cartToken } : {}),
      },
      payload: { item_id: productId, item_quantity: 1 },
    });
  const read = (who: { token?: string; cartToken?: string }, address: string) =>
    t.app.inject({
      url: "/1/api/marketplace/cart",
      remoteAddress: address,
      headers: {
        ...(who.token ? bearer(who.token) : {}),
        ...(who.cartToken ? { "x-cart-token": who.cartToken } : {}),
      },
    });
  /** A guest's new cart, made by its first add from `address`. */
  async function newGuestCart(address: string): Promise<string> {
    const response = await add({}, address);
    expect(response.statusCode, response.body).toBe(200);
    return String(response.headers["x-cart-token"]);
  }

  it("one account changes its cart 60 times a minute from any addresses; the 61st answers 429, in its language", async () => {
    const shopper = await registerShopper(t.app);
    const limit = rateLimits.cartChangeAccount.max;
    const answers = await Promise.all(
      Array.from({ length: limit }, () => setOne(shopper, freshAddress())),
    );
    expect(statuses(answers)).toEqual({ 200: limit });
    expectLimited(await setOne(shopper, freshAddress()), rateLimits.cartChangeAccount.windowMs);
    // Adding and removing are changes too; so is the Arabic shopper's, refused in Arabic.
    expectLimited(await add(shopper, freshAddress()), rateLimits.cartChangeAccount.windowMs);
    expectLimited(
      await setOne(shopper, freshAddress(), "ar"),
      rateLimits.cartChangeAccount.windowMs,
      true,
    );
    // Reading the cart is not counted, and another shopper still changes theirs.
    expect((await read(shopper, freshAddress())).statusCode).toBe(200);
    const other = await registerShopper(t.app);
    expect((await setOne(other, freshAddress())).statusCode).toBe(200);
  });

  it("one guest cart changes 60 times a minute from any addresses; a new guest still adds", async () => {
    const cartToken = await newGuestCart(freshAddress());
    const limit = rateLimits.cartChangeGuestCart.max;
    // The add that made the cart counted against the address only: the cart has 60 of its own.
    const answers = await Promise.all(
      Array.from({ length: limit }, () => setOne({ cartToken }, freshAddress())),
    );
    expect(statuses(answers)).toEqual({ 200: limit });
    expectLimited(
      await add({ cartToken }, freshAddress()),
      rateLimits.cartChangeGuestCart.windowMs,
    );
    expect((await read({ cartToken }, freshAddress())).statusCode).toBe(200);
    expect((await newGuestCart(freshAddress())).length).toBeGreaterThan(0);
  });

  it("one address changes carts 240 times a minute, however many guest carts and accounts it uses", async () => {
    const address = freshAddress();
    const limit = rateLimits.cartChangeAddress.max;
    // Four guest carts and two accounts, none near its own limit of 60.
    const carts = [];
    for (let index = 0; index < 4; index += 1)
      carts.push({ cartToken: await newGuestCart(address) });
    const shoppers = await Promise.all([registerShopper(t.app), registerShopper(t.app)]);
    const clients = [...carts, ...shoppers];
    const left = limit - carts.length;
    const answers = [];
    for (let index = 0; index < left; index += 1) {
      answers.push(setOne(clients[index % clients.length] ?? {}, address));
    }
    expect(statuses(await Promise.all(answers))).toEqual({ 200: left });
    // A fifth guest cart, a fresh account: still this address.
    expectLimited(await add({}, address), rateLimits.cartChangeAddress.windowMs);
    const fresh = await registerShopper(t.app);
    expectLimited(await setOne(fresh, address), rateLimits.cartChangeAddress.windowMs);
    // Its carts can still be read there, and the same carts change from another address.
    expect((await read(carts[0] ?? {}, address)).statusCode).toBe(200);
    expect((await setOne(carts[0] ?? {}, freshAddress())).statusCode).toBe(200);
    expect((await setOne(fresh, freshAddress())).statusCode).toBe(200);
  });

  it("reads are never counted: 300 cart reads from one address, then its first change is accepted", async () => {
    const address = freshAddress();
    const shopper = await registerShopper(t.app);
    const reads = [];
    for (let index = 0; index < 300; index += 1) reads.push(await read(shopper, address));
    expect(statuses(reads)).toEqual({ 200: 300 });
    expect((await setOne(shopper, address)).statusCode).toBe(200);
  });

  it("a shopper's address forwarded by the storefront is counted, not the storefront's", async () => {
    const viaStorefront = (forwarded: string, cartToken?: string) =>
      t.app.inject({
        method: "POST",
        url: "/1/api/marketplace/cart",
        remoteAddress: "127.0.0.1",
        headers: {
          "x-forwarded-for": forwarded,
          ...(cartToken ? { "x-cart-token": cartToken } : {}),
        },
        payload: { item_id: productId, item_quantity: 1 },
      });
    const shopper = "198.51.100.77";
    // Many guests (one cart each) behind the storefront from one shopper's address: limited.
    const limit = rateLimits.cartChangeAddress.max;
    const tokens: string[] = [];
    for (let index = 0; index < 40; index += 1) {
      const response = await viaStorefront(shopper);
      expect(response.statusCode).toBe(200);
      tokens.push(String(response.headers["x-cart-token"]));
    }
    const answers = [];
    for (let index = 40; index < limit; index += 1) {
      answers.push(
        t.app.inject({
          method: "POST",
          url: "/1/api/marketplace/cart/update-cart-products",
          remoteAddress: "127.0.0.1",
          headers: { "x-forwarded-for": shopper, "x-cart-token": tokens[index % 40] ?? "" },
          payload: { items: [{ item_id: productId, item_quantity: 1 }] },
        }),
      );
    }
    expect(statuses(await Promise.all(answers))).toEqual({ 200: limit - 40 });
    expectLimited(await viaStorefront(shopper, tokens[0]), rateLimits.cartChangeAddress.windowMs);
    // Another shopper behind the same storefront is not affected.
    expect((await viaStorefront("198.51.100.78")).statusCode).toBe(200);
  });
});
