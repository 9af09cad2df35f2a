import { createHmac } from "node:crypto";
import { checkoutResponse, orderListResponse, orderResponse } from "@souq/contract/orders";
import {
  orderPaymentResponse,
  paymentAttemptResponse,
  sandboxPayment,
} from "@souq/contract/payments";
import { and, asc, eq, gte, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payments, products, productVariants, sandboxPayments } from "../../db/schema.ts";
import { bearer, hasArabic, mailTo, shopperWithAddress } from "../../test/accounts.ts";
import { buildTestApp, type TestApp, testSandboxWebhookSecret } from "../../test/test-app.ts";
import { orderInvoices } from "../invoices/public.ts";
import { cancelOrderAsOperator } from "../orders/public.ts";

// Time for the holds: the tests move it on instead of waiting.
let now = Date.now();
const clock = () => new Date(now);
const minutes = (n: number) => n * 60_000;

let t: TestApp;
let plainProducts: number[] = [];
beforeAll(async () => {
  t = await buildTestApp({ clock });
  const noVariants = sql`not exists (select 1 from ${productVariants} where ${productVariants.productId} = ${products.id})`;
  const rows = await t.database.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.companyId, 1), gte(products.stock, 10), noVariants))
    .orderBy(asc(products.id));
  plainProducts = rows.map((row) => row.id);
});
afterAll(async () => {
  await t?.close();
});

/** A product of its own for each test, so that one test's holds never move another's stock. */
let productIndex = 0;
function nextProduct(): number {
  const id = plainProducts[productIndex++];
  if (id === undefined) throw new Error("the seed has too few plain products in stock");
  return id;
}

const stockOf = async (productId: number) => {
  const [row] = await t.database.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  return row?.stock ?? -1;
};

interface Shopper {
  token: string;
  email: string;
  addressId: number;
}

/** A shopper of company 1 with an address and `quantity` of a product in the cart. */
async function shopperWithCart(productId: number, quantity: number): Promise<Shopper> {
  const shopper = await shopperWithAddress(t.app);
  const cart = await t.app.inject({
    method: "POST",
    url: "/1/api/marketplace/cart",
    headers: bearer(shopper.token),
    payload: { item_id: productId, item_quantity: quantity },
  });
  expect(cart.statusCode).toBe(200);
  return { token: shopper.token, email: shopper.email, addressId: shopper.addressId };
}

let keyCounter = 0;
const language = (locale?: "en" | "ar") => (locale ? { "accept-language": locale } : {});

async function cardCheckout(shopper: Shopper, locale?: "en" | "ar") {
  const response = await t.app.inject({
    method: "POST",
    url: "/1/api/marketplace/checkout",
    headers: {
      ...bearer(shopper.token),
      "idempotency-key": `card-${process.pid}-${++keyCounter}`,
      ...language(locale),
    },
    payload: { address_id: shopper.addressId, delivery_option: "standard", payment_method: "card" },
  });
  expect(response.statusCode, response.body).toBe(201);
  const body = checkoutResponse.parse(response.json());
  if (!body.payment) throw new Error("a card checkout answered no payment");
  return { order: body.data, payment: body.payment };
}

/** The sandbox's token: the last part of the payment page's address. */
const tokenOf = (redirectUrl: string) => new URL(redirectUrl).pathname.split("/").at(-1) ?? "";

const sandboxCall = (
  token: string,
  action: "card" | "authenticate" | "cancel",
  payload?: Record<string, string>,
  locale?: "en" | "ar",
) =>
  t.app.inject({
    method: "POST",
    url: `/api/sandbox-payments/${token}/${action}`,
    headers: language(locale),
    ...(payload ? { payload } : {}),
  });

const card = (number: string) => ({
  number,
  name: "Noura Al-Saud",
  expiry: "12/39",
  cvc: "123",
});

/** Pays at the sandbox's page: the card, then 3-D Secure; waits for its notification. */
async function payAtSandbox(redirectUrl: string, number: string) {
  const token = tokenOf(redirectUrl);
  const presented = await sandboxCall(token, "card", card(number));
  expect(presented.json()).toEqual({ step: "authenticate" });
  const paid = await sandboxCall(token, "authenticate");
  expect(paid.statusCode).toBe(200);
  await t.settled();
  return paid.json() as { status: string; return_url: string };
}

