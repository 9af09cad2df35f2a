import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeMoyasar, startFakeMoyasar } from "./fake-moyasar.ts";
import {
  createMoyasarProvider,
  type MoyasarConfig,
  PaymentProviderError,
} from "./moyasar-provider.ts";

const webhookSecret = "whsec-test-0123456789abcdef";
const publishableKey = "pk_test_publishable0123456789";
const returnUrl = "http://127.0.0.1:3000/en/pages/orders/ord-1?payment=pay-1";

let fake: FakeMoyasar;

beforeAll(async () => {
  fake = await startFakeMoyasar();
});

afterAll(async () => {
  await fake.close();
});

function provider(overrides: Partial<MoyasarConfig> = {}) {
  return createMoyasarProvider({
    secretKey: fake.secretKey,
    publishableKey,
    webhookSecret,
    apiUrl: fake.apiUrl,
    ...overrides,
  });
}

function startInput(amountHalalas = 11_500) {
  return {
    reference: "SQ-1001",
    amountHalalas,
    currency: "SAR" as const,
    description: "Souq order SQ-1001",
    returnUrl,
    locale: "ar" as const,
  };
}

/** What Moyasar itself answers, read with the secret key, for checking the fake's shapes. */
async function moyasarGet(path: string, key = fake.secretKey) {
  const response = await fetch(`${fake.apiUrl}${path}`, {
    headers: { authorization: `Basic ${Buffer.from(`${key}:`).toString("base64")}` },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("the Moyasar adapter against a local Moyasar", () => {
  it("starts a payment as an invoice whose page is in the shopper's language", async () => {
    const moyasar = provider();
    const started = await moyasar.start(startInput());

    const invoice = fake.invoice(started.providerId);
    expect(invoice).toMatchObject({
      amount: 11_500,
      currency: "SAR",
      description: "Souq order SQ-1001",
      success_url: returnUrl,
      back_url: returnUrl,
      metadata: { reference: "SQ-1001" },
      status: "initiated",
    });
    const redirect = new URL(started.redirectUrl);
    expect(`${redirect.origin}${redirect.pathname}`).toBe(
      `${new URL(fake.apiUrl).origin}/checkout/invoices/${started.providerId}`,
    );
    expect(redirect.searchParams.get("lang")).toBe("ar");
    expect(await moyasar.fetch(started.providerId)).toEqual({
      providerId: started.providerId,
      status: "pending",
      amountHalalas: 11_500,
      currency: "SAR",
      card: null,
      refundedHalalas: 0,
    });
  });

  it("passes the hold's end as the invoice's expiry", async () => {
    const expiresAt = new Date("2026-11-26T18:00:00.000Z");
    const started = await provider().start({ ...startInput(), expiresAt });
    expect(fake.invoice(started.providerId)?.expired_at).toBe("2026-11-26T18:00:00.000Z");
  });

  it("reads a mada payment as paid with its brand, last four digits and paid amount", async () => {
    const moyasar = provider();
    const { providerId } = await moyasar.start(startInput());
    fake.pay(providerId, { company: "mada", last4: "1010" });

    expect(await moyasar.fetch(providerId)).toEqual({
      providerId,
      status: "paid",
      amountHalalas: 11_500,
      currency: "SAR",
      card: { brand: "mada", last4: "1010" },
      refundedHalalas: 0,
    });
  });

  it("names Visa, Mastercard and other companies by the brands the shop shows", async () => {
    const moyasar = provider();
    const cases = [
      ["visa", "1111", "visa"],
      ["master", "0000", "mastercard"],
      ["amex", "0005", "other"],
    ] as const;
    for (const [company, last4, brand] of cases) {
      const { providerId } = await moyasar.start(startInput());
      fake.pay(providerId, { company, last4 });
      expect((await moyasar.fetch(providerId)).card).toEqual({ brand, last4 });
    }
  });

  it("reads a declined card as failed, and a later successful attempt as paid", async () => {
    const moyasar = provider();
    const { providerId } = await moyasar.start(startInput());
    fake.fail(providerId, { company: "visa", last4: "0002" });

    const failed = await moyasar.fetch(providerId);
    expect(failed.status).toBe("failed");
    expect(failed.refundedHalalas).toBe(0);

    fake.pay(providerId, { company: "master", last4: "0000" });
    const paid = await moyasar.fetch(providerId);
    expect(paid.status).toBe("paid");
    expect(paid.card).toEqual({ brand: "mastercard", last4: "0000" });
  });

  it("answers the amount and currency Moyasar says were paid, not what was asked", async () => {
    const moyasar = provider();
    const { providerId } = await moyasar.start(startInput(20_000));
    const payment = fake.pay(providerId, { company: "mada", last4: "1010" });
    // Moyasar's record is what counts: the order's total is compared with it by the caller.
    payment.amount = 19_900;
    payment.currency = "USD";

    const read = await moyasar.fetch(providerId);
    expect(read.amountHalalas).toBe(19_900);
    expect(read.currency).toBe("USD");
  });

  it("refunds the paid payment, in part and then the rest", async () => {
    const moyasar = provider();
    const { providerId } = await moyasar.start(startInput(11_500));
    const payment = fake.pay(providerId, { company: "mada", last4: "1010" });

    const part = await moyasar.refund(providerId, 1_500);
    expect(part).toMatchObject({
      status: "refunded",
      amountHalalas: 11_500,
      refundedHalalas: 1_500,
    });
    expect(fake.invoice(providerId)?.payments[0]?.refunded).toBe(1_500);

    const rest = await moyasar.refund(providerId, 10_000);
    expect(rest).toMatchObject({
      status: "refunded",
      refundedHalalas: 11_500,
      card: { brand: "mada", last4: "1010" },
    });
    expect(
      fake.calls.filter((call) => call.path === `/v1/payments/${payment.id}/refund`),
    ).toHaveLength(2);
    expect((await moyasar.fetch(providerId)).status).toBe("refunded");

    // Asked again (its answer lost the first time): Moyasar is not asked to refund twice.
    expect(await moyasar.refund(providerId, 11_500)).toMatchObject({
      status: "refunded",
      refundedHalalas: 11_500,
    });
    expect(
      fake.calls.filter((call) => call.path === `/v1/payments/${payment.id}/refund`),
    ).toHaveLength(2);
  });

  it("refuses to refund what Moyasar does not allow", async () => {
    const moyasar = provider();
    const unpaid = await moyasar.start(startInput());
    await expect(moyasar.refund(unpaid.providerId, 100)).rejects.toMatchObject({
      kind: "refused",
    });

    const paid = await moyasar.start(startInput(11_500));
    fake.pay(paid.providerId, { company: "visa", last4: "1111" });
    await expect(moyasar.refund(paid.providerId, 11_501)).rejects.toMatchObject({
      kind: "refused",
      status: 400,
    });
  });

  it("answers a refused error for a wrong secret key, naming neither key", async () => {
    const wrongKey = "sk_test_wrongwrongwrongwrong";
    const moyasar = provider({ secretKey: wrongKey });
    const failure = await moyasar.start(startInput()).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(PaymentProviderError);
    expect(failure).toMatchObject({ kind: "refused", status: 401 });
    const message = (failure as Error).message;
    expect(message).toContain("authentication_error");
    expect(message).not.toContain(wrongKey);
    expect(message).not.toContain(fake.secretKey);
    expect(fake.calls.at(-1)).toEqual({ method: "POST", path: "/v1/invoices", authorized: false });
  });

  it("answers a refused error for an invoice Moyasar does not know", async () => {
    await expect(provider().fetch("00000000-0000-4000-8000-000000000000")).rejects.toMatchObject({
      kind: "refused",
      status: 404,
    });
  });

  it("answers an unavailable error when Moyasar is down, unreachable or past the deadline", async () => {
    const moyasar = provider();
    const { providerId } = await moyasar.start(startInput());

    fake.breakNext(503);
    await expect(moyasar.fetch(providerId)).rejects.toMatchObject({
      kind: "unavailable",
      status: 503,
    });
    fake.breakNext(429);
    await expect(moyasar.fetch(providerId)).rejects.toMatchObject({ kind: "unavailable" });

    const closed = await startFakeMoyasar({ secretKey: fake.secretKey });
    await closed.close();
    await expect(provider({ apiUrl: closed.apiUrl }).fetch(providerId)).rejects.toMatchObject({
      kind: "unavailable",
      status: null,
    });

    // A Moyasar that never answers: the call's own deadline ends it.
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const port = (silent.address() as AddressInfo).port;
    try {
      const slow = provider({ apiUrl: `http://127.0.0.1:${port}/v1`, timeoutMs: 50 });
      const failure = await slow.fetch(providerId).catch((error: unknown) => error);
      expect(failure).toMatchObject({ kind: "unavailable", status: null });
      expect((failure as Error).message).toContain("deadline");
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it("passes a deadline with every call", async () => {
    const signals: (AbortSignal | null | undefined)[] = [];
    const moyasar = provider({
      fetch: (input, init) => {
        signals.push(init?.signal);
        return fetch(input, init);
      },
    });
    const { providerId } = await moyasar.start(startInput());
    fake.pay(providerId, { company: "mada", last4: "1010" });
    await moyasar.fetch(providerId);
    await moyasar.refund(providerId, 100);

    expect(signals).toHaveLength(4);
    for (const signal of signals) expect(signal).toBeInstanceOf(AbortSignal);
  });

  it("refuses keys of the wrong form or of mixed modes at start-up", () => {
    expect(() => provider({ secretKey: "pk_test_abc" })).toThrow(/MOYASAR_SECRET_KEY/);
    expect(() => provider({ publishableKey: "sk_test_abc" })).toThrow(/MOYASAR_PUBLISHABLE_KEY/);
    expect(() => provider({ publishableKey: "pk_live_abc" })).toThrow(/both be test or both live/);
    expect(() => provider({ webhookSecret: "short" })).toThrow(/MOYASAR_WEBHOOK_SECRET/);
    expect(provider().testMode).toBe(true);
  });
});

describe("Moyasar's webhook", () => {
  /** A receiver standing in for our webhook route: it hands the raw body to the adapter. */
  async function receive(secretToken: string | undefined) {
    const moyasar = provider();
    const { providerId } = await moyasar.start(startInput());
    const payment = fake.pay(providerId, { company: "mada", last4: "1010" });
    let read: { providerId: string } | null | undefined;
    const receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        read = moyasar.readWebhook(request.headers, Buffer.concat(chunks));
        response.writeHead(read ? 204 : 401).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    try {
      const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhook`;
      const status = await fake.notify(url, {
        type: "payment_paid",
        paymentId: payment.id,
        ...(secretToken === undefined ? {} : { secretToken }),
      });
      return { status, read, providerId };
    } finally {
      await new Promise((resolve) => receiver.close(resolve));
    }
  }

  it("is accepted with the right secret token and names the invoice to read again", async () => {
    const { status, read, providerId } = await receive(webhookSecret);
    expect(status).toBe(204);
    expect(read).toEqual({ providerId });
  });

  it("is ignored with a wrong, a longer or no secret token", async () => {
    for (const token of ["whsec-test-0123456789abcdeX", `${webhookSecret}0`, "", undefined]) {
      const { status, read } = await receive(token);
      expect(status).toBe(401);
      expect(read).toBeNull();
    }
  });

  it("is ignored when its body is not Moyasar's JSON", () => {
    const moyasar = provider();
    expect(moyasar.readWebhook({}, Buffer.from("not json"))).toBeNull();
    expect(
      moyasar.readWebhook({}, Buffer.from(JSON.stringify({ secret_token: webhookSecret }))),
    ).toBeNull();
    expect(
      moyasar.readWebhook(
        {},
        Buffer.from(JSON.stringify({ type: "payment_paid", secret_token: 7, data: { id: "x" } })),
      ),
    ).toBeNull();
  });
});

describe("the local Moyasar answers in Moyasar's documented shapes", () => {
  it("an invoice, its payments and a payment", async () => {
    const { providerId } = await provider().start(startInput());
    const payment = fake.pay(providerId, { company: "mada", last4: "1010" });

    const invoice = await moyasarGet(`/invoices/${providerId}`);
    expect(invoice.status).toBe(200);
    expect(Object.keys(invoice.body).sort()).toEqual(
      [
        "amount",
        "amount_format",
        "back_url",
        "callback_url",
        "created_at",
        "currency",
        "description",
        "expired_at",
        "id",
        "logo_url",
        "metadata",
        "payments",
        "status",
        "success_url",
        "updated_at",
        "url",
      ].sort(),
    );
    expect(invoice.body).toMatchObject({
      status: "paid",
      amount: 11_500,
      amount_format: "115.00 SAR",
    });

    const read = await moyasarGet(`/payments/${payment.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      id: payment.id,
      status: "paid",
      amount: 11_500,
      currency: "SAR",
      refunded: 0,
      refunded_at: null,
      captured: 11_500,
      invoice_id: providerId,
      source: {
        type: "creditcard",
        company: "mada",
        number: "XXXX-XXXX-XXXX-1010",
        message: "APPROVED",
      },
    });
    for (const key of [
      "fee",
      "captured_at",
      "voided_at",
      "ip",
      "created_at",
      "updated_at",
      "metadata",
    ]) {
      expect(read.body).toHaveProperty(key);
    }
    expect((invoice.body.payments as unknown[])[0]).toEqual(read.body);
  });

  it("errors as `{ type, message, errors }` with Moyasar's statuses", async () => {
    expect(await moyasarGet("/invoices/nope", "sk_test_wrong")).toEqual({
      status: 401,
      body: {
        type: "authentication_error",
        message: "Invalid authorization credentials",
        errors: null,
      },
    });
    const missing = await moyasarGet("/payments/nope");
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ type: "invalid_request_error", errors: null });

    const invalid = await fetch(`${fake.apiUrl}/invoices`, {
      method: "POST",
      headers: {
        authorization: `Basic ${Buffer.from(`${fake.secretKey}:`).toString("base64")}`,
        "content-type": "application/json",
      },
      body: JSON.stringify({ amount: 99.5, currency: "SAR" }),
    });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({
      type: "invalid_request_error",
      message: "Validation Failed",
      errors: { amount: ["must be an integer"], description: ["can't be blank"] },
    });
  });
});
