import { cartResponse } from "@souq/contract/cart";
import { invoiceListResponse } from "@souq/contract/invoices";
import {
  buyAgainResponse,
  checkoutSummaryResponse,
  minimumOrderResponse,
  orderResponse,
} from "@souq/contract/orders";
import { and, asc, eq, gte, isNotNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productPictures, products, productVariants } from "../../db/schema.ts";
import { readOutbox } from "../../mail/outbox.ts";
import { bearer, registerShopper, shopperWithAddress } from "../../test/accounts.ts";
import { buildTestApp, type TestApp, testPublicUrl } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface StockedVariant {
  id: number;
  productId: number;
  colourEn: string;
  colourAr: string;
  sizeEn: string;
  sizeAr: string | null;
}

/** Variants of company 1 with a colour, a size and stock, from products with a picture. */
async function stockedVariants(app: TestApp, howMany: number): Promise<StockedVariant[]> {
  const pictured = sql`exists (select 1 from ${productPictures} where ${productPictures.productId} = ${products.id})`;
  const rows = await app.database.db
    .select({
      id: productVariants.id,
      productId: productVariants.productId,
      colourEn: productVariants.colourEn,
      colourAr: productVariants.colourAr,
      sizeEn: productVariants.sizeEn,
      sizeAr: productVariants.sizeAr,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        eq(products.companyId, 1),
        gte(productVariants.stock, 5),
        isNotNull(productVariants.colourEn),
        isNotNull(productVariants.colourAr),
        isNotNull(productVariants.sizeEn),
        pictured,
      ),
    )
    .orderBy(asc(productVariants.productId), asc(productVariants.id));
  // One variant per product, so that each line is its own product.
  const byProduct = new Map<number, StockedVariant>();
  for (const row of rows) {
    if (!byProduct.has(row.productId) && row.colourEn && row.colourAr && row.sizeEn) {
      byProduct.set(row.productId, {
        ...row,
        colourEn: row.colourEn,
        colourAr: row.colourAr,
        sizeEn: row.sizeEn,
      });
    }
  }
  const chosen = [...byProduct.values()].slice(0, howMany);
  if (chosen.length < howMany) throw new Error("the seed has too few products with variants");
  return chosen;
}

async function addVariant(app: TestApp, token: string, variant: StockedVariant, quantity: number) {
  const response = await app.app.inject({
    method: "POST",
    url: "/1/api/marketplace/cart",
    headers: bearer(token),
    payload: { item_id: variant.productId, variant_id: variant.id, item_quantity: quantity },
  });
  if (response.statusCode !== 200) throw new Error(`add to cart answered ${response.body}`);
}

let keys = 0;
async function placeOrder(app: TestApp, shopper: { token: string; addressId: number }) {
  const response = await app.app.inject({
    method: "POST",
    url: "/1/api/marketplace/checkout",
    headers: { ...bearer(shopper.token), "idempotency-key": `order-lines-${++keys}-${Date.now()}` },
    payload: {
      address_id: shopper.addressId,
      delivery_option: "standard",
      payment_method: "cash_on_delivery",
    },
  });
  if (response.statusCode !== 201) throw new Error(`checkout answered ${response.body}`);
  return orderResponse.parse(response.json()).data;
}

const get = (url: string, token: string, language = "en") =>
  t.app.inject({ method: "GET", url, headers: { ...bearer(token), "accept-language": language } });

const linesOf = (order: { shipments: { items: unknown[] }[] }) =>
  order.shipments.flatMap((shipment) => shipment.items) as ReturnType<
    typeof orderResponse.parse
  >["data"]["shipments"][number]["items"];