const confirm = (shopper: Shopper, paymentId: string, locale?: "en" | "ar") =>
  t.app.inject({
    method: "POST",
    url: `/1/api/marketplace/payments/${paymentId}/confirm`,
    headers: { ...bearer(shopper.token), ...language(locale) },
  });

const retry = (shopper: Shopper, orderId: number, locale?: "en" | "ar") =>
  t.app.inject({
    method: "POST",
    url: `/1/api/marketplace/order/${orderId}/payments`,
    headers: { ...bearer(shopper.token), ...language(locale) },
  });

async function orderOf(shopper: Shopper, orderId: number) {
  const response = await t.app.inject({
    method: "GET",
    url: `/1/api/marketplace/order/${orderId}`,
    headers: bearer(shopper.token),
  });
  expect(response.statusCode).toBe(200);
  return orderResponse.parse(response.json()).data;
}

const sandboxRowOf = async (token: string) => {
  const [row] = await t.database.db
    .select()
    .from(sandboxPayments)
    .where(eq(sandboxPayments.token, token));
  if (!row) throw new Error("no sandbox payment");
  return row;
};

/** A notification body naming a sandbox payment, signed as the sandbox signs (or with another secret). */
function signedNotification(providerId: string, options: { secret?: string; at?: number } = {}) {
  const body = JSON.stringify({ id: "evt_test", type: "payment.paid", data: { id: providerId } });
  const timestamp = String(Math.floor((options.at ?? now) / 1000));
  const signature = createHmac("sha256", options.secret ?? testSandboxWebhookSecret)
    .update(`${timestamp}.${body}`)
    .digest("hex");
  return { body, header: `t=${timestamp},v1=${signature}` };
}

/** The emails about one order (a new shopper also has the sign-up's). */
const orderMails = async (shopper: Shopper, number: string) =>
  (await mailTo(t.app, shopper.email)).filter((mail) => mail.subject.includes(number));

const postWebhook = (body: string, headers: Record<string, string>, provider = "sandbox") =>
  t.app.inject({
    method: "POST",
    url: `/api/payments/webhooks/${provider}`,
    headers: { "content-type": "application/json", ...headers },
    payload: body,
  });

