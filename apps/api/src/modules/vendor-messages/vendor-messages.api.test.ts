import {
  createVendorMessageResponse,
  vendorThreadListResponse,
  vendorThreadResponse,
} from "@souq/contract/vendor-messages";
import { and, count, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products, vendorMessages, vendors, vendorThreads } from "../../db/schema.ts";
import { readOutbox } from "../../mail/outbox.ts";
import {
  bearer,
  freshAddress,
  hasArabic,
  registerShopper,
  type TestShopper,
} from "../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import { rateLimits } from "../rate-limits/public.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const messagesUrl = (company = 1) => `/${company}/api/marketplace/vendor-messages`;

function send(
  token: string | null,
  payload: Record<string, unknown>,
  options: { language?: string; company?: number; remoteAddress?: string } = {},
) {
  return t.app.inject({
    method: "POST",
    url: messagesUrl(options.company),
    remoteAddress: options.remoteAddress ?? freshAddress(),
    headers: {
      ...(token ? bearer(token) : {}),
      ...(options.language ? { "accept-language": options.language } : {}),
    },
    payload,
  });
}

function read(token: string, url: string, language = "en") {
  return t.app.inject({
    method: "GET",
    url,
    headers: { ...bearer(token), "accept-language": language },
  });
}

interface CatalogProduct {
  id: number;
  vendorId: number;
  nameEn: string;
  nameAr: string;
}

/** A product of `company`, optionally not sold by `notVendor`. */
async function productOf(company: number, notVendor?: number): Promise<CatalogProduct> {
  const [row] = await t.database.db
    .select({
      id: products.id,
      vendorId: products.vendorId,
      nameEn: products.nameEn,
      nameAr: products.nameAr,
    })
    .from(products)
    .where(
      and(
        eq(products.companyId, company),
        notVendor === undefined ? undefined : ne(products.vendorId, notVendor),
      ),
    )
    .orderBy(products.id)
    .limit(1);
  if (!row) throw new Error(`no product in company ${company}`);
  return row;
}

async function vendorEmail(vendorId: number): Promise<string> {
  const [row] = await t.database.db
    .select({ email: vendors.email })
    .from(vendors)
    .where(eq(vendors.id, vendorId));
  if (!row?.email) throw new Error(`vendor ${vendorId} has no email`);
  return row.email;
}

async function threadCount(): Promise<number> {
  const [row] = await t.database.db.select({ count: count() }).from(vendorThreads);
  return row?.count ?? 0;
}

async function messageCount(): Promise<number> {
  const [row] = await t.database.db.select({ count: count() }).from(vendorMessages);
  return row?.count ?? 0;
}

