import { cartResponse } from "@souq/contract/cart";
import {
  checkoutSummaryResponse,
  type OrderDetail,
  orderResponse,
  orderTrackingResponse,
} from "@souq/contract/orders";
import { and, asc, count, eq, gte, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { orderItems, orders, products, productVariants } from "../../db/schema.ts";
import { readOutbox } from "../../mail/outbox.ts";
import { bearer, hasArabic, registerShopper, type TestShopper } from "../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import { computeTotals, toRiyals, unitPriceOf } from "../pricing/public.ts";
import { advanceShipment } from "./public.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const noVariants = sql`not exists (select 1 from ${productVariants} where ${productVariants.productId} = ${products.id})`;

interface PlainProduct {
  id: number;
  vendorId: number;
  nameEn: string;
  nameAr: string;
  price: number;
  salePrice: number | null;
  stock: number;
}

/** Products of company 1 without variants and with stock, one per vendor, lowest ids first. */
async function productsOfDistinctVendors(app: TestApp, howMany: number): Promise<PlainProduct[]> {
  const rows = await app.database.db
    .select({
      id: products.id,
      vendorId: products.vendorId,
      nameEn: products.nameEn,
      nameAr: products.nameAr,
      price: products.price,
      salePrice: products.salePrice,
      stock: products.stock,
    })
    .from(products)
    .where(and(eq(products.companyId, 1), gte(products.stock, 5), noVariants))
    .orderBy(asc(products.id));
  const byVendor = new Map<number, PlainProduct>();
  for (const row of rows) if (!byVendor.has(row.vendorId)) byVendor.set(row.vendorId, row);
  const chosen = [...byVendor.values()].slice(0, howMany);
  if (chosen.length < howMany) throw new Error("the seed has too few vendors with plain products");
  return chosen;
}

const stockOf = async (app: TestApp, productId: number) => {
  const [row] = await app.database.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  return row?.stock;
};

const shopperAddress = {
  phone: "0512345678",
  address: "Olaya Street 5",
  city_name: "Riyadh",
  country_name: "SA",
  zip_code: "12211",
  state: "Riyadh Province",
};

/** A signed-in shopper of company 1 with one address of their own, made through the API. */
async function shopperWithAddress(app: TestApp): Promise<TestShopper & { addressId: number }> {
  const shopper = await registerShopper(app.app, { company_id: 1 });
  const response = await app.app.inject({
    method: "POST",
    url: "/1/api/marketplace/addresses",
    headers: bearer(shopper.token),
    payload: shopperAddress,
  });
  if (response.statusCode !== 201) throw new Error(`address answered ${response.body}`);
  return { ...shopper, addressId: response.json().data.id };
}

async function addToCart(app: TestApp, token: string, productId: number, quantity: number) {
  const response = await app.app.inject({
    method: "POST",
    url: "/1/api/marketplace/cart",
    headers: bearer(token),
    payload: { item_id: productId, item_quantity: quantity },
  });
  if (response.statusCode !== 200) throw new Error(`add to cart answered ${response.body}`);
}

let keyCounter = 0;
const newKey = () => `test-key-${process.pid}-${++keyCounter}-${Date.now()}`;

function checkout(
  app: TestApp,
  token: string,
  body: Record<string, unknown>,
  options: { key?: string | null; language?: string } = {},
) {
  const key = options.key === undefined ? newKey() : options.key;
  return app.app.inject({
    method: "POST",
    url: "/1/api/marketplace/checkout",
    headers: {
      ...bearer(token),
      ...(key === null ? {} : { "idempotency-key": key }),
      ...(options.language ? { "accept-language": options.language } : {}),
    },
    payload: body,
  });
}

const standardCod = (addressId: number) => ({
  address_id: addressId,
  delivery_option: "standard",
  payment_method: "cash_on_delivery",
});

const countOrders = async (app: TestApp, userId?: number) => {
  const [row] = await app.database.db
    .select({ n: count() })
    .from(orders)
    .where(userId === undefined ? undefined : eq(orders.userId, userId));
  return row?.n ?? 0;
};

describe("POST /{company}/api/marketplace/checkout", () => {
  it("places the order: lines and totals from the catalog, the address copied, one shipment per vendor, the cart emptied and an email in the shopper's language", async () => {
    const shopper = await shopperWithAddress(t);
    const [first, second] = await productsOfDistinctVendors(t, 2);
    if (!first || !second) throw new Error("no products");
    await addToCart(t, shopper.token, first.id, 2);
    await addToCart(t, shopper.token, second.id, 1);

    const summary = await t.app.inject({
      method: "GET",
      url: "/1/api/marketplace/checkout?delivery_option=express",
      headers: bearer(shopper.token),
    });
    expect(summary.statusCode).toBe(200);
    const summaryData = checkoutSummaryResponse.parse(summary.json()).data;
    const expected = computeTotals(
      [
        { unitPrice: unitPriceOf(first.price, first.salePrice), quantity: 2 },
        { unitPrice: unitPriceOf(second.price, second.salePrice), quantity: 1 },
      ],
      0,
      "express",
    );
    expect(summaryData.total).toBe(toRiyals(expected.total));
    expect(summaryData.delivery_options.map((option) => option.id)).toEqual([
      "standard",
      "express",
    ]);
    expect(summaryData.below_minimum).toBe(false);

    const response = await checkout(
      t,
      shopper.token,
      { ...standardCod(shopper.addressId), delivery_option: "express" },
      { language: "ar" },
    );
    expect(response.statusCode).toBe(201);
    const order = orderResponse.parse(response.json()).data;
    expect(order.number).toMatch(/^SQ-\d+$/);
    expect(order.status).toBe("InProgress");
    expect(order.total).toBe(toRiyals(expected.total));
    expect(order.shipping).toBe(toRiyals(expected.shipping));
    expect(order.tax).toBe(toRiyals(expected.tax));
    expect(order.item_count).toBe(3);
    expect(order.delivery_option).toBe("express");
    expect(order.payment_method).toBe("cash_on_delivery");
    // Copied as it was, the country named in the request's language.
    expect(order.address).toEqual({
      phone: "+966512345678",
      address: shopperAddress.address,
      city_name: shopperAddress.city_name,
      country_name: "المملكة العربية السعودية",
      zip_code: shopperAddress.zip_code,
      state: shopperAddress.state,
      recipient_name: "",
      district: "",
      street: "",
      building_number: "",
      short_code: "",
    });
    // Read in English, the country is ours to name in English; what the shopper typed stays.
    const inEnglish = await t.app.inject({
      method: "GET",
      url: `/1/api/marketplace/order/${order.id}`,
      headers: { authorization: `Bearer ${shopper.token}`, "accept-language": "en" },
    });
    expect(orderResponse.parse(inEnglish.json()).data.address).toEqual({
      ...order.address,
      country_name: "Saudi Arabia",
    });
    // One shipment per vendor, each placed and dated, holding that vendor's lines (Arabic names).
    expect(order.shipments.map((shipment) => shipment.vendor_id).sort()).toEqual(
      [first.vendorId, second.vendorId].sort(),
    );
    for (const shipment of order.shipments) {
      expect(shipment.status).toBe("placed");
      expect(shipment.steps.map((step) => step.step)).toEqual(["placed"]);
      expect(shipment.items).toHaveLength(1);
      expect(hasArabic(shipment.items[0]?.name ?? "")).toBe(true);
    }
    const firstLine = order.shipments
      .flatMap((s) => s.items)
      .find((i) => i.product_id === first.id);
    expect(firstLine).toMatchObject({
      qty: 2,
      price: toRiyals(unitPriceOf(first.price, first.salePrice)),
      line_total: toRiyals(unitPriceOf(first.price, first.salePrice) * 2),
    });
    expect(order.cancellable).toBe(true);

    // Stock taken, cart emptied.
    expect(await stockOf(t, first.id)).toBe(first.stock - 2);
    expect(await stockOf(t, second.id)).toBe(second.stock - 1);
    const cart = await t.app.inject({
      method: "GET",
      url: "/1/api/marketplace/cart",
      headers: bearer(shopper.token),
    });
    expect(cartResponse.parse(cart.json()).data.item_count).toBe(0);

    // The confirmation, in Arabic, to the shopper, naming the order: the newest email to them.
    const [confirmation] = await readOutbox(t.outboxDir, 1, { to: shopper.email });
    expect(confirmation?.subject).toContain(order.number);
    expect(hasArabic(confirmation?.subject ?? "")).toBe(true);
    expect(confirmation?.html).toContain('dir="rtl"');
  });

  it("ignores prices, totals and quantities a client sends", async () => {
    const shopper = await shopperWithAddress(t);
    const [product] = await productsOfDistinctVendors(t, 1);
    if (!product) throw new Error("no product");
    await addToCart(t, shopper.token, product.id, 1);
    const response = await checkout(t, shopper.token, {
      ...standardCod(shopper.addressId),
      price: 0.01,
      total: 0.01,
      subtotal: 0.01,
      items: [{ item_id: product.id, item_quantity: 50, price: 0.01 }],
    });
    expect(response.statusCode).toBe(201);
    const order = orderResponse.parse(response.json()).data;
    const unit = unitPriceOf(product.price, product.salePrice);
    expect(order.subtotal).toBe(toRiyals(unit));
    expect(order.total).toBe(toRiyals(computeTotals([{ unitPrice: unit, quantity: 1 }]).total));
    expect(order.item_count).toBe(1);
  });

  it("answers the same order to a replayed key and creates nothing; the key with another body is refused", async () => {
    const shopper = await shopperWithAddress(t);
    const [product] = await productsOfDistinctVendors(t, 1);
    if (!product) throw new Error("no product");
    await addToCart(t, shopper.token, product.id, 1);
    const key = newKey();
    const first = await checkout(t, shopper.token, standardCod(shopper.addressId), { key });
    expect(first.statusCode).toBe(201);
    const stockAfter = await stockOf(t, product.id);

    // A double click: the cart is empty by now, yet the retry answers the order it placed.
    const again = await checkout(t, shopper.token, standardCod(shopper.addressId), { key });
    expect(again.statusCode).toBe(200);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(orderResponse.parse(again.json()).data.id).toBe(
      orderResponse.parse(first.json()).data.id,
    );
    expect(await countOrders(t, shopper.user.id)).toBe(1);
    expect(await stockOf(t, product.id)).toBe(stockAfter);

    const other = await checkout(
      t,
      shopper.token,
      { ...standardCod(shopper.addressId), delivery_option: "express" },
      { key },
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toContain("Idempotency-Key");
    expect(await countOrders(t, shopper.user.id)).toBe(1);
  });

  it("places one order when the same attempt arrives twice at once", async () => {
    const shopper = await shopperWithAddress(t);
    const [product] = await productsOfDistinctVendors(t, 1);
    if (!product) throw new Error("no product");
    await addToCart(t, shopper.token, product.id, 1);
    const key = newKey();
    const answers = await Promise.all(
      [1, 2, 3].map(() => checkout(t, shopper.token, standardCod(shopper.addressId), { key })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.json().data.id)).size).toBe(1);
    expect(await countOrders(t, shopper.user.id)).toBe(1);
  });

  it("needs a well-formed Idempotency-Key", async () => {
    const shopper = await shopperWithAddress(t);
    const missing = await checkout(t, shopper.token, standardCod(shopper.addressId), { key: null });
    expect(missing.statusCode).toBe(400);
    for (const key of ["short", "x".repeat(65), "spaces are bad!"]) {
      const bad = await checkout(t, shopper.token, standardCod(shopper.addressId), { key });
      expect(bad.statusCode, key).toBe(400);
    }
    expect(await countOrders(t, shopper.user.id)).toBe(0);
  });

  it("refuses an empty cart, and a line short of stock naming the product, changing nothing", async () => {
    const shopper = await shopperWithAddress(t);
    const empty = await checkout(t, shopper.token, standardCod(shopper.addressId));
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toMatch(/cart is empty/);

    const [plenty, scarce] = await productsOfDistinctVendors(t, 2);
    if (!plenty || !scarce) throw new Error("no products");
    await addToCart(t, shopper.token, plenty.id, 1);
    await addToCart(t, shopper.token, scarce.id, 3);
    // Someone else bought all but one since the shopper added three.
    await t.database.db.update(products).set({ stock: 1 }).where(eq(products.id, scarce.id));
    const plentyBefore = await stockOf(t, plenty.id);
    const short = await checkout(t, shopper.token, standardCod(shopper.addressId), {
      language: "en",
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().message).toBe(
      `Only 1 of ${scarce.nameEn} left in stock. Lower the quantity in your cart to place the order.`,
    );
    expect(await stockOf(t, plenty.id)).toBe(plentyBefore);
    expect(await stockOf(t, scarce.id)).toBe(1);
    expect(await countOrders(t, shopper.user.id)).toBe(0);
    const cart = await t.app.inject({
      method: "GET",
      url: "/1/api/marketplace/cart",
      headers: bearer(shopper.token),
    });
    expect(cartResponse.parse(cart.json()).data.item_count).toBe(4);
  });

  it("answers 404 for another shopper's address, and 401 without a session", async () => {
    const owner = await shopperWithAddress(t);
    const other = await shopperWithAddress(t);
    const [product] = await productsOfDistinctVendors(t, 1);
    if (!product) throw new Error("no product");
    await addToCart(t, other.token, product.id, 1);
    const response = await checkout(t, other.token, standardCod(owner.addressId));
    expect(response.statusCode).toBe(404);
    expect(await countOrders(t, other.user.id)).toBe(0);
    const anonymous = await t.app.inject({
      method: "POST",
      url: "/1/api/marketplace/checkout",
      headers: { "idempotency-key": newKey() },
      payload: standardCod(owner.addressId),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

/** n shoppers, each with one unit of the product in their cart. */
async function shoppersWantingOne(apps: TestApp[], n: number, productId: number) {
  return Promise.all(
    Array.from({ length: n }, async (_, index) => {
      const app = apps[index % apps.length] as TestApp;
      const shopper = await shopperWithAddress(app);
      await addToCart(app, shopper.token, productId, 1);
      return { app, shopper };
    }),
  );
}

async function raceForTen(apps: TestApp[]) {
  const [product] = await productsOfDistinctVendors(t, 1);
  if (!product) throw new Error("no product");
  const shoppers = await shoppersWantingOne(apps, 50, product.id);
  await t.database.db.update(products).set({ stock: 10 }).where(eq(products.id, product.id));
  const answers = await Promise.all(
    shoppers.map(({ app, shopper }) =>
      checkout(app, shopper.token, standardCod(shopper.addressId)),
    ),
  );
  const statuses = answers.map((answer) => answer.statusCode);
  expect(statuses.filter((status) => status === 201)).toHaveLength(10);
  expect(statuses.filter((status) => status === 422)).toHaveLength(40);
  expect(await stockOf(t, product.id)).toBe(0);
  const [sold] = await t.database.db
    .select({ orders: count(), units: sql<number>`sum(${orderItems.quantity})::int` })
    .from(orderItems)
    .where(
      and(
        eq(orderItems.productId, product.id),
        inArray(
          orderItems.orderId,
          t.database.db
            .select({ id: orders.id })
            .from(orders)
            .where(
              inArray(
                orders.userId,
                shoppers.map(({ shopper }) => shopper.user.id),
              ),
            ),
        ),
      ),
    );
  expect(sold).toEqual({ orders: 10, units: 10 });
}

describe("concurrent checkouts", () => {
  it("50 shoppers racing for 10 units give exactly 10 orders and stock 0", async () => {
    await raceForTen([t]);
  }, 120_000);

  it.skipIf(inject("testDatabase").kind !== "postgres")(
    "and the same through two API instances sharing one PostgreSQL",
    async () => {
      const second = await buildTestApp({ sameDatabaseAs: t });
      try {
        await raceForTen([t, second]);
      } finally {
        await second.close();
      }
    },
    120_000,
  );
});

describe("the minimum order", () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await buildTestApp({ minOrderPrice: 1_000_000 });
  });
  afterAll(async () => {
    await strict?.close();
  });

  it("is shown in the summary and refused at checkout with the amounts, in the request's language", async () => {
    const shopper = await shopperWithAddress(strict);
    const [product] = await productsOfDistinctVendors(strict, 1);
    if (!product) throw new Error("no product");
    await addToCart(strict, shopper.token, product.id, 1);
    const summary = await strict.app.inject({
      method: "GET",
      url: "/1/api/marketplace/checkout",
      headers: bearer(shopper.token),
    });
    const data = checkoutSummaryResponse.parse(summary.json()).data;
    expect(data.minimum_order_price).toBe(10_000);
    expect(data.below_minimum).toBe(true);
    const refused = await checkout(strict, shopper.token, standardCod(shopper.addressId), {
      language: "en",
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain("The minimum order is 10000.00 SAR");
    const arabic = await checkout(strict, shopper.token, standardCod(shopper.addressId), {
      language: "ar",
    });
    expect(hasArabic(arabic.json().message)).toBe(true);
    expect(await countOrders(strict, shopper.user.id)).toBe(0);
    expect(await stockOf(strict, product.id)).toBe(product.stock);
  });
});

describe("orders, tracking, cancel and the operator's steps", () => {
  let shopper: TestShopper & { addressId: number };
  let placed: OrderDetail;
  let twoVendors: PlainProduct[];

  const get = (url: string, token = shopper.token, language = "en") =>
    t.app.inject({
      method: "GET",
      url,
      headers: { ...bearer(token), "accept-language": language },
    });
  const advance = (order: string, vendorId: number) =>
    t.app.inject({
      method: "POST",
      url: "/api/dev/orders/advance",
      payload: { order, vendor_id: vendorId },
    });

  async function placeOne(): Promise<OrderDetail> {
    for (const product of twoVendors) await addToCart(t, shopper.token, product.id, 1);
    const response = await checkout(t, shopper.token, standardCod(shopper.addressId));
    expect(response.statusCode).toBe(201);
    return orderResponse.parse(response.json()).data;
  }

  beforeAll(async () => {
    shopper = await shopperWithAddress(t);
    twoVendors = await productsOfDistinctVendors(t, 2);
    placed = await placeOne();
  });

  it("lists the shopper's orders by page with meta, and a page past the last is empty", async () => {
    const response = await get("/1/api/marketplace/order?page=1");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.meta).toEqual({ current_page: 1, last_page: 1, per_page: 10, total: 1 });
    expect(body.data[0]).toMatchObject({
      id: placed.id,
      number: placed.number,
      status: "InProgress",
      item_count: 2,
      total: placed.total,
    });
    const past = await get("/1/api/marketplace/order?page=9");
    expect(past.json()).toEqual({
      data: [],
      meta: { current_page: 9, last_page: 1, per_page: 10, total: 1 },
    });
    expect((await get("/1/api/marketplace/order?page=0")).statusCode).toBe(400);
    expect((await get("/1/api/marketplace/order?page=abc")).statusCode).toBe(400);
  });

  it("answers 404 for another shopper's order, tracking and cancel", async () => {
    const stranger = await registerShopper(t.app, { company_id: 1 });
    expect((await get(`/1/api/marketplace/order/${placed.id}`, stranger.token)).statusCode).toBe(
      404,
    );
    expect((await get(`/api/order-tracking/${placed.id}`, stranger.token)).statusCode).toBe(404);
    const cancel = await t.app.inject({
      method: "POST",
      url: `/1/api/marketplace/order/${placed.id}/cancel`,
      headers: bearer(stranger.token),
    });
    expect(cancel.statusCode).toBe(404);
    // The order is untouched; under another marketplace the token itself is refused (bound to 1).
    expect((await get(`/1/api/marketplace/order/${placed.id}`)).json().data.status).toBe(
      "InProgress",
    );
    expect((await get(`/2/api/marketplace/order/${placed.id}`)).statusCode).toBe(401);
  });

  it("moves a vendor's shipment step by step, shown in tracking; all delivered completes the order", async () => {
    const order = await placeOne();
    const [vendorA, vendorB] = order.shipments.map((shipment) => shipment.vendor_id);
    if (!vendorA || !vendorB) throw new Error("two shipments expected");
    const steps: string[] = [];
    for (const expected of ["confirmed", "shipped", "delivered"]) {
      const moved = await advance(order.number, vendorA);
      expect(moved.statusCode).toBe(200);
      expect(moved.json().data.step).toBe(expected);
      steps.push(expected);
    }
    expect((await advance(order.number, vendorA)).statusCode).toBe(422);
    expect((await advance(order.number, 999_999)).statusCode).toBe(404);

    const answer = (await get(`/api/order-tracking/${order.id}`)).json();
    // The API contract's shape: `{ data: { … } }`, the tracking itself one level down.
    expect(Object.keys(answer)).toEqual(["data"]);
    expect(Object.keys(answer.data).sort()).toEqual(["id", "number", "shipments", "status"]);
    expect(answer.data.id).toBe(order.id);
    expect(answer.data.number).toBe(order.number);
    const tracking = orderTrackingResponse.parse(answer).data;
    expect(tracking.status).toBe("InProgress");
    const shipmentA = tracking.shipments.find((shipment) => shipment.vendor_id === vendorA);
    expect(shipmentA?.steps.map((step) => step.step)).toEqual(["placed", ...steps]);
    expect(tracking.shipments.find((s) => s.vendor_id === vendorB)?.status).toBe("placed");

    for (let i = 0; i < 3; i += 1) await advance(String(order.id), vendorB);
    const done = orderTrackingResponse.parse((await get(`/api/order-tracking/${order.id}`)).json());
    expect(done.data.status).toBe("Completed");
  });

  it("cancels an order before anything shipped and gives its stock back; refuses once part shipped", async () => {
    const [productA, productB] = twoVendors;
    if (!productA || !productB) throw new Error("no products");
    const order = await placeOne();
    const stockBefore = [await stockOf(t, productA.id), await stockOf(t, productB.id)];
    const vendorA = order.shipments[0]?.vendor_id ?? 0;
    await advance(order.number, vendorA); // confirmed: still cancellable
    const cancel = await t.app.inject({
      method: "POST",
      url: `/1/api/marketplace/order/${order.id}/cancel`,
      headers: bearer(shopper.token),
    });
    expect(cancel.statusCode).toBe(200);
    const cancelled = orderResponse.parse(cancel.json()).data;
    expect(cancelled.status).toBe("Cancelled");
    expect(cancelled.cancellable).toBe(false);
    expect(cancelled.shipments.every((shipment) => shipment.status === "cancelled")).toBe(true);
    expect(cancelled.shipments[0]?.steps.at(-1)?.step).toBe("cancelled");
    expect([await stockOf(t, productA.id), await stockOf(t, productB.id)]).toEqual(
      stockBefore.map((stock) => (stock ?? 0) + 1),
    );
    const twice = await t.app.inject({
      method: "POST",
      url: `/1/api/marketplace/order/${order.id}/cancel`,
      headers: bearer(shopper.token),
    });
    expect(twice.statusCode).toBe(422);
    const tracking = await get(`/api/order-tracking/${order.id}`);
    expect(tracking.json().data.status).toBe("Cancelled");

    const shippedOrder = await placeOne();
    const vendor = shippedOrder.shipments[0]?.vendor_id ?? 0;
    await advance(shippedOrder.number, vendor);
    await advance(shippedOrder.number, vendor);
    const stockShipped = await stockOf(t, productA.id);
    const refused = await t.app.inject({
      method: "POST",
      url: `/1/api/marketplace/order/${shippedOrder.id}/cancel`,
      headers: { ...bearer(shopper.token), "accept-language": "en" },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/already shipped/);
    expect((await get(`/1/api/marketplace/order/${shippedOrder.id}`)).json().data.status).toBe(
      "InProgress",
    );
    expect(await stockOf(t, productA.id)).toBe(stockShipped);
  });

  it("a shopper's cancel racing the operator's advance never fails: both lock the order first", async () => {
    const placedOrders: OrderDetail[] = [];
    // Stock for the 20 orders, so that the tests after this one still find some.
    const ids = twoVendors.map((product) => product.id);
    await t.database.db
      .update(products)
      .set({ stock: sql`${products.stock} + 20` })
      .where(inArray(products.id, ids));
    for (let i = 0; i < 20; i += 1) placedOrders.push(await placeOne());
    // One order at a time, so each cancel meets its advances inside the pool's 4 connections.
    const answers = [];
    for (const order of placedOrders) {
      const [vendorA, vendorB] = order.shipments.map((shipment) => shipment.vendor_id);
      answers.push(
        ...(await Promise.all([
          advance(order.number, vendorA ?? 0),
          t.app.inject({
            method: "POST",
            url: `/1/api/marketplace/order/${order.id}/cancel`,
            headers: bearer(shopper.token),
          }),
          advance(order.number, vendorB ?? 0),
        ])),
      );
    }
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status !== 200 && status !== 422)).toEqual([]);
  }, 120_000);

  it("is the same step through the operator's function", async () => {
    const order = await placeOne();
    const vendor = order.shipments[0]?.vendor_id ?? 0;
    const moved = await advanceShipment(t.database.db, order.number, vendor);
    expect(moved).toMatchObject({
      number: order.number,
      step: "confirmed",
      orderStatus: "InProgress",
    });
    const detail = orderResponse.parse((await get(`/1/api/marketplace/order/${order.id}`)).json());
    expect(detail.data.shipments.find((s) => s.vendor_id === vendor)?.status).toBe("confirmed");
  });
});