describe("card payments through the sandbox", () => {
  it("offers card at checkout, holds the stock while awaiting payment, and is paid by a Visa card after 3-D Secure", async () => {
    const productId = nextProduct();
    const shopper = await shopperWithCart(productId, 2);
    const stockBefore = await stockOf(productId);

    const summary = await t.app.inject({
      method: "GET",
      url: "/1/api/marketplace/checkout",
      headers: bearer(shopper.token),
    });
    expect(summary.json().data.payment_methods).toEqual(["cash_on_delivery", "card"]);

    const { order, payment } = await cardCheckout(shopper);
    expect(order.status).toBe("AwaitingPayment");
    expect(order.payment).toEqual({
      method: "card",
      status: "pending",
      brand: null,
      last4: null,
      expires_at: new Date(now + minutes(15)).toISOString(),
    });
    expect(payment.status).toBe("pending");
    expect(payment.expires_at).toBe(order.payment.expires_at);
    expect(payment.redirect_url).toMatch(
      /^http:\/\/shop\.test\/pages\/pay\/sbx_[A-Za-z0-9_-]{32}$/,
    );
    // The stock is taken with the order: that is the hold.
    expect(await stockOf(productId)).toBe(stockBefore - 2);

    const token = tokenOf(payment.redirect_url);
    const page = await t.app.inject({ method: "GET", url: `/api/sandbox-payments/${token}` });
    expect(sandboxPayment.parse(page.json())).toEqual({
      amount: order.total,
      currency: "SAR",
      description: `Souq order ${order.number}`,
      status: "pending",
      step: "card",
      return_url: `http://shop.test/pages/orders/${order.id}?payment=${payment.id}`,
      test_mode: true,
    });

    const settled = await payAtSandbox(payment.redirect_url, "4111 1111 1111 1111");
    expect(settled).toEqual({
      status: "paid",
      return_url: `http://shop.test/pages/orders/${order.id}?payment=${payment.id}`,
    });

    const confirmed = await confirm(shopper, payment.id);
    expect(confirmed.statusCode).toBe(200);
    expect(orderPaymentResponse.parse(confirmed.json())).toEqual({
      message: "Your payment was received.",
      data: { method: "card", status: "paid", brand: "visa", last4: "1111", expires_at: null },
    });
    const paidOrder = await orderOf(shopper, order.id);
    expect(paidOrder.status).toBe("InProgress");
    expect(paidOrder.payment.status).toBe("paid");
    expect(await stockOf(productId)).toBe(stockBefore - 2);

    const list = await t.app.inject({
      method: "GET",
      url: "/1/api/marketplace/order",
      headers: bearer(shopper.token),
    });
    const listed = orderListResponse.parse(list.json()).data.find((each) => each.id === order.id);
    expect(listed?.payment).toEqual(paidOrder.payment);

    // The confirmation goes out once paid, naming the card; a second return sends nothing more.
    const again = await confirm(shopper, payment.id);
    expect(again.json().data.status).toBe("paid");
    await t.settled();
    const mail = await orderMails(shopper, order.number);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.text).toContain("Payment: Visa card ending in 1111, paid");

    // Of the card, only its brand and last four digits are kept, at the sandbox and by the order.
    const stored = JSON.stringify([
      await sandboxRowOf(token),
      await t.database.db.select().from(payments).where(eq(payments.orderId, order.id)),
    ]);
    expect(stored).not.toContain("41111111");
    expect(stored).not.toContain("Noura");
    expect(stored).not.toContain("12/39");
  });

  it("is declined, then paid by mada on a second attempt, all in Arabic", async () => {
    const productId = nextProduct();
    const shopper = await shopperWithCart(productId, 1);
    const stockBefore = await stockOf(productId);
    const { order, payment } = await cardCheckout(shopper, "ar");
    expect(payment.redirect_url).toMatch(/^http:\/\/shop\.test\/ar\/pages\/pay\/sbx_/);

    const declined = await sandboxCall(
      tokenOf(payment.redirect_url),
      "card",
      card("4000 0000 0000 0002"),
    );
    expect(declined.json()).toEqual({
      status: "failed",
      return_url: `http://shop.test/ar/pages/orders/${order.id}?payment=${payment.id}`,
    });
    await t.settled();
    const failed = await confirm(shopper, payment.id, "ar");
    expect(failed.statusCode).toBe(200);
    expect(failed.json().data).toMatchObject({ status: "failed", brand: "visa", last4: "0002" });
    expect(hasArabic(failed.json().message)).toBe(true);
    // Still held: the shopper may pay again.
    expect((await orderOf(shopper, order.id)).status).toBe("AwaitingPayment");
    expect(await stockOf(productId)).toBe(stockBefore - 1);

    const second = await retry(shopper, order.id, "ar");
    expect(second.statusCode).toBe(201);
    const attempt = paymentAttemptResponse.parse(second.json()).payment;
    expect(attempt.id).not.toBe(payment.id);
    expect(attempt.redirect_url).toMatch(/^http:\/\/shop\.test\/ar\/pages\/pay\/sbx_/);

    await payAtSandbox(attempt.redirect_url, "4464 0400 0000 0007");
    const paid = await confirm(shopper, attempt.id, "ar");
    expect(paid.json().data).toEqual({
      method: "card",
      status: "paid",
      brand: "mada",
      last4: "0007",
      expires_at: null,
    });
    const mail = await orderMails(shopper, order.number);
    expect(mail[0]?.text).toContain("بطاقة مدى تنتهي بـ 0007");

    const paidAgain = await retry(shopper, order.id, "ar");
    expect(paidAgain.statusCode).toBe(422);
    expect(paidAgain.json().message).toBe("هذا الطلب مدفوع بالفعل.");
  });

  it("refuses a payment method it does not offer, in Arabic, and places nothing", async () => {
    const productId = nextProduct();
    const shopper = await shopperWithCart(productId, 1);
    const stockBefore = await stockOf(productId);
    const response = await t.app.inject({
      method: "POST",
      url: "/1/api/marketplace/checkout",
      headers: {
        ...bearer(shopper.token),
        "idempotency-key": `card-bad-${process.pid}`,
        ...language("ar"),
      },
      payload: {
        address_id: shopper.addressId,
        delivery_option: "standard",
        payment_method: "paypal",
      },
    });
    expect(response.statusCode).toBe(422);
    expect(hasArabic(response.json().errors.payment_method?.[0] ?? "")).toBe(true);
    expect(await stockOf(productId)).toBe(stockBefore);
  });

  it("answers a card that is not valid field by field, in Arabic, and keeps the payment open", async () => {
    const shopper = await shopperWithCart(nextProduct(), 1);
    const { payment } = await cardCheckout(shopper);
    const token = tokenOf(payment.redirect_url);
    const wrong = await sandboxCall(
      token,
      "card",
      { number: "4111 1111 1111 1112", name: " ", expiry: "13/30", cvc: "12" },
      "ar",
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({
      number: ["أدخل رقم بطاقة صحيحًا."],
      name: ["أدخل الاسم المكتوب على البطاقة."],
      expiry: ["أدخل تاريخ الانتهاء بالصيغة MM/YY."],
      cvc: ["أدخل رمز التحقق المكوّن من 3 أو 4 أرقام."],
    });
    const expired = await sandboxCall(token, "card", {
      ...card("4111111111111111"),
      expiry: "01/20",
    });
    expect(expired.json().errors).toEqual({ expiry: ["This card has expired."] });
    expect((await sandboxRowOf(token)).step).toBe("card");
    // 3-D Secure comes only after a card.
    expect((await sandboxCall(token, "authenticate")).statusCode).toBe(422);
    const unknown = await t.app.inject({
      method: "GET",
      url: "/api/sandbox-payments/sbx_unknownunknownunknown",
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("accepts a webhook only with the sandbox's signature, answers 404 for a payment it does not know, and changes nothing on a replay", async () => {
    const productId = nextProduct();
    const shopper = await shopperWithCart(productId, 1);
    const { order, payment } = await cardCheckout(shopper);
    const token = tokenOf(payment.redirect_url);
    await sandboxCall(token, "card", card("4111111111111111"));
    // Paid at the sandbox, but its own notification is not sent: only the ones below arrive.
    await t.database.db
      .update(sandboxPayments)
      .set({ status: "paid", step: "done" })
      .where(eq(sandboxPayments.token, token));

    const forged = signedNotification(token, { secret: "another-secret-of-16-chars" });
    expect(
      (await postWebhook(forged.body, { "souq-sandbox-signature": forged.header })).statusCode,
    ).toBe(400);
    expect((await postWebhook(forged.body, {})).statusCode).toBe(400);
    const stale = signedNotification(token, { at: now - minutes(10) });
    expect(
      (await postWebhook(stale.body, { "souq-sandbox-signature": stale.header })).statusCode,
    ).toBe(400);
    const tampered = signedNotification(token);
    const otherBody = tampered.body.replace("payment.paid", "payment.failed");
    expect(
      (await postWebhook(otherBody, { "souq-sandbox-signature": tampered.header })).statusCode,
    ).toBe(400);
    expect((await orderOf(shopper, order.id)).payment.status).toBe("pending");

    const good = signedNotification(token);
    const first = await postWebhook(good.body, { "souq-sandbox-signature": good.header });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true });
    expect((await orderOf(shopper, order.id)).payment).toMatchObject({
      status: "paid",
      last4: "1111",
    });
    await t.settled();
    expect(await orderMails(shopper, order.number)).toHaveLength(1);

    const replay = await postWebhook(good.body, { "souq-sandbox-signature": good.header });
    expect(replay.statusCode).toBe(200);
    await t.settled();
    expect(await orderMails(shopper, order.number)).toHaveLength(1);
    const rows = await t.database.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(rows.map((row) => row.status)).toEqual(["paid"]);

    const unknown = signedNotification("sbx_nobodyknowsthispayment000");
    const missing = await postWebhook(unknown.body, { "souq-sandbox-signature": unknown.header });
    expect(missing.statusCode).toBe(404);
    // Moyasar is not the configured provider here.
    expect((await postWebhook(good.body, {}, "moyasar")).statusCode).toBe(404);
  });

  it("refuses a payment whose amount differs from the order's, and changes nothing", async () => {
    const productId = nextProduct();
    const shopper = await shopperWithCart(productId, 1);
    const { order, payment } = await cardCheckout(shopper);
    const token = tokenOf(payment.redirect_url);
    // The provider reports 1.00 SAR paid for it.
    await t.database.db
      .update(sandboxPayments)
      .set({ amount: 100 })
      .where(eq(sandboxPayments.token, token));
    await payAtSandbox(payment.redirect_url, "4111111111111111");

    const confirmed = await confirm(shopper, payment.id, "ar");
    expect(confirmed.statusCode).toBe(422);
    expect(confirmed.json().message).toBe("لا يطابق مبلغ الدفع قيمة هذا الطلب، لذا لم يُقبل.");
    const after = await orderOf(shopper, order.id);
    expect(after.status).toBe("AwaitingPayment");
    expect(after.payment.status).toBe("pending");
    expect(await orderMails(shopper, order.number)).toHaveLength(0);
  });

  it("answers 404 for another shopper's order or payment, and 400 for a malformed payment id", async () => {
    const owner = await shopperWithCart(nextProduct(), 1);
    const { order, payment } = await cardCheckout(owner);
    const other = await shopperWithCart(nextProduct(), 1);
    const theirs = await confirm(other, payment.id, "ar");
    expect(theirs.statusCode).toBe(404);
    expect(hasArabic(theirs.json().message)).toBe(true);
    expect((await retry(other, order.id)).statusCode).toBe(404);
    expect((await confirm(other, "pay_doesnotexistdoesnotexist")).statusCode).toBe(404);
    expect((await confirm(other, "1")).statusCode).toBe(400);
    expect((await orderOf(owner, order.id)).payment.status).toBe("pending");
  });

  it("takes a payment once: a sandbox payment cannot be paid twice, and a second attempt paid as well is refunded", async () => {
    const productId = nextProduct();
    const shopper = await shopperWithCart(productId, 1);
    const { order, payment } = await cardCheckout(shopper);
    const firstToken = tokenOf(payment.redirect_url);
    // The shopper leaves the first page at 3-D Secure and starts again.
    await sandboxCall(firstToken, "card", card("4111111111111111"));
    const second = paymentAttemptResponse.parse((await retry(shopper, order.id)).json()).payment;
    await payAtSandbox(second.redirect_url, "5555 5555 5555 4444");
    expect((await sandboxCall(tokenOf(second.redirect_url), "authenticate")).statusCode).toBe(422);
    expect(
      (await sandboxCall(tokenOf(second.redirect_url), "card", card("4111111111111111")))
        .statusCode,
    ).toBe(422);

    // Then finishes the first page too: that money goes back.
    await sandboxCall(firstToken, "authenticate");
    await t.settled();
    const view = await orderOf(shopper, order.id);
    expect(view.status).toBe("InProgress");
    expect(view.payment).toMatchObject({ status: "paid", brand: "mastercard", last4: "4444" });
    expect(await sandboxRowOf(firstToken)).toMatchObject({
      status: "refunded",
      refunded: Math.round(order.total * 100),
    });
    expect((await sandboxRowOf(tokenOf(second.redirect_url))).status).toBe("paid");
    expect(await orderMails(shopper, order.number)).toHaveLength(1);
  });

  it("refunds a paid order cancelled by the shopper or by the operator, and returns its stock", async () => {
    const productId = nextProduct();
    const shopper = await shopperWithCart(productId, 2);
    const stockBefore = await stockOf(productId);
    const { order, payment } = await cardCheckout(shopper);
    await payAtSandbox(payment.redirect_url, "4111111111111111");
    const cancelled = await t.app.inject({
      method: "POST",
      url: `/1/api/marketplace/order/${order.id}/cancel`,
      headers: bearer(shopper.token),
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.payment).toMatchObject({ status: "refunded", last4: "1111" });
    expect(await sandboxRowOf(tokenOf(payment.redirect_url))).toMatchObject({
      status: "refunded",
      refunded: Math.round(order.total * 100),
    });
    expect(await stockOf(productId)).toBe(stockBefore);

    const byOperator = await shopperWithCart(productId, 1);
    const placed = await cardCheckout(byOperator);
    await payAtSandbox(placed.payment.redirect_url, "4464040000000007");
    const result = await cancelOrderAsOperator(
      t.database.db,
      { payments: t.app.cardPayments, invoices: orderInvoices },
      placed.order.number,
    );
    expect(result).toEqual({ number: placed.order.number, refunded: true });
    const view = await orderOf(byOperator, placed.order.id);
    expect(view.status).toBe("Cancelled");
    expect(view.payment).toMatchObject({ status: "refunded", brand: "mada" });
    expect((await sandboxRowOf(tokenOf(placed.payment.redirect_url))).status).toBe("refunded");
  });

  it("ships nothing of an order awaiting payment", async () => {
    const shopper = await shopperWithCart(nextProduct(), 1);
    const { order } = await cardCheckout(shopper);
    const advance = await t.app.inject({
      method: "POST",
      url: "/api/dev/orders/advance",
      payload: { order: order.number, vendor_id: order.shipments[0]?.vendor_id },
    });
    expect(advance.statusCode).toBe(422);
    expect(advance.json().message).toContain("awaiting payment");
  });

  it("cancels an order not paid in time and returns its stock: by the sweep, or when it is read", async () => {
    const productId = nextProduct();
    const swept = await shopperWithCart(productId, 3);
    const stockBefore = await stockOf(productId);
    const first = await cardCheckout(swept);
    const read = await shopperWithCart(productId, 2);
    const second = await cardCheckout(read);
    expect(await stockOf(productId)).toBe(stockBefore - 5);

    now += minutes(14);
    expect((await t.app.cardPayments.sweep()).expired).toBe(0);
    expect(await stockOf(productId)).toBe(stockBefore - 5);

    now += minutes(2);
    // Nobody reads the first: the sweep cancels it.
    const { expired } = await t.app.cardPayments.sweep();
    expect(expired).toBeGreaterThanOrEqual(2);
    expect(await stockOf(productId)).toBe(stockBefore);
    const view = await orderOf(swept, first.order.id);
    expect(view.status).toBe("Cancelled");
    expect(view.payment).toEqual({
      method: "card",
      status: "expired",
      brand: null,
      last4: null,
      expires_at: null,
    });
    const late = await retry(read, second.order.id, "ar");
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toContain("انتهت مهلة الدفع");

    // A hold that runs out with nobody sweeping: its owner's read cancels it first.
    const owner = await shopperWithCart(productId, 4);
    const third = await cardCheckout(owner);
    expect(await stockOf(productId)).toBe(stockBefore - 4);
    now += minutes(16);
    // Another shopper's read leaves it alone.
    const others = await t.app.inject({
      method: "GET",
      url: "/1/api/marketplace/order",
      headers: bearer(swept.token),
    });
    expect(others.statusCode).toBe(200);
    expect(await stockOf(productId)).toBe(stockBefore - 4);
    const own = await orderOf(owner, third.order.id);
    expect(own.status).toBe("Cancelled");
    expect(own.payment.status).toBe("expired");
    expect(await stockOf(productId)).toBe(stockBefore);
  });

  it("honours a payment the provider took before the hold was seen to run out, its notification lost", async () => {
    const productId = nextProduct();
    const shopper = await shopperWithCart(productId, 1);
    const stockBefore = await stockOf(productId);
    const { order, payment } = await cardCheckout(shopper);
    const token = tokenOf(payment.redirect_url);
    await sandboxCall(token, "card", card("4111111111111111"));
    // Paid at the sandbox; its notification never arrives and the shopper never comes back.
    await t.database.db
      .update(sandboxPayments)
      .set({ status: "paid", step: "done" })
      .where(eq(sandboxPayments.token, token));
    now += minutes(16);
    await t.app.cardPayments.sweep();
    const view = await orderOf(shopper, order.id);
    expect(view.status).toBe("InProgress");
    expect(view.payment).toMatchObject({ status: "paid", last4: "1111" });
    expect(await stockOf(productId)).toBe(stockBefore - 1);
    expect(await orderMails(shopper, order.number)).toHaveLength(1);
  });

  it("answers a return after the hold ran out with a clear error, and refunds a payment made after it", async () => {
    const productId = nextProduct();
    const shopper = await shopperWithCart(productId, 1);
    const stockBefore = await stockOf(productId);
    const { order, payment } = await cardCheckout(shopper);
    const token = tokenOf(payment.redirect_url);
    await sandboxCall(token, "card", card("4111111111111111"));

    now += minutes(16);
    // Read after the hold: the order is cancelled (the provider had not been paid yet).
    expect((await orderOf(shopper, order.id)).status).toBe("Cancelled");
    expect(await stockOf(productId)).toBe(stockBefore);
    // The shopper finishes 3-D Secure too late: the sandbox takes the money, the API gives it back.
    await sandboxCall(token, "authenticate");
    await t.settled();
    const back = await confirm(shopper, payment.id);
    expect(back.statusCode).toBe(422);
    expect(back.json().message).toBe(
      "The time to pay for this order has run out: it was cancelled and its items went back to stock. Any amount taken is refunded.",
    );
    const arabic = await confirm(shopper, payment.id, "ar");
    expect(arabic.statusCode).toBe(422);
    expect(hasArabic(arabic.json().message)).toBe(true);

    const view = await orderOf(shopper, order.id);
    expect(view.status).toBe("Cancelled");
    expect(view.payment.status).toBe("refunded");
    expect((await sandboxRowOf(token)).status).toBe("refunded");
    expect(await stockOf(productId)).toBe(stockBefore);
    expect(await orderMails(shopper, order.number)).toHaveLength(0);
  });
});
