import { cartResponse } from "@souq/contract/cart";
import { deliveryEstimateResponse } from "@souq/contract/delivery";
import { checkoutSummaryResponse, orderResponse } from "@souq/contract/orders";
import { and, asc, eq, gte, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products, productVariants, vendors } from "../../db/schema.ts";
import { bearer, registerShopper, type TestShopper } from "../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";

/** A moment given in Riyadh's time (UTC+3). */
const riyadh = (local: string) => new Date(`${local}+03:00`);

// Tuesday 1 December 2026, before the 14:00 cut-off: the clock every date below counts from
// unless a test moves it.
const tuesdayMorning = riyadh("2026-12-01T10:00:00");
let now = tuesdayMorning;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ clock: () => now });
});
afterAll(async () => {
  await t?.close();
});

const noVariants = sql`not exists (select 1 from ${productVariants} where ${productVariants.productId} = ${products.id})`;

/** A plain product in stock of the seeded vendor with this slug (its handling days are seeded). */
async function productOf(vendorSlug: string, company = 1) {
  const [row] = await t.database.db
    .select({ id: products.id, price: products.price, salePrice: products.salePrice })
    .from(products)
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(
      and(
        eq(vendors.slug, vendorSlug),
        eq(products.companyId, company),
        gte(products.stock, 5),
        noVariants,
      ),
    )
    .orderBy(asc(products.id))
    .limit(1);
  if (!row) throw new Error(`no plain product of ${vendorSlug}`);
  return row;
}

// Seeded handling days: Riyadh Digital Hub hands over the same day (0), Khaleej Mobile the next
// working day (1, the usual), Dar Al Bait after three.
const sameDay = () => productOf("riyadh-digital-hub");
const nextDay = () => productOf("khaleej-mobile");
const slow = () => productOf("dar-al-bait");

function estimate(productIds: (number | string)[], headers: Record<string, string> = {}) {
  return t.app.inject({
    method: "GET",
    url: `/1/api/marketplace/delivery-estimate?product_ids=${productIds.join(",")}`,
    headers,
  });
}

async function estimated(productIds: number[], headers: Record<string, string> = {}) {
  const response = await estimate(productIds, headers);
  expect(response.statusCode, response.body).toBe(200);
  return deliveryEstimateResponse.parse(response.json()).data;
}

const windowsOf = (data: { options: { id: string; estimated_delivery: unknown }[] }) =>
  Object.fromEntries(data.options.map((option) => [option.id, option.estimated_delivery]));

