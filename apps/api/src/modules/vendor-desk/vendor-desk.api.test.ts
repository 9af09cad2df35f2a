import { loginResponse } from "@souq/contract/auth";
import { productDetailResponse, productList } from "@souq/contract/catalog";
import { invoiceListResponse } from "@souq/contract/invoices";
import { checkoutResponse, orderResponse, orderTrackingResponse } from "@souq/contract/orders";
import {
  vendorAdvanceResponse,
  vendorConversationListResponse,
  vendorConversationReplyResponse,
  vendorConversationResponse,
  vendorDeskSummaryResponse,
  vendorProductListResponse,
  vendorProductResponse,
  vendorShipmentListResponse,
  vendorShipmentResponse,
} from "@souq/contract/vendor-desk";
import { vendorThreadResponse } from "@souq/contract/vendor-messages";
import { demoVendorStaff } from "@souq/demo-seed";
import { and, asc, eq, gte, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { products, productVariants, sandboxPayments } from "../../db/schema.ts";
import {
  bearer,
  demoShopper,
  hasArabic,
  login,
  mailTo,
  shopperWithAddress,
  type TestShopper,
} from "../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import { signInDesk as signInVendorDesk } from "../../test/vendor-desks.ts";

let t: TestApp;

/** A vendor of the demo seed with its staff account signed in (ADR 47). */
interface Desk {
  vendorId: number;
  companyId: number;
  email: string;
  token: string;
  nameEn: string;
  nameAr: string;
}

const staffOf = (slug: string) => {
  const staff = demoVendorStaff.find((each) => each.vendor.slug === slug);
  if (!staff) throw new Error(`no demo staff for ${slug}`);
  return staff;
};

/** A demo vendor's staff signed in, with its email and the vendor's names for the messages. */
async function signInDesk(slug: string, companyId: number): Promise<Desk> {
  const staff = staffOf(slug);
  return {
    ...(await signInVendorDesk(t, slug, companyId)),
    email: staff.email,
    nameEn: staff.vendor.name.en,
    nameAr: staff.vendor.name.ar,
  };
}

let deskA: Desk; // Riyadh Digital Hub (vendor1), Souq
let deskB: Desk; // Khaleej Mobile Corner (vendor2), Souq
let deskC: Desk; // Sada Audio House (vendor3), Souq: the rate limit's own
let deskNakhla: Desk; // Nakhla Mobile, the second marketplace

/** Products of a vendor sold without variants and well in stock, one per test that takes stock. */
const plainProducts = new Map<number, number[]>();
async function loadPlainProducts(vendorId: number) {
  const noVariants = sql`not exists (select 1 from ${productVariants} where ${productVariants.productId} = ${products.id})`;
  const rows = await t.database.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.vendorId, vendorId), gte(products.stock, 10), noVariants))
    .orderBy(asc(products.id));
  plainProducts.set(
    vendorId,
    rows.map((row) => row.id),
  );
}
/** A product to order: the vendor's plain products in turn (each test measures its own stock). */
let turn = 0;
function nextProduct(desk: Desk): number {
  const ids = plainProducts.get(desk.vendorId) ?? [];
  const id = ids[turn++ % Math.max(ids.length, 1)];
  if (id === undefined) throw new Error(`vendor ${desk.vendorId} has no plain product`);
  return id;
}
/** A product of the test's own, taken out of the turns (a test that changes its price). */
function ownProduct(desk: Desk): number {
  const id = plainProducts.get(desk.vendorId)?.pop();
  if (id === undefined) throw new Error(`vendor ${desk.vendorId} has too few plain products`);
  return id;
}

