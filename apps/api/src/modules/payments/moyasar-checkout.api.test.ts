import { checkoutResponse } from "@souq/contract/orders";
import { orderPaymentResponse } from "@souq/contract/payments";
import { and, asc, eq, gte, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products, productVariants } from "../../db/schema.ts";
import { bearer, shopperWithAddress } from "../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import { type FakeMoyasar, startFakeMoyasar } from "./moyasar/fake-moyasar.ts";

// The API configured for Moyasar, against a local fake of Moyasar's documented API: checkout
// creates Moyasar's hosted invoice, and only Moyasar's own answer (on the shopper's return or its
// webhook with the secret token) marks the order paid.
const webhookSecret = "moyasar-webhook-secret-for-tests";
let fake: FakeMoyasar;
let t: TestApp;
let apiOrigin = "";
let productId = 0;

beforeAll(async () => {
  fake = await startFakeMoyasar();
  t = await buildTestApp({
    paymentProvider: {
      kind: "moyasar",
      secretKey: fake.secretKey,
      publishableKey: `pk_test_${"a".repeat(32)}`,
      webhookSecret,
      apiUrl: fake.apiUrl,
    },
  });
  apiOrigin = await t.app.listen({ port: 0, host: "127.0.0.1" });
  const noVariants = sql`not exists (select 1 from ${productVariants} where ${productVariants.productId} = ${products.id})`;
  const [row] = await t.database.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.companyId, 1), gte(products.stock, 10), noVariants))
    .orderBy(asc(products.id))
    .limit(1);
  if (!row) throw new Error("the seed has no plain product in stock");
  productId = row.id;
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

async function cardCheckout(key: string) {
  const shopper = await shopperWithAddress(t.app);
  const cart = await t.app.inject({
    method: "POST",
    url: "/1/api/marketplace/cart",
    headers: bearer(shopper.token),
    payload: { item_id: productId, item_quantity: 1 },
  });
  expect(cart.statusCode).toBe(200);
  const response = await t.app.inject({
    method: "POST",
    url: "/1/api/marketplace/checkout",
    headers: { ...bearer(shopper.token), "idempotency-key": key },
    payload: {
      address_id: shopper.addressId,
      delivery_option: "standard",
      payment_method: "card",
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const body = checkoutResponse.parse(response.json());
  if (!body.payment) throw new Error("a card checkout answered no payment");
  const invoiceId = new URL(body.payment.redirect_url).pathname.split("/").at(-1) ?? "";
  return { shopper, order: body.data, payment: body.payment, invoiceId };
}

const confirm = (token: string, paymentId: string) =>
  t.app.inject({
    method: "POST",
    url: `/1/api/marketplace/payments/${paymentId}/confirm`,
    headers: bearer(token),
  });

describe("card payments through Moyasar", () => {
  it("sends the shopper to Moyasar's hosted page for the order's total, and a mada payment there makes the order paid", async () => {
    const { shopper, order, payment, invoiceId } = await cardCheckout(`moyasar-${process.pid}-1`);
    expect(payment.redirect_url.startsWith(fake.apiUrl.replace(/\/v1$/, ""))).toBe(true);
    const invoice = fake.invoice(invoiceId);
    expect(invoice?.amount).toBe(Math.round(order.total * 100));
    expect(invoice?.currency).toBe("SAR");

    // Back before paying: still pending.
    const early = await confirm(shopper.token, payment.id);
    expect(early.statusCode, early.body).toBe(200);
    expect(orderPaymentResponse.parse(early.json()).data.status).toBe("pending");

    fake.pay(invoiceId, { company: "mada", last4: "0007" });
    const paid = await confirm(shopper.token, payment.id);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(orderPaymentResponse.parse(paid.json()).data).toMatchObject({
      method: "card",
      status: "paid",
      brand: "mada",
      last4: "0007",
    });
  });

  it("takes Moyasar's webhook only with the secret token, and a replay changes nothing", async () => {
    const { shopper, order, payment, invoiceId } = await cardCheckout(`moyasar-${process.pid}-2`);
    const made = fake.pay(invoiceId, { company: "visa", last4: "1111" });
    const webhook = `${apiOrigin}/api/payments/webhooks/moyasar`;

    expect(await fake.notify(webhook, { type: "payment_paid", paymentId: made.id })).toBe(400);
    expect(
      await fake.notify(webhook, {
        type: "payment_paid",
        paymentId: made.id,
        secretToken: "not-the-secret-token-at-all",
      }),
    ).toBe(400);
    // Refused notifications change nothing: the order still waits for its payment.
    const detail = await t.app.inject({
      method: "GET",
      url: `/1/api/marketplace/order/${order.id}`,
      headers: bearer(shopper.token),
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.payment.status).toBe("pending");

    for (let i = 0; i < 2; i++) {
      expect(
        await fake.notify(webhook, {
          type: "payment_paid",
          paymentId: made.id,
          secretToken: webhookSecret,
        }),
      ).toBe(200);
    }
    const state = await confirm(shopper.token, payment.id);
    expect(orderPaymentResponse.parse(state.json()).data).toMatchObject({
      status: "paid",
      brand: "visa",
      last4: "1111",
    });
  });
});