describe("sending a vendor a message", () => {
  let shopper: TestShopper;
  let product: CatalogProduct;
  beforeAll(async () => {
    shopper = await registerShopper(t.app, { name: "Layla Haddad" });
    product = await productOf(1);
  });

  it("stores the message about the product and mails it to the vendor", async () => {
    const text = "Does this come in a larger size?\nI need it by Thursday.";
    const response = await send(shopper.token, {
      vendor_id: product.vendorId,
      product_id: product.id,
      message: `  ${text}  `,
    });
    expect(response.statusCode, response.body).toBe(201);
    const answer = createVendorMessageResponse.parse(response.json());
    expect(answer.message).toMatch(/sent/);
    expect(answer.data.product).toEqual({ id: product.id, name: product.nameEn });
    expect(answer.data.vendor.id).toBe(product.vendorId);
    expect(answer.data.messages).toEqual([
      expect.objectContaining({ sender: "shopper", body: text }),
    ]);

    const to = await vendorEmail(product.vendorId);
    expect(to).toMatch(/@vendors\.souq\.example$/);
    const mail = (await readOutbox(t.outboxDir, 50)).find((one) => one.to === to);
    expect(mail, "a mail to the vendor").toBeDefined();
    expect(mail?.subject).toContain(String(answer.data.id));
    expect(mail?.text).toContain(text);
    expect(mail?.text).toContain(product.nameEn);
    expect(mail?.text).toContain(product.nameAr);
    expect(mail?.text).toContain("Layla Haddad");
    expect(mail?.text).toContain(`/product/${product.id}`);
    // The shopper's own address is never handed to the vendor.
    expect(mail?.text).not.toContain(shopper.email);
  });

  it("escapes the message in the vendor's HTML email", async () => {
    const response = await send(shopper.token, {
      vendor_id: product.vendorId,
      message: '<img src=x onerror="alert(1)"> & more',
    });
    expect(response.statusCode, response.body).toBe(201);
    const threadId = createVendorMessageResponse.parse(response.json()).data.id;
    const mail = (await readOutbox(t.outboxDir, 50)).find((one) =>
      one.subject.includes(`conversation ${threadId})`),
    );
    expect(mail?.html).toContain("&lt;img src=x");
    expect(mail?.html).not.toContain("<img src=x");
  });

  it("keeps one thread per vendor and product, and lists it with its newest message", async () => {
    const other = await registerShopper(t.app);
    const first = await send(other.token, {
      vendor_id: product.vendorId,
      product_id: product.id,
      message: "First question",
    });
    const second = await send(other.token, {
      vendor_id: product.vendorId,
      product_id: String(product.id),
      message: "Second question",
    });
    const general = await send(other.token, {
      vendor_id: product.vendorId,
      product_id: "",
      message: "About your store in general",
    });
    expect([first.statusCode, second.statusCode, general.statusCode]).toEqual([201, 201, 201]);
    const firstThread = createVendorMessageResponse.parse(first.json()).data;
    const secondThread = createVendorMessageResponse.parse(second.json()).data;
    const generalThread = createVendorMessageResponse.parse(general.json()).data;
    expect(secondThread.id).toBe(firstThread.id);
    expect(secondThread.messages.map((message) => message.body)).toEqual([
      "First question",
      "Second question",
    ]);
    expect(generalThread.id).not.toBe(firstThread.id);
    expect(generalThread.product).toBeNull();

    const list = await read(other.token, `${messagesUrl()}?page=1`, "ar");
    expect(list.statusCode, list.body).toBe(200);
    expect(list.headers["cache-control"]).toContain("no-store");
    const page = vendorThreadListResponse.parse(list.json());
    expect(page.meta).toEqual({ current_page: 1, last_page: 1, per_page: 10, total: 2 });
    expect(page.data.map((thread) => thread.id)).toEqual([generalThread.id, firstThread.id]);
    const about = page.data[1];
    expect(about?.product?.name).toBe(product.nameAr);
    expect(about?.message_count).toBe(2);
    expect(about?.last_message.body).toBe("Second question");
    expect(hasArabic(about?.vendor.name ?? "")).toBe(true);

    // A page past the last is empty and says where the last is.
    const past = vendorThreadListResponse.parse(
      (await read(other.token, `${messagesUrl()}?page=9`)).json(),
    );
    expect(past.data).toEqual([]);
    expect(past.meta.last_page).toBe(1);
  });

  it("refuses bad input with a message per field in the request's language, storing nothing", async () => {
    const [threadsBefore, messagesBefore] = [await threadCount(), await messageCount()];
    const cases: Array<[Record<string, unknown>, string[]]> = [
      [{ vendor_id: product.vendorId, message: "" }, ["message"]],
      [{ vendor_id: product.vendorId, message: "   " }, ["message"]],
      [{ vendor_id: product.vendorId, message: "x".repeat(2001) }, ["message"]],
      [{ message: "Hello there" }, ["vendor_id"]],
      [{ vendor_id: "abc", product_id: -3, message: "Hello there" }, ["product_id", "vendor_id"]],
    ];
    for (const [payload, fields] of cases) {
      const english = await send(shopper.token, payload);
      expect(english.statusCode, english.body).toBe(422);
      const body = english.json() as { message: string; errors: Record<string, string[]> };
      expect(Object.keys(body.errors).sort()).toEqual(fields);
      expect(hasArabic(body.message)).toBe(false);
      const arabic = await send(shopper.token, payload, { language: "ar" });
      expect(arabic.statusCode).toBe(422);
      const arabicBody = arabic.json() as { message: string; errors: Record<string, string[]> };
      expect(hasArabic(arabicBody.message)).toBe(true);
      for (const field of fields) expect(hasArabic(arabicBody.errors[field]?.[0] ?? "")).toBe(true);
    }
    const tooLong = await send(shopper.token, {
      vendor_id: product.vendorId,
      message: "x".repeat(2001),
    });
    expect(tooLong.json().errors.message[0]).toContain("2000");
    expect([await threadCount(), await messageCount()]).toEqual([threadsBefore, messagesBefore]);
  });

  it("refuses a product of another vendor or another marketplace, and another marketplace's vendor", async () => {
    const [threadsBefore, messagesBefore] = [await threadCount(), await messageCount()];
    const otherVendors = await productOf(1, product.vendorId);
    const elsewhere = await productOf(2);
    const refusals = [
      send(shopper.token, {
        vendor_id: product.vendorId,
        product_id: otherVendors.id,
        message: "Is this yours?",
      }),
      send(shopper.token, {
        vendor_id: product.vendorId,
        product_id: elsewhere.id,
        message: "Is this yours?",
      }),
      send(shopper.token, { vendor_id: elsewhere.vendorId, message: "Hello from market 1" }),
      send(shopper.token, { vendor_id: 2_000_000_000, message: "Anyone there?" }),
    ];
    for (const response of await Promise.all(refusals)) {
      expect(response.statusCode, response.body).toBe(404);
    }
    expect([await threadCount(), await messageCount()]).toEqual([threadsBefore, messagesBefore]);
  });

  it("needs a signed-in shopper", async () => {
    const response = await send(null, { vendor_id: product.vendorId, message: "Hello there" });
    expect(response.statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: messagesUrl() })).statusCode).toBe(401);
  });
});