beforeAll(async () => {
  t = await buildTestApp();
  deskA = await signInDesk("riyadh-digital-hub", 1);
  deskB = await signInDesk("khaleej-mobile", 1);
  deskC = await signInDesk("sada-audio", 1);
  deskNakhla = await signInDesk("nakhla-mobile", 2);
  await loadPlainProducts(deskA.vendorId);
  await loadPlainProducts(deskB.vendorId);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const language = (locale?: "en" | "ar") => (locale ? { "accept-language": locale } : {});

const desk = (
  token: string | null,
  method: "GET" | "POST" | "PATCH",
  url: string,
  payload?: object,
  locale?: "en" | "ar",
) =>
  t.app.inject({
    method,
    url,
    headers: { ...(token ? bearer(token) : {}), ...language(locale) },
    ...(payload ? { payload } : {}),
  });

const stockOf = async (productId: number) => {
  const [row] = await t.database.db
    .select({ stock: products.stock, price: products.price, salePrice: products.salePrice })
    .from(products)
    .where(eq(products.id, productId));
  if (!row) throw new Error("no product");
  return row;
};

let keyCounter = 0;
/** A shopper orders `lines` (product, quantity) and pays cash on delivery, or by card. */
async function placeOrder(
  shopper: TestShopper & { addressId: number },
  lines: [number, number][],
  paymentMethod: "cash_on_delivery" | "card" = "cash_on_delivery",
) {
  for (const [productId, quantity] of lines) {
    const added = await t.app.inject({
      method: "POST",
      url: "/1/api/marketplace/cart",
      headers: bearer(shopper.token),
      payload: { item_id: productId, item_quantity: quantity },
    });
    expect(added.statusCode, added.body).toBe(200);
  }
  const placed = await t.app.inject({
    method: "POST",
    url: "/1/api/marketplace/checkout",
    headers: { ...bearer(shopper.token), "idempotency-key": `desk-${process.pid}-${++keyCounter}` },
    payload: {
      address_id: shopper.addressId,
      delivery_option: "standard",
      payment_method: paymentMethod,
    },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return checkoutResponse.parse(placed.json());
}

const shipmentOf = (order: { shipments: { id: number; vendor_id: number }[] }, d: Desk) => {
  const shipment = order.shipments.find((each) => each.vendor_id === d.vendorId);
  if (!shipment) throw new Error("the order has nothing of this vendor");
  return shipment.id;
};

const advance = (d: Desk, shipmentId: number, payload: object, locale?: "en" | "ar") =>
  desk(
    d.token,
    "POST",
    `/${d.companyId}/api/vendor/shipments/${shipmentId}/advance`,
    payload,
    locale,
  );

async function orderOf(shopper: TestShopper, orderId: number) {
  const response = await t.app.inject({
    method: "GET",
    url: `/1/api/marketplace/order/${orderId}`,
    headers: bearer(shopper.token),
  });
  expect(response.statusCode).toBe(200);
  return orderResponse.parse(response.json()).data;
}

async function trackingOf(shopper: TestShopper, orderId: number) {
  const response = await t.app.inject({
    method: "GET",
    url: `/api/order-tracking/${orderId}`,
    headers: bearer(shopper.token),
  });
  expect(response.statusCode).toBe(200);
  return orderTrackingResponse.parse(response.json()).data;
}

describe("staff accounts", () => {
  it("sign in with the shoppers' login and are answered with their vendor, in the request's language", async () => {
    const staff = staffOf("riyadh-digital-hub");
    const english = await login(t.app, { email: staff.email, password: staff.password });
    expect(english.statusCode).toBe(200);
    const user = loginResponse.parse(english.json()).user;
    expect(user.vendor).toEqual({ id: deskA.vendorId, name: "Riyadh Digital Hub" });
    expect(user.companies.map((company) => company.id)).toEqual([1]);
    const arabic = await login(
      t.app,
      { email: staff.email, password: staff.password, company_id: 1 },
      { language: "ar" },
    );
    expect(loginResponse.parse(arabic.json()).user.vendor).toEqual({
      id: deskA.vendorId,
      name: "مركز الرياض الرقمي",
    });
  });

  it("leaves the vendor out of a shopper's login answer", async () => {
    const response = await login(t.app, {
      email: demoShopper.email,
      password: demoShopper.password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).not.toHaveProperty("vendor");
  });

  it("sign in to their vendor's marketplace only", async () => {
    const staff = staffOf("riyadh-digital-hub");
    const refused = await login(
      t.app,
      { email: staff.email, password: staff.password, company_id: 2 },
      { language: "ar" },
    );
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(["company_id"]);
    expect(hasArabic(refused.json().message)).toBe(true);
  });
});

describe("who may use a vendor's desk", () => {
  const reads = ["summary", "shipments", "products", "messages"];

  it("answers a guest 401 and a shopper 403, in the request's language", async () => {
    const shopper = await shopperWithAddress(t.app);
    for (const path of reads) {
      const guest = await desk(null, "GET", `/1/api/vendor/${path}`);
      expect(guest.statusCode, path).toBe(401);
      const asShopper = await desk(shopper.token, "GET", `/1/api/vendor/${path}`, undefined, "ar");
      expect(asShopper.statusCode, path).toBe(403);
      expect(hasArabic(asShopper.json().message)).toBe(true);
    }
    const write = await desk(
      shopper.token,
      "PATCH",
      `/1/api/vendor/products/${nextProduct(deskA)}`,
      {
        price: 1,
      },
    );
    expect(write.statusCode).toBe(403);
  });

  it("answers a staff token sent to another marketplace 401", async () => {
    for (const path of reads) {
      expect((await desk(deskA.token, "GET", `/2/api/vendor/${path}`)).statusCode, path).toBe(401);
      expect((await desk(deskNakhla.token, "GET", `/1/api/vendor/${path}`)).statusCode).toBe(401);
    }
  });

  it("refuses a staff token where only shoppers belong: the cart, checkout, orders and the rest", async () => {
    const product = nextProduct(deskB);
    const refusals = [
      { method: "GET", url: "/1/api/marketplace/cart" },
      { method: "POST", url: "/1/api/marketplace/cart", payload: { item_id: product } },
      { method: "POST", url: "/1/api/marketplace/cart/merge", payload: {} },
      {
        method: "POST",
        url: "/1/api/marketplace/checkout",
        payload: { address_id: 1, delivery_option: "standard", payment_method: "card" },
        headers: { "idempotency-key": "staff-checkout-1" },
      },
      { method: "GET", url: "/1/api/marketplace/checkout" },
      { method: "GET", url: "/1/api/marketplace/order" },
      { method: "GET", url: "/1/api/marketplace/addresses" },
      { method: "GET", url: "/1/api/marketplace/wish-list" },
      { method: "GET", url: "/1/api/marketplace/vendor-messages" },
      {
        method: "POST",
        url: `/1/api/marketplace/products/${product}/reviews`,
        payload: { rating: 5, body: "My own product is great" },
      },
    ] as const;
    for (const refusal of refusals) {
      const response = await t.app.inject({
        method: refusal.method,
        url: refusal.url,
        headers: {
          ...bearer(deskA.token),
          ...("headers" in refusal ? refusal.headers : {}),
          "accept-language": "ar",
        },
        ...("payload" in refusal ? { payload: refusal.payload } : {}),
      });
      expect(response.statusCode, `${refusal.method} ${refusal.url}`).toBe(403);
      expect(hasArabic(response.json().message)).toBe(true);
    }
    // Reading reviews only marks what is the reader's own: any account may.
    const reviews = await desk(
      deskA.token,
      "GET",
      `/1/api/marketplace/products/${product}/reviews`,
    );
    expect(reviews.statusCode).toBe(200);
  });
});

describe("a vendor's shipments", () => {
  let shopper: TestShopper & { addressId: number };
  let orderId: number;
  let shipmentA: number;
  let shipmentB: number;
  beforeAll(async () => {
    shopper = await shopperWithAddress(t.app);
    const placed = await placeOrder(shopper, [
      [nextProduct(deskA), 2],
      [nextProduct(deskB), 1],
    ]);
    orderId = placed.data.id;
    shipmentA = shipmentOf(placed.data, deskA);
    shipmentB = shipmentOf(placed.data, deskB);
  });

  it("lists the vendor's own shipments newest first, with the lines, city, recipient and phone only", async () => {
    const response = await desk(deskA.token, "GET", "/1/api/vendor/shipments?status=placed");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const list = vendorShipmentListResponse.parse(response.json());
    const [first] = list.data;
    expect(first?.id).toBe(shipmentA);
    expect(list.data.map((each) => each.id)).not.toContain(shipmentB);
    expect(first).toMatchObject({
      order_id: orderId,
      status: "placed",
      next_steps: ["confirmed", "cancelled"],
      delivery: { recipient: "Test Shopper", city: "Riyadh" },
      carrier: null,
      tracking_number: null,
    });
    expect(first?.delivery.phone).toMatch(/^\+966/);
    expect(first?.items).toHaveLength(1);
    expect(first?.items[0]?.qty).toBe(2);
    expect(first?.steps.map((step) => step.step)).toEqual(["placed"]);
    expect(list.meta).toMatchObject({ current_page: 1, per_page: 20 });
    // Nothing else of the shopper: not their email, not their street.
    expect(response.body).not.toContain(shopper.email);
    expect(response.body).not.toContain("Olaya Street");

    const delivered = await desk(deskA.token, "GET", "/1/api/vendor/shipments?status=delivered");
    const ids = vendorShipmentListResponse.parse(delivered.json()).data.map((each) => each.id);
    expect(ids).not.toContain(shipmentA);
  });

  it("answers one shipment to its vendor and 404 to another vendor or marketplace", async () => {
    const own = await desk(deskA.token, "GET", `/1/api/vendor/shipments/${shipmentA}`);
    expect(vendorShipmentResponse.parse(own.json()).data.id).toBe(shipmentA);
    expect(
      (await desk(deskA.token, "GET", `/1/api/vendor/shipments/${shipmentB}`)).statusCode,
    ).toBe(404);
    expect(
      (await desk(deskNakhla.token, "GET", `/2/api/vendor/shipments/${shipmentA}`)).statusCode,
    ).toBe(404);
    const moved = await advance(deskB, shipmentA, { status: "confirmed" });
    expect(moved.statusCode).toBe(404);
  });

  it("moves forward one step at a time, each once, and the shopper's tracking shows the carrier", async () => {
    const skipped = await advance(deskA, shipmentA, { status: "delivered" }, "ar");
    expect(skipped.statusCode).toBe(409);
    expect(hasArabic(skipped.json().message)).toBe(true);
    const confirmed = await advance(deskA, shipmentA, { status: "confirmed" });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const body = vendorAdvanceResponse.parse(confirmed.json());
    expect(body.data.status).toBe("confirmed");
    expect(body.data.next_steps).toEqual(["shipped", "cancelled"]);
    const again = await advance(deskA, shipmentA, { status: "confirmed" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This shipment is already confirmed.");

    const noCarrier = await advance(deskA, shipmentA, { status: "shipped" }, "ar");
    expect(noCarrier.statusCode).toBe(422);
    const errors = noCarrier.json().errors as Record<string, string[]>;
    expect(Object.keys(errors).sort()).toEqual(["carrier", "tracking_number"]);
    for (const messages of Object.values(errors)) expect(hasArabic(messages[0] ?? "")).toBe(true);
    const badNumber = await advance(deskA, shipmentA, {
      status: "shipped",
      carrier: "SMSA Express",
      tracking_number: "<script>",
    });
    expect(Object.keys(badNumber.json().errors)).toEqual(["tracking_number"]);

    const shipped = await advance(deskA, shipmentA, {
      status: "shipped",
      carrier: "SMSA Express",
      tracking_number: "SMSA-29061234",
    });
    expect(shipped.statusCode).toBe(200);
    const cancelLate = await advance(deskA, shipmentA, { status: "cancelled", reason: "Too late" });
    expect(cancelLate.statusCode).toBe(409);

    const tracking = await trackingOf(shopper, orderId);
    expect(tracking.shipments.find((each) => each.id === shipmentA)).toMatchObject({
      status: "shipped",
      carrier: "SMSA Express",
      tracking_number: "SMSA-29061234",
      cancel_reason: null,
    });
    expect(tracking.shipments.find((each) => each.id === shipmentB)).toMatchObject({
      carrier: null,
      tracking_number: null,
    });
    expect(tracking.status).toBe("InProgress");

    expect((await advance(deskA, shipmentA, { status: "delivered" })).statusCode).toBe(200);
    expect((await trackingOf(shopper, orderId)).status).toBe("InProgress");
    for (const step of [
      { status: "confirmed" },
      { status: "shipped", carrier: "Aramex", tracking_number: "AX/7781/22" },
      { status: "delivered" },
    ]) {
      expect((await advance(deskB, shipmentB, step)).statusCode).toBe(200);
    }
    const completed = await trackingOf(shopper, orderId);
    expect(completed.status).toBe("Completed");
    expect(completed.shipments.map((each) => each.carrier).sort()).toEqual([
      "Aramex",
      "SMSA Express",
    ]);
    const finished = await advance(deskB, shipmentB, { status: "delivered" });
    expect(finished.statusCode).toBe(409);
  });

  it("takes a step once when two requests ask for it at the same moment", async () => {
    const buyer = await shopperWithAddress(t.app);
    const placed = await placeOrder(buyer, [[nextProduct(deskA), 1]]);
    const shipment = shipmentOf(placed.data, deskA);
    const answers = await Promise.all([
      advance(deskA, shipment, { status: "confirmed" }),
      advance(deskA, shipment, { status: "confirmed" }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const order = await orderOf(buyer, placed.data.id);
    const steps = order.shipments[0]?.steps.map((step) => step.step);
    expect(steps).toEqual(["placed", "confirmed"]);
  });

  it.skipIf(inject("testDatabase").kind !== "postgres")(
    "and the same through two API instances sharing one PostgreSQL, step after step",
    async () => {
      const second = await buildTestApp({ sameDatabaseAs: t });
      try {
        const buyer = await shopperWithAddress(t.app);
        const placed = await placeOrder(buyer, [[nextProduct(deskA), 1]]);
        const shipment = shipmentOf(placed.data, deskA);
        const url = `/1/api/vendor/shipments/${shipment}/advance`;
        for (const step of [
          { status: "confirmed" },
          { status: "shipped", carrier: "SMSA", tracking_number: "SMSA-1234" },
          { status: "delivered" },
        ]) {
          const answers = await Promise.all(
            [t, second, t, second].map((each) =>
              each.app.inject({
                method: "POST",
                url,
                headers: bearer(deskA.token),
                payload: step,
              }),
            ),
          );
          expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
        }
        const order = await orderOf(buyer, placed.data.id);
        expect(order.status).toBe("Completed");
        expect(order.shipments[0]?.steps.map((step) => step.step)).toEqual([
          "placed",
          "confirmed",
          "shipped",
          "delivered",
        ]);
      } finally {
        await second.close();
      }
    },
    60_000,
  );
});

describe("a vendor's cancel", () => {
  it("returns its lines' stock, tells the shopper and credits its invoice; the rest goes on", async () => {
    const shopper = await shopperWithAddress(t.app);
    const productA = nextProduct(deskA);
    const productB = nextProduct(deskB);
    const before = (await stockOf(productA)).stock;
    const placed = await placeOrder(shopper, [
      [productA, 3],
      [productB, 1],
    ]);
    expect((await stockOf(productA)).stock).toBe(before - 3);
    const shipmentA = shipmentOf(placed.data, deskA);

    const noReason = await advance(deskA, shipmentA, { status: "cancelled" }, "ar");
    expect(noReason.statusCode).toBe(422);
    expect(hasArabic(noReason.json().errors.reason[0])).toBe(true);
    expect((await stockOf(productA)).stock).toBe(before - 3);

    const cancelled = await advance(deskA, shipmentA, {
      status: "cancelled",
      reason: "The last units were damaged in our store",
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(vendorAdvanceResponse.parse(cancelled.json()).data.next_steps).toEqual([]);
    expect((await stockOf(productA)).stock).toBe(before);

    await t.settled();
    const mails = (await mailTo(t.app, shopper.email)).filter((mail) =>
      mail.subject.includes(placed.data.number),
    );
    const notice = mails.find((mail) => mail.subject.includes("cancelled"));
    expect(notice?.text).toContain("The last units were damaged in our store");
    expect(notice?.text).toContain("Riyadh Digital Hub");

    const order = await orderOf(shopper, placed.data.id);
    expect(order.status).toBe("InProgress");
    expect(order.cancellable).toBe(true);
    expect(order.shipments.find((each) => each.vendor_id === deskA.vendorId)).toMatchObject({
      status: "cancelled",
      cancel_reason: "The last units were damaged in our store",
    });

    const invoices = await t.app.inject({
      method: "GET",
      url: `/1/api/marketplace/order/${placed.data.id}/invoices`,
      headers: bearer(shopper.token),
    });
    const documents = invoiceListResponse.parse(invoices.json()).data;
    const credits = documents.filter((each) => each.type === "credit_note");
    expect(credits).toHaveLength(1);
    expect(credits[0]?.seller_name_en).toBe("Riyadh Digital Hub");

    // Cancelling twice is refused; the other vendor's part ships and completes the order.
    expect(
      (await advance(deskA, shipmentA, { status: "cancelled", reason: "Again" })).statusCode,
    ).toBe(409);
    const shipmentB = shipmentOf(placed.data, deskB);
    for (const step of [
      { status: "confirmed" },
      { status: "shipped", carrier: "Aramex", tracking_number: "AX-55501" },
      { status: "delivered" },
    ]) {
      expect((await advance(deskB, shipmentB, step)).statusCode).toBe(200);
    }
    expect((await orderOf(shopper, placed.data.id)).status).toBe("Completed");
    expect((await stockOf(productA)).stock).toBe(before);
  });

  it("cancels the order when nothing is left, and a shopper's later cancel returns each stock once", async () => {
    const shopper = await shopperWithAddress(t.app);
    const productA = nextProduct(deskA);
    const productB = nextProduct(deskB);
    const [beforeA, beforeB] = [(await stockOf(productA)).stock, (await stockOf(productB)).stock];
    const placed = await placeOrder(shopper, [
      [productA, 2],
      [productB, 2],
    ]);
    const shipmentA = shipmentOf(placed.data, deskA);
    expect(
      (await advance(deskA, shipmentA, { status: "cancelled", reason: "Out of stock" })).statusCode,
    ).toBe(200);
    // The shopper cancels what is left: the stock of each line comes back once.
    const cancel = await t.app.inject({
      method: "POST",
      url: `/1/api/marketplace/order/${placed.data.id}/cancel`,
      headers: bearer(shopper.token),
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await stockOf(productA)).stock).toBe(beforeA);
    expect((await stockOf(productB)).stock).toBe(beforeB);
    const order = await orderOf(shopper, placed.data.id);
    expect(order.status).toBe("Cancelled");
    expect(order.shipments.find((each) => each.vendor_id === deskA.vendorId)?.cancel_reason).toBe(
      "Out of stock",
    );

    const single = await placeOrder(shopper, [[nextProduct(deskB), 1]]);
    const only = shipmentOf(single.data, deskB);
    expect(
      (await advance(deskB, only, { status: "cancelled", reason: "Cannot deliver there" }))
        .statusCode,
    ).toBe(200);
    expect((await orderOf(shopper, single.data.id)).status).toBe("Cancelled");
  });

  it("refunds a paid card order the cancelled lines, and the shopper's cancel the rest, once each", async () => {
    const shopper = await shopperWithAddress(t.app);
    const placed = await placeOrder(
      shopper,
      [
        [nextProduct(deskA), 1],
        [nextProduct(deskB), 1],
      ],
      "card",
    );
    const payment = placed.payment;
    if (!payment) throw new Error("no payment");
    const token = new URL(payment.redirect_url).pathname.split("/").at(-1) ?? "";
    const card = { number: "4111 1111 1111 1111", name: "Noura", expiry: "12/39", cvc: "123" };
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: `/api/sandbox-payments/${token}/card`,
          payload: card,
        })
      ).statusCode,
    ).toBe(200);
    await t.app.inject({ method: "POST", url: `/api/sandbox-payments/${token}/authenticate` });
    await t.settled();
    const paid = await orderOf(shopper, placed.data.id);
    expect(paid.payment.status).toBe("paid");

    const shipmentA = shipmentOf(placed.data, deskA);
    const linesA = paid.shipments.find((each) => each.id === shipmentA)?.items ?? [];
    const amountA = Math.round(linesA.reduce((sum, line) => sum + line.line_total, 0) * 100);
    const cancelled = await advance(deskA, shipmentA, {
      status: "cancelled",
      reason: "Discontinued",
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await t.settled();
    const refundedOf = async () => {
      const [row] = await t.database.db
        .select({ refunded: sandboxPayments.refunded, amount: sandboxPayments.amount })
        .from(sandboxPayments)
        .where(eq(sandboxPayments.token, token));
      return row;
    };
    expect((await refundedOf())?.refunded).toBe(amountA);
    expect((await orderOf(shopper, placed.data.id)).payment.status).toBe("paid");
    const notice = (await mailTo(t.app, shopper.email)).find((mail) =>
      mail.subject.includes("cancelled"),
    );
    const riyals = new Intl.NumberFormat("en-GB", { minimumFractionDigits: 2 }).format(
      amountA / 100,
    );
    expect(notice?.text).toContain(`${riyals} SAR for these items is being refunded to your card.`);

    // A second run of the refunds (the sweep) refunds nothing more.
    await t.app.cardPayments.sweep();
    expect((await refundedOf())?.refunded).toBe(amountA);

    const cancel = await t.app.inject({
      method: "POST",
      url: `/1/api/marketplace/order/${placed.data.id}/cancel`,
      headers: bearer(shopper.token),
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await t.settled();
    const after = await refundedOf();
    expect(after?.refunded).toBe(after?.amount);
    expect((await orderOf(shopper, placed.data.id)).payment.status).toBe("refunded");
  });
});

describe("a vendor's products", () => {
  it("lists only the vendor's products, found by a part of the name in either language", async () => {
    const all = vendorProductListResponse.parse(
      (await desk(deskA.token, "GET", "/1/api/vendor/products")).json(),
    );
    expect(all.meta.total).toBeGreaterThan(0);
    const [first] = all.data;
    if (!first) throw new Error("no product");
    const mine = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.vendorId, deskA.vendorId));
    expect(all.meta.total).toBe(mine.length);
    const word = first.names.en.split(" ")[0] ?? "";
    const found = vendorProductListResponse.parse(
      (
        await desk(deskA.token, "GET", `/1/api/vendor/products?keyword=${encodeURIComponent(word)}`)
      ).json(),
    );
    expect(found.data.map((each) => each.id)).toContain(first.id);
    expect(
      found.data.every(
        (each) =>
          each.names.en.toLowerCase().includes(word.toLowerCase()) || each.names.ar.includes(word),
      ),
    ).toBe(true);
    const arabicWord = first.names.ar.split(" ")[0] ?? "";
    const foundArabic = await desk(
      deskA.token,
      "GET",
      `/1/api/vendor/products?keyword=${encodeURIComponent(arabicWord)}`,
      undefined,
      "ar",
    );
    const arabic = vendorProductListResponse.parse(foundArabic.json());
    expect(arabic.data.map((each) => each.id)).toContain(first.id);
    expect(arabic.data.find((each) => each.id === first.id)?.name).toBe(first.names.ar);
    const nothing = await desk(deskA.token, "GET", "/1/api/vendor/products?keyword=%25%25");
    expect(vendorProductListResponse.parse(nothing.json()).data).toEqual([]);
  });

  it("changes a price, shown at once by the catalog's detail, listing and price filter", async () => {
    const productId = ownProduct(deskA);
    const changed = await desk(deskA.token, "PATCH", `/1/api/vendor/products/${productId}`, {
      price: 2.5,
      sale_price: 1.25,
      stock: 7,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const body = vendorProductResponse.parse(changed.json());
    expect(body.data).toMatchObject({ price: 2.5, sale_price: 1.25, stock: 7, min_price: 1.25 });

    const detail = await t.app.inject({
      method: "GET",
      url: `/1/api/marketplace/products/${productId}`,
    });
    expect(productDetailResponse.parse(detail.json()).data).toMatchObject({
      price: 2.5,
      sale_price: 1.25,
      stock: 7,
    });
    const cheapest = await t.app.inject({
      method: "GET",
      url: `/1/api/marketplace/products?vendor_id=${deskA.vendorId}&sort=price_asc&per_page=1`,
    });
    expect(productList.parse(cheapest.json())[0]?.id).toBe(productId);
    const filtered = await t.app.inject({
      method: "GET",
      url: `/1/api/marketplace/products?vendor_id=${deskA.vendorId}&max_price=1.25`,
    });
    expect(productList.parse(filtered.json()).map((each) => each.id)).toEqual([productId]);

    const cleared = await desk(deskA.token, "PATCH", `/1/api/vendor/products/${productId}`, {
      sale_price: null,
    });
    expect(vendorProductResponse.parse(cleared.json()).data).toMatchObject({
      price: 2.5,
      sale_price: null,
      min_price: 2.5,
    });
  });

  it("changes a variant's price, sale price and stock, and the product's stock is their sum", async () => {
    const [row] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          eq(products.vendorId, deskA.vendorId),
          sql`exists (select 1 from ${productVariants} where ${productVariants.productId} = ${products.id})`,
        ),
      )
      .orderBy(asc(products.id))
      .limit(1);
    if (!row) throw new Error("vendor A has no product with variants");
    const variantsOf = await t.database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, row.id))
      .orderBy(asc(productVariants.id));
    const [variant, other] = variantsOf;
    if (!variant) throw new Error("no variant");

    const perProduct = await desk(deskA.token, "PATCH", `/1/api/vendor/products/${row.id}`, {
      stock: 5,
    });
    expect(perProduct.statusCode).toBe(422);
    expect(Object.keys(perProduct.json().errors)).toEqual(["stock"]);

    const changed = await desk(deskA.token, "PATCH", `/1/api/vendor/products/${row.id}`, {
      variants: [{ id: variant.id, price: 0.99, sale_price: 0.5, stock: 40 }],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const data = vendorProductResponse.parse(changed.json()).data;
    const expectedStock = 40 + variantsOf.slice(1).reduce((sum, each) => sum + each.stock, 0);
    expect(data.stock).toBe(expectedStock);
    expect(data.min_price).toBe(0.99);
    const detail = productDetailResponse.parse(
      (await t.app.inject({ method: "GET", url: `/1/api/marketplace/products/${row.id}` })).json(),
    ).data;
    expect(detail.stock).toBe(expectedStock);
    expect(detail.variants.find((each) => each.id === variant.id)).toMatchObject({
      price: 0.99,
      sale_price: 0.5,
      stock: 40,
    });
    if (other) {
      expect(detail.variants.find((each) => each.id === other.id)?.stock).toBe(other.stock);
    }
  });

  it("checks every value before writing anything, in the request's language", async () => {
    const productId = ownProduct(deskA);
    const stored = await stockOf(productId);
    const refusals = [
      [{ price: 0 }, ["price"]],
      [{ price: -5 }, ["price"]],
      [{ price: 10.001 }, ["price"]],
      [{ stock: 100_001 }, ["stock"]],
      [{ stock: 1.5 }, ["stock"]],
      [{ stock: -1 }, ["stock"]],
      [{ price: 10, sale_price: 10 }, ["sale_price"]],
      [{ price: 10, sale_price: 12, stock: 3 }, ["sale_price"]],
      [{ stock: 4, variants: [{ id: 2_000_000_000, stock: 1 }] }, ["variants.0.id"]],
      [{}, ["_"]],
    ] as const;
    for (const [payload, fields] of refusals) {
      const response = await desk(
        deskA.token,
        "PATCH",
        `/1/api/vendor/products/${productId}`,
        payload,
        "ar",
      );
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      const errors = response.json().errors as Record<string, string[]>;
      expect(Object.keys(errors).sort(), JSON.stringify(payload)).toEqual([...fields]);
      for (const messages of Object.values(errors)) expect(hasArabic(messages[0] ?? "")).toBe(true);
    }
    const english = await desk(deskA.token, "PATCH", `/1/api/vendor/products/${productId}`, {
      price: 5,
      sale_price: 6,
    });
    expect(english.json().errors.sale_price).toEqual(["The sale price must be below the price."]);
    expect(await stockOf(productId)).toEqual(stored);

    // A price below the stored sale price is refused on the price.
    if (stored.salePrice === null) {
      await desk(deskA.token, "PATCH", `/1/api/vendor/products/${productId}`, {
        sale_price: Math.floor(stored.price / 2) / 100,
      });
    }
    const lower = await desk(deskA.token, "PATCH", `/1/api/vendor/products/${productId}`, {
      price: 0.01,
    });
    expect(lower.statusCode).toBe(422);
    expect(Object.keys(lower.json().errors)).toEqual(["price"]);
  });

  it("answers 404 for another vendor's or another marketplace's product", async () => {
    const productB = ownProduct(deskB);
    const before = await stockOf(productB);
    const response = await desk(deskA.token, "PATCH", `/1/api/vendor/products/${productB}`, {
      price: 1,
    });
    expect(response.statusCode).toBe(404);
    const fromNakhla = await desk(deskNakhla.token, "PATCH", `/2/api/vendor/products/${productB}`, {
      price: 1,
    });
    expect(fromNakhla.statusCode).toBe(404);
    expect(await stockOf(productB)).toEqual(before);
  });
});

describe("a vendor's conversations", () => {
  it("lists the shoppers' messages to the vendor, answers them, and the shopper reads the reply", async () => {
    const shopper = await shopperWithAddress(t.app);
    const sent = await t.app.inject({
      method: "POST",
      url: "/1/api/marketplace/vendor-messages",
      headers: bearer(shopper.token),
      payload: { vendor_id: deskA.vendorId, message: "Does this laptop come with Arabic keys?" },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const threadId = sent.json().data.id as number;

    const summaryBefore = vendorDeskSummaryResponse.parse(
      (await desk(deskA.token, "GET", "/1/api/vendor/summary")).json(),
    ).data;
    expect(summaryBefore.awaiting_reply).toBeGreaterThanOrEqual(1);

    const list = vendorConversationListResponse.parse(
      (await desk(deskA.token, "GET", "/1/api/vendor/messages")).json(),
    );
    expect(list.data[0]).toMatchObject({
      id: threadId,
      shopper: { name: "Test Shopper" },
      awaiting_reply: true,
      last_message: { sender: "shopper", body: "Does this laptop come with Arabic keys?" },
    });
    const other = await desk(deskB.token, "GET", `/1/api/vendor/messages/${threadId}`);
    expect(other.statusCode).toBe(404);
    const otherReply = await desk(deskB.token, "POST", `/1/api/vendor/messages/${threadId}/reply`, {
      message: "Not mine to answer",
    });
    expect(otherReply.statusCode).toBe(404);
    const blank = await desk(
      deskA.token,
      "POST",
      `/1/api/vendor/messages/${threadId}/reply`,
      { message: " " },
      "ar",
    );
    expect(blank.statusCode).toBe(422);
    expect(hasArabic(blank.json().errors.message[0])).toBe(true);

    const replied = await desk(deskA.token, "POST", `/1/api/vendor/messages/${threadId}/reply`, {
      message: "Yes: every laptop we sell has Arabic and English keys.",
    });
    expect(replied.statusCode, replied.body).toBe(201);
    const conversation = vendorConversationReplyResponse.parse(replied.json()).data;
    expect(conversation.awaiting_reply).toBe(false);
    expect(conversation.messages.map((each) => each.sender)).toEqual(["shopper", "vendor"]);
    const read = vendorConversationResponse.parse(
      (await desk(deskA.token, "GET", `/1/api/vendor/messages/${threadId}`)).json(),
    );
    expect(read.data.message_count).toBe(2);

    const shopperSide = await t.app.inject({
      method: "GET",
      url: `/1/api/marketplace/vendor-messages/${threadId}`,
      headers: bearer(shopper.token),
    });
    const thread = vendorThreadResponse.parse(shopperSide.json()).data;
    expect(thread.messages.at(-1)).toMatchObject({
      sender: "vendor",
      body: "Yes: every laptop we sell has Arabic and English keys.",
    });
    await t.settled();
    const mails = await mailTo(t.app, shopper.email);
    expect(mails.some((mail) => mail.text.includes("every laptop we sell"))).toBe(true);
  });
});

describe("a vendor's dashboard", () => {
  it("counts today's new shipments, what waits for each step and the last 30 days' sales", async () => {
    const read = async () =>
      vendorDeskSummaryResponse.parse(
        (await desk(deskB.token, "GET", "/1/api/vendor/summary", undefined, "ar")).json(),
      ).data;
    const before = await read();
    expect(before.vendor).toEqual({ id: deskB.vendorId, name: deskB.nameAr });
    const shopper = await shopperWithAddress(t.app);
    const placed = await placeOrder(shopper, [[nextProduct(deskB), 2]]);
    const shipment = shipmentOf(placed.data, deskB);
    const lineTotal = placed.data.shipments[0]?.items[0]?.line_total ?? 0;
    const after = await read();
    expect(after.today_new_shipments).toBe(before.today_new_shipments + 1);
    expect(after.waiting.to_confirm).toBe(before.waiting.to_confirm + 1);
    expect(after.last_30_days.orders).toBe(before.last_30_days.orders + 1);
    expect(after.last_30_days.sales).toBeCloseTo(before.last_30_days.sales + lineTotal, 2);
    await advance(deskB, shipment, { status: "confirmed" });
    const confirmed = await read();
    expect(confirmed.waiting.to_confirm).toBe(before.waiting.to_confirm);
    expect(confirmed.waiting.to_ship).toBe(before.waiting.to_ship + 1);
    await advance(deskB, shipment, { status: "cancelled", reason: "No courier reaches there" });
    const cancelled = await read();
    expect(cancelled.waiting.to_ship).toBe(before.waiting.to_ship);
    expect(cancelled.last_30_days.sales).toBeCloseTo(before.last_30_days.sales, 2);
  });
});

describe("the desk's limits", () => {
  it("answers 429 with Retry-After past 120 writes a minute for one account", async () => {
    const url = "/1/api/vendor/shipments/1/advance";
    for (let i = 0; i < 120; i++) {
      const answer = await desk(deskC.token, "POST", url, { status: "nowhere" });
      expect(answer.statusCode).toBe(422);
    }
    const limited = await desk(deskC.token, "POST", url, { status: "confirmed" }, "ar");
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(hasArabic(limited.json().message)).toBe(true);
    // Reads are counted apart, and other accounts are not held back.
    expect((await desk(deskC.token, "GET", "/1/api/vendor/summary")).statusCode).toBe(200);
    expect((await desk(deskA.token, "POST", url, { status: "nowhere" })).statusCode).toBe(422);
  }, 60_000);
});