describe("the chosen variant of each line", () => {
  it("shows in checkout's summary and the order, in both languages, with the product's picture", async () => {
    const shopper = await shopperWithAddress(t.app);
    const [variant] = await stockedVariants(t, 1);
    if (!variant) throw new Error("no variant");
    await addVariant(t, shopper.token, variant, 2);

    const summary = checkoutSummaryResponse.parse(
      (await get("/1/api/marketplace/checkout", shopper.token, "ar")).json(),
    ).data;
    expect(summary.items[0]).toMatchObject({
      variant_id: variant.id,
      variant: { colour: variant.colourAr, size: variant.sizeAr ?? variant.sizeEn },
    });
    expect(summary.items[0]?.picture).toMatch(new RegExp(`^${testPublicUrl}/media/`));

    const placed = await placeOrder(t, shopper);
    const english = orderResponse.parse(
      (await get(`/1/api/marketplace/order/${placed.id}`, shopper.token)).json(),
    ).data;
    expect(linesOf(english)[0]).toMatchObject({
      variant_id: variant.id,
      variant: { colour: variant.colourEn, size: variant.sizeEn },
      qty: 2,
    });
    expect(linesOf(english)[0]?.picture).toBe(summary.items[0]?.picture);
    const arabic = orderResponse.parse(
      (await get(`/1/api/marketplace/order/${placed.id}`, shopper.token, "ar")).json(),
    ).data;
    expect(linesOf(arabic)[0]?.variant?.colour).toBe(variant.colourAr);
  });

  it("is copied when the order is placed: a later change to the catalog leaves the order as it was", async () => {
    const shopper = await shopperWithAddress(t.app);
    const [variant] = await stockedVariants(t, 1);
    if (!variant) throw new Error("no variant");
    await addVariant(t, shopper.token, variant, 1);
    const placed = await placeOrder(t, shopper);

    // The vendor renames the colour and drops the product's pictures after the order.
    await t.database.db
      .update(productVariants)
      .set({ colourEn: "Renamed", colourAr: "اسم جديد" })
      .where(eq(productVariants.id, variant.id));
    await t.database.db
      .delete(productPictures)
      .where(eq(productPictures.productId, variant.productId));

    const order = orderResponse.parse(
      (await get(`/1/api/marketplace/order/${placed.id}`, shopper.token)).json(),
    ).data;
    expect(linesOf(order)[0]?.variant).toEqual({ colour: variant.colourEn, size: variant.sizeEn });
    expect(linesOf(order)[0]?.picture).toBe(linesOf(placed)[0]?.picture);
    expect(linesOf(order)[0]?.picture).not.toBeNull();
  });

  it("is named in the confirmation email and on the tax invoice's line", async () => {
    const shopper = await shopperWithAddress(t.app);
    const [variant] = await stockedVariants(t, 1);
    if (!variant) throw new Error("no variant");
    await addVariant(t, shopper.token, variant, 1);
    const placed = await placeOrder(t, shopper);

    const [mail] = await readOutbox(t.outboxDir, 1, { to: shopper.email });
    expect(mail?.text).toContain(`Colour: ${variant.colourEn}, Size: ${variant.sizeEn}`);

    const invoices = invoiceListResponse.parse(
      (await get(`/1/api/marketplace/order/${placed.id}/invoices`, shopper.token)).json(),
    ).data;
    const line = invoices.flatMap((invoice) => invoice.lines)[0];
    expect(line?.name_en).toContain(`(${variant.colourEn} / ${variant.sizeEn})`);
    expect(line?.name_ar).toContain(variant.colourAr);
  });
});