describe("the flood limit", () => {
  it("lets one account send 20 messages an hour, then answers 429 with Retry-After", async () => {
    const shopper = await registerShopper(t.app);
    const product = await productOf(1);
    const max = rateLimits.vendorMessageAccount.max;
    for (let index = 0; index < max; index += 1) {
      const response = await send(shopper.token, {
        vendor_id: product.vendorId,
        message: `Message number ${index + 1}`,
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    const before = await messageCount();
    const refused = await send(
      shopper.token,
      { vendor_id: product.vendorId, message: "One too many" },
      { language: "ar" },
    );
    expect(refused.statusCode).toBe(429);
    const wait = Number(refused.headers["retry-after"]);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(3600);
    expect(hasArabic(refused.json().message)).toBe(true);
    expect(await messageCount()).toBe(before);
  });

  it("lets one address send 40 messages an hour, whichever accounts send them", async () => {
    const address = freshAddress();
    const product = await productOf(1);
    const accounts = await Promise.all([1, 2, 3].map(() => registerShopper(t.app)));
    const max = rateLimits.vendorMessageAddress.max;
    for (let index = 0; index < max; index += 1) {
      const shopper = accounts[Math.floor(index / 20)] as TestShopper;
      const response = await send(
        shopper.token,
        { vendor_id: product.vendorId, message: `From the same place ${index}` },
        { remoteAddress: address },
      );
      expect(response.statusCode, response.body).toBe(201);
    }
    const refused = await send(
      (accounts[2] as TestShopper).token,
      { vendor_id: product.vendorId, message: "One too many" },
      { remoteAddress: address },
    );
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });
});

describe("threads and the vendor's reply", () => {
  let owner: TestShopper;
  let threadId: number;
  beforeAll(async () => {
    owner = await registerShopper(t.app, { name: "Omar Saleh" });
    const product = await productOf(1);
    const response = await send(owner.token, {
      vendor_id: product.vendorId,
      product_id: product.id,
      message: "Is the blue one in stock?",
    });
    threadId = createVendorMessageResponse.parse(response.json()).data.id;
  });

  it("answers another shopper's thread, or another marketplace's path, with 404", async () => {
    const stranger = await registerShopper(t.app);
    const theirs = await read(stranger.token, `${messagesUrl()}/${threadId}`);
    expect(theirs.statusCode).toBe(404);
    const ownList = vendorThreadListResponse.parse(
      (await read(stranger.token, messagesUrl())).json(),
    );
    expect(ownList.data).toEqual([]);
    // The token is bound to its own marketplace: under another, the thread is never shown.
    const otherMarket = await read(owner.token, `${messagesUrl(2)}/${threadId}`);
    expect([401, 404]).toContain(otherMarket.statusCode);
    expect((await read(owner.token, `${messagesUrl()}/${threadId}`)).statusCode).toBe(200);
    expect((await read(owner.token, `${messagesUrl()}/abc`)).statusCode).toBe(400);
  });

  it("shows the operator's reply in the thread and mails the shopper", async () => {
    const reply = await t.app.inject({
      method: "POST",
      url: "/api/dev/vendor-messages/reply",
      payload: { thread: threadId, message: "Yes, three are left." },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data).toMatchObject({ thread: threadId, message_count: 2 });

    const response = await read(owner.token, `${messagesUrl()}/${threadId}`);
    const thread = vendorThreadResponse.parse(response.json()).data;
    expect(thread.messages.map(({ sender, body }) => ({ sender, body }))).toEqual([
      { sender: "shopper", body: "Is the blue one in stock?" },
      { sender: "vendor", body: "Yes, three are left." },
    ]);
    const list = vendorThreadListResponse.parse((await read(owner.token, messagesUrl())).json());
    expect(list.data[0]?.last_message).toMatchObject({ sender: "vendor" });

    // The shopper signed up in English: the notice is in English and links to the thread.
    const mail = (await readOutbox(t.outboxDir, 50)).find((one) => one.to === owner.email);
    expect(mail?.subject).toMatch(/answered your message/);
    expect(mail?.text).toContain("Yes, three are left.");
    expect(mail?.text).toContain(`http://shop.test/pages/messages/${threadId}`);
  });

  it("refuses a reply to a thread that does not exist, and an empty reply", async () => {
    const missing = await t.app.inject({
      method: "POST",
      url: "/api/dev/vendor-messages/reply",
      payload: { thread: 2_000_000_000, message: "Hello" },
    });
    expect(missing.statusCode).toBe(404);
    const empty = await t.app.inject({
      method: "POST",
      url: "/api/dev/vendor-messages/reply",
      payload: { thread: threadId, message: " " },
    });
    expect(empty.statusCode).toBe(422);
  });

  it("serves the reply route only on this machine and only when switched on", async () => {
    const proxied = await t.app.inject({
      method: "POST",
      url: "/api/dev/vendor-messages/reply",
      headers: { "x-forwarded-for": "203.0.113.9" },
      payload: { thread: threadId, message: "From outside" },
    });
    expect(proxied.statusCode).toBe(404);
    const off = await buildTestApp({ operatorRoute: false });
    try {
      const response = await off.app.inject({
        method: "POST",
        url: "/api/dev/vendor-messages/reply",
        payload: { thread: threadId, message: "Switched off" },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