async function shopperIn(city: string, extra: Record<string, string> = {}) {
  const shopper = await registerShopper(t.app, { company_id: 1 });
  const response = await t.app.inject({
    method: "POST",
    url: "/1/api/marketplace/addresses",
    headers: bearer(shopper.token),
    payload: {
      phone: "0512345678",
      recipient_name: "Noura Al-Harbi",
      street: "Prince Sultan Road",
      district: "Al Rawdah",
      city_name: city,
      country_name: "SA",
      ...extra,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { ...shopper, addressId: response.json().data.id as number };
}

describe("GET /{company}/api/marketplace/delivery-estimate", () => {
  it("dates a guest's parcel to the default city, for each option, kept by nobody", async () => {
    const product = await nextDay();
    const response = await estimate([product.id]);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const data = deliveryEstimateResponse.parse(response.json()).data;
    expect(data.city).toBe("Riyadh");
    expect(data.city_source).toBe("default");
    // Handed over Wednesday; Riyadh is 1 to 2 days standard, 1 day express; Friday is closed.
    expect(windowsOf(data)).toEqual({
      standard: { earliest: "2026-12-03", latest: "2026-12-05" },
      express: { earliest: "2026-12-03", latest: "2026-12-03" },
    });
  });

  it("names the city in the request's language", async () => {
    const product = await nextDay();
    const data = await estimated([product.id], { "accept-language": "ar" });
    expect(data.city).toBe("الرياض");
  });

  it("counts the vendor's handling days: same day, and the slowest of several products", async () => {
    const [quick, usual, slowest] = await Promise.all([sameDay(), nextDay(), slow()]);
    expect(windowsOf(await estimated([quick.id])).standard).toEqual({
      earliest: "2026-12-02",
      latest: "2026-12-03",
    });
    // Dar Al Bait hands over on Saturday 5 December (3 working days), so the cart arrives later.
    expect(windowsOf(await estimated([quick.id, usual.id, slowest.id])).standard).toEqual({
      earliest: "2026-12-06",
      latest: "2026-12-07",
    });
  });

  it("counts from the next working day after the 14:00 cut-off", async () => {
    const product = await nextDay();
    now = riyadh("2026-12-01T14:00:00");
    try {
      expect(windowsOf(await estimated([product.id])).standard).toEqual({
        earliest: "2026-12-05",
        latest: "2026-12-06",
      });
    } finally {
      now = tuesdayMorning;
    }
  });

  it("dates a signed-in shopper's parcel to their default address's city and its zone", async () => {
    const product = await nextDay();
    const { token } = await shopperIn("تبوك");
    const data = await estimated([product.id], bearer(token));
    expect(data).toMatchObject({ city: "Tabuk", city_source: "address" });
    // Tabuk is 2 to 3 days standard, 1 to 2 express, after Wednesday's hand-over.
    expect(windowsOf(data)).toEqual({
      standard: { earliest: "2026-12-05", latest: "2026-12-06" },
      express: { earliest: "2026-12-03", latest: "2026-12-05" },
    });
  });

  it("dates a city the rules do not list as a remote one, named as the shopper wrote it", async () => {
    const product = await nextDay();
    const { token } = await shopperIn("Al Ula");
    const data = await estimated([product.id], bearer(token));
    expect(data.city).toBe("Al Ula");
    expect(windowsOf(data).standard).toEqual({ earliest: "2026-12-06", latest: "2026-12-08" });
  });

  it("uses the default city for a signed-in shopper without an address", async () => {
    const product = await nextDay();
    const shopper: TestShopper = await registerShopper(t.app, { company_id: 1 });
    expect(await estimated([product.id], bearer(shopper.token))).toMatchObject({
      city: "Riyadh",
      city_source: "default",
    });
  });

  it("leaves out another marketplace's products, and answers 404 when none is left", async () => {
    const ours = await nextDay();
    const theirs = await productOf("nakhla-mobile", 2);
    expect((await estimate([theirs.id])).statusCode).toBe(404);
    // Nakhla's product adds nothing: the same dates as ours alone.
    expect(windowsOf(await estimated([ours.id, theirs.id]))).toEqual(
      windowsOf(await estimated([ours.id])),
    );
  });

  it("refuses ids that are not ids, too many of them, none, and a bad token", async () => {
    expect((await estimate(["abc"])).statusCode).toBe(400);
    expect((await estimate([])).statusCode).toBe(400);
    const many = Array.from({ length: 101 }, (_, index) => index + 1);
    expect((await estimate(many)).statusCode).toBe(400);
    const product = await nextDay();
    expect((await estimate([product.id], bearer("not-a-token"))).statusCode).toBe(401);
  });
});

async function addToCart(token: string, productId: number, quantity = 1) {
  const response = await t.app.inject({
    method: "POST",
    url: "/1/api/marketplace/cart",
    headers: bearer(token),
    payload: { item_id: productId, item_quantity: quantity },
  });
  expect(response.statusCode, response.body).toBe(200);
  return cartResponse.parse(response.json()).data;
}

describe("checkout's dates and the order's promise", () => {
  it("dates each delivery option to the default address, or to the address asked for", async () => {
    const product = await nextDay();
    const shopper = await shopperIn("Jeddah");
    const second = await t.app.inject({
      method: "POST",
      url: "/1/api/marketplace/addresses",
      headers: bearer(shopper.token),
      payload: {
        phone: "0512345678",
        address: "Dubai Marina, Tower 5",
        city_name: "Dubai",
        country_name: "AE",
      },
    });
    expect(second.statusCode).toBe(201);
    await addToCart(shopper.token, product.id);

    const summaryFor = async (query: string) => {
      const response = await t.app.inject({
        method: "GET",
        url: `/1/api/marketplace/checkout${query}`,
        headers: bearer(shopper.token),
      });
      expect(response.statusCode, response.body).toBe(200);
      return checkoutSummaryResponse.parse(response.json()).data;
    };
    const datesOf = (summary: Awaited<ReturnType<typeof summaryFor>>) =>
      Object.fromEntries(summary.delivery_options.map((o) => [o.id, o.estimated_delivery]));

    // Jeddah, the default address: the big cities' days.
    expect(datesOf(await summaryFor(""))).toEqual({
      standard: { earliest: "2026-12-03", latest: "2026-12-05" },
      express: { earliest: "2026-12-03", latest: "2026-12-03" },
    });
    // Dubai: the Gulf's days (4 to 7 standard, 2 to 4 express).
    expect(datesOf(await summaryFor(`?address_id=${second.json().data.id}`))).toEqual({
      standard: { earliest: "2026-12-07", latest: "2026-12-10" },
      express: { earliest: "2026-12-05", latest: "2026-12-07" },
    });
    // Someone else's address dates as if none were asked for.
    const other = await shopperIn("Tabuk");
    expect(datesOf(await summaryFor(`?address_id=${other.addressId}`))).toEqual(
      datesOf(await summaryFor("")),
    );
  });

  it("has no dates for an empty cart", async () => {
    const shopper = await shopperIn("Riyadh");
    const response = await t.app.inject({
      method: "GET",
      url: "/1/api/marketplace/checkout",
      headers: bearer(shopper.token),
    });
    const summary = checkoutSummaryResponse.parse(response.json()).data;
    expect(summary.delivery_options.map((option) => option.estimated_delivery)).toEqual([
      null,
      null,
    ]);
  });

  it("keeps each shipment's promised dates as they were when the order was placed", async () => {
    const [quick, slowest] = await Promise.all([sameDay(), slow()]);
    const shopper = await shopperIn("Riyadh", { building_number: "2929", short_code: "RRRD2929" });
    await addToCart(shopper.token, quick.id);
    await addToCart(shopper.token, slowest.id);
    const placed = await t.app.inject({
      method: "POST",
      url: "/1/api/marketplace/checkout",
      headers: { ...bearer(shopper.token), "idempotency-key": `delivery-${Date.now()}` },
      payload: {
        address_id: shopper.addressId,
        delivery_option: "express",
        payment_method: "cash_on_delivery",
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().data.id as number;
    const byVendor = (order: { shipments: { vendor: string; estimated_delivery: unknown }[] }) =>
      Object.fromEntries(order.shipments.map((s) => [s.vendor, s.estimated_delivery]));
    const expected = {
      // Express in Riyadh is one day after the hand-over: the same day for one vendor,
      // Saturday for the other.
      "Riyadh Digital Hub": { earliest: "2026-12-02", latest: "2026-12-02" },
      "Dar Al Bait Home": { earliest: "2026-12-06", latest: "2026-12-06" },
    };
    expect(byVendor(orderResponse.parse({ data: placed.json().data }).data)).toEqual(expected);

    // A week later the order still shows what it was promised.
    now = riyadh("2026-12-08T10:00:00");
    try {
      const read = await t.app.inject({
        method: "GET",
        url: `/1/api/marketplace/order/${orderId}`,
        headers: bearer(shopper.token),
      });
      const order = orderResponse.parse(read.json()).data;
      expect(byVendor(order)).toEqual(expected);
      // The address is copied with its National Address parts.
      expect(order.address).toMatchObject({
        recipient_name: "Noura Al-Harbi",
        address: "2929 Prince Sultan Road, Al Rawdah",
        street: "Prince Sultan Road",
        district: "Al Rawdah",
        building_number: "2929",
        short_code: "RRRD2929",
      });
    } finally {
      now = tuesdayMorning;
    }
  });
});

describe("the cart's free delivery", () => {
  it("says what is left to add for free standard delivery, then that nothing is", async () => {
    const product = await nextDay();
    const unit = product.salePrice ?? product.price;
    const shopper = await registerShopper(t.app, { company_id: 1 });
    const empty = await t.app.inject({
      method: "GET",
      url: "/1/api/marketplace/cart",
      headers: bearer(shopper.token),
    });
    expect(cartResponse.parse(empty.json()).data.free_delivery).toEqual({
      threshold: 200,
      remaining: 200,
    });
    const one = await addToCart(shopper.token, product.id);
    expect(one.free_delivery).toEqual({
      threshold: 200,
      remaining: Math.max(0, 20_000 - unit) / 100,
    });
    // Enough of it to pass the threshold: nothing is left, and standard delivery is free.
    const enough = Math.ceil(20_000 / unit);
    const cart = await t.app.inject({
      method: "POST",
      url: "/1/api/marketplace/cart/update-cart-products",
      headers: bearer(shopper.token),
      payload: { items: [{ item_id: product.id, item_quantity: enough }] },
    });
    const full = cartResponse.parse(cart.json()).data;
    expect(full.free_delivery).toEqual({ threshold: 200, remaining: 0 });
    expect(full.shipping).toBe(0);
  });
});