describe("buy again", () => {
  const buyAgain = (orderId: number, token: string, language = "en") =>
    t.app.inject({
      method: "POST",
      url: `/1/api/marketplace/order/${orderId}/buy-again`,
      headers: { ...bearer(token), "accept-language": language },
    });

  it("puts the order's lines back in the cart, the same variants and quantities, priced now", async () => {
    const shopper = await shopperWithAddress(t.app);
    const [first, second] = await stockedVariants(t, 2);
    if (!first || !second) throw new Error("no variants");
    await addVariant(t, shopper.token, first, 2);
    await addVariant(t, shopper.token, second, 1);
    const placed = await placeOrder(t, shopper);

    const response = await buyAgain(placed.id, shopper.token);
    expect(response.statusCode).toBe(200);
    const body = buyAgainResponse.parse(response.json());
    expect(body.message).toBe("This order's items are in your cart again.");
    expect(
      body.lines.map((line) => [line.variant_id, line.ordered, line.added, line.shortfall]),
    ).toEqual([
      [first.id, 2, 2, null],
      [second.id, 1, 1, null],
    ]);
    expect(body.data.items.map((item) => [item.variant_id, item.qty])).toEqual([
      [first.id, 2],
      [second.id, 1],
    ]);
    const cart = cartResponse.parse((await get("/1/api/marketplace/cart", shopper.token)).json());
    expect(cart.data.item_count).toBe(3);
  });

  it("leaves out a variant no longer sold or sold out, adds what stock allows, and says so per line", async () => {
    const shopper = await shopperWithAddress(t.app);
    const [gone, soldOut, scarce] = await stockedVariants(t, 3);
    if (!gone || !soldOut || !scarce) throw new Error("no variants");
    await addVariant(t, shopper.token, gone, 1);
    await addVariant(t, shopper.token, soldOut, 1);
    await addVariant(t, shopper.token, scarce, 3);
    const placed = await placeOrder(t, shopper);

    await t.database.db.delete(productVariants).where(eq(productVariants.id, gone.id));
    await t.database.db
      .update(productVariants)
      .set({ stock: 0 })
      .where(eq(productVariants.id, soldOut.id));
    await t.database.db
      .update(productVariants)
      .set({ stock: 2 })
      .where(eq(productVariants.id, scarce.id));

    const response = await buyAgain(placed.id, shopper.token, "ar");
    expect(response.statusCode).toBe(200);
    const body = buyAgainResponse.parse(response.json());
    expect(body.message).toBe("أُعيد بعض منتجات هذا الطلب إلى سلة التسوق، وتعذّرت إضافة الباقي.");
    const byProduct = new Map(body.lines.map((line) => [line.product_id, line]));
    // The deleted variant is named from the order's own copy, in the request's language.
    expect(byProduct.get(gone.productId)).toMatchObject({
      variant_id: null,
      variant: { colour: gone.colourAr },
      added: 0,
      shortfall: "gone",
    });
    expect(byProduct.get(soldOut.productId)).toMatchObject({ added: 0, shortfall: "sold_out" });
    expect(byProduct.get(scarce.productId)).toMatchObject({
      ordered: 3,
      added: 2,
      shortfall: "limited",
    });
    // Only what could be bought is in the cart: never the product without the chosen variant.
    expect(body.data.items.map((item) => [item.variant_id, item.qty])).toEqual([[scarce.id, 2]]);

    // Again, with nothing left to add: the cart holds all the stock there is.
    const again = buyAgainResponse.parse((await buyAgain(placed.id, shopper.token)).json());
    expect(again.message).toBe("None of this order's items can be added to your cart now.");
    expect(again.lines.every((line) => line.added === 0)).toBe(true);
    expect(again.data.items.map((item) => [item.variant_id, item.qty])).toEqual([[scarce.id, 2]]);
  });

  it("answers 404 for another shopper's order and changes nothing", async () => {
    const owner = await shopperWithAddress(t.app);
    const [variant] = await stockedVariants(t, 1);
    if (!variant) throw new Error("no variant");
    await addVariant(t, owner.token, variant, 1);
    const placed = await placeOrder(t, owner);
    const other = await registerShopper(t.app, { company_id: 1 });
    expect((await buyAgain(placed.id, other.token)).statusCode).toBe(404);
    expect((await buyAgain(999_999, owner.token)).statusCode).toBe(404);
    const cart = cartResponse.parse((await get("/1/api/marketplace/cart", other.token)).json());
    expect(cart.data.items).toEqual([]);
  });
});

describe("the minimum order for every shopper", () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await buildTestApp({ minOrderPrice: 4_950 });
  });
  afterAll(async () => {
    await strict?.close();
  });

  it("is null when the marketplace sets none, in the public call and in checkout's summary", async () => {
    const open = await t.app.inject({ method: "GET", url: "/1/api/marketplace/minimum-order" });
    expect(open.statusCode).toBe(200);
    expect(minimumOrderResponse.parse(open.json()).data.minimum_order_price).toBeNull();
    const shopper = await shopperWithAddress(t.app);
    const summary = checkoutSummaryResponse.parse(
      (await get("/1/api/marketplace/checkout", shopper.token)).json(),
    ).data;
    expect(summary.minimum_order_price).toBeNull();
    expect(summary.below_minimum).toBe(false);
  });

  it("is the amount checkout enforces when one is set", async () => {
    const set = await strict.app.inject({ method: "GET", url: "/1/api/marketplace/minimum-order" });
    expect(minimumOrderResponse.parse(set.json()).data.minimum_order_price).toBe(49.5);
    expect(
      (await strict.app.inject({ method: "GET", url: "/999/api/marketplace/minimum-order" }))
        .statusCode,
    ).toBe(404);
  });
});
