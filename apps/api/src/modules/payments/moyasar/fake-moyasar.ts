import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/*
 * A local stand-in for Moyasar's API, for tests only: the calls the adapter makes, with the shapes,
 * statuses and errors Moyasar documents (see `moyasar-api.ts`), Basic auth checked against one
 * secret key, and controls for what a shopper and Moyasar would do on the hosted page (pay, fail,
 * notify). It listens on 127.0.0.1 on a free port and keeps everything in memory.
 */

export type FakeCardCompany = "mada" | "visa" | "master" | "amex";

interface FakeSource {
  type: "creditcard";
  company: FakeCardCompany;
  name: string;
  number: string;
  gateway_id: string;
  reference_number: string | null;
  token: null;
  message: string;
  transaction_url: null;
}

export interface FakePayment {
  id: string;
  status: "initiated" | "paid" | "failed" | "refunded";
  amount: number;
  fee: number;
  currency: string;
  refunded: number;
  refunded_at: string | null;
  captured: number;
  captured_at: string | null;
  voided_at: string | null;
  description: string | null;
  amount_format: string;
  fee_format: string;
  refunded_format: string;
  captured_format: string;
  invoice_id: string | null;
  ip: string;
  callback_url: string | null;
  created_at: string;
  updated_at: string;
  metadata: Record<string, string> | null;
  source: FakeSource;
}

export interface FakeInvoice {
  id: string;
  status: "initiated" | "paid" | "failed" | "refunded" | "expired";
  amount: number;
  currency: string;
  description: string;
  logo_url: string | null;
  amount_format: string;
  url: string;
  callback_url: string | null;
  success_url: string | null;
  back_url: string | null;
  expired_at: string | null;
  created_at: string;
  updated_at: string;
  metadata: Record<string, string> | null;
  payments: FakePayment[];
}

export interface FakeMoyasar {
  /** `http://127.0.0.1:{port}/v1`, the adapter's `apiUrl`. */
  readonly apiUrl: string;
  readonly secretKey: string;
  /** Every call received, without its body: method, path and whether its key was right. */
  readonly calls: { method: string; path: string; authorized: boolean }[];
  invoice(id: string): FakeInvoice | undefined;
  /** The shopper pays on the hosted page with a card of this company ending in `last4`. */
  pay(invoiceId: string, card: { company: FakeCardCompany; last4: string }): FakePayment;
  /** The shopper's card is declined on the hosted page. */
  fail(invoiceId: string, card: { company: FakeCardCompany; last4: string }): FakePayment;
  /** The next `count` calls answer this status (e.g. 503: Moyasar down), then all is well again. */
  breakNext(status: number, count?: number): void;
  /**
   * Moyasar's notification of a payment to `url`, with this secret token (or none), as the
   * dashboard's webhook sends it; answers the receiver's status.
   */
  notify(
    url: string,
    event: { type: string; paymentId: string; secretToken?: string },
  ): Promise<number>;
  close(): Promise<void>;
}

function sar(amount: number): string {
  return `${(amount / 100).toFixed(2)} SAR`;
}

function masked(last4: string): string {
  return `XXXX-XXXX-XXXX-${last4}`;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

function answer(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "content-type": "application/json; charset=utf-8" });
  response.end(JSON.stringify(body));
}

function error(
  response: ServerResponse,
  status: number,
  type: string,
  message: string,
  errors: Record<string, string[]> | null = null,
): void {
  answer(response, status, { type, message, errors });
}

function isUrl(value: unknown): boolean {
  if (typeof value !== "string") return false;
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

export async function startFakeMoyasar(options: { secretKey?: string } = {}): Promise<FakeMoyasar> {
  const secretKey = options.secretKey ?? `sk_test_${randomUUID().replaceAll("-", "")}`;
  const expected = `Basic ${Buffer.from(`${secretKey}:`).toString("base64")}`;
  const invoices = new Map<string, FakeInvoice>();
  const payments = new Map<string, FakePayment>();
  const calls: FakeMoyasar["calls"] = [];
  let broken: { status: number; count: number } | null = null;
  let origin = "";

  function now(): string {
    return new Date().toISOString();
  }

  function createInvoice(body: Record<string, unknown>, response: ServerResponse): void {
    const errors: Record<string, string[]> = {};
    const amount = body.amount;
    if (typeof amount !== "number" || !Number.isInteger(amount)) {
      errors.amount = ["must be an integer"];
    } else if (amount < 100) errors.amount = ["must be greater than or equal to 100"];
    const currency = body.currency ?? "SAR";
    if (typeof currency !== "string" || !/^[A-Z]{3}$/.test(currency)) {
      errors.currency = ["is invalid"];
    }
    if (typeof body.description !== "string" || body.description.trim() === "") {
      errors.description = ["can't be blank"];
    }
    for (const field of ["callback_url", "success_url", "back_url"] as const) {
      if (body[field] !== undefined && !isUrl(body[field])) errors[field] = ["is invalid"];
    }
    const metadata = body.metadata;
    if (
      metadata !== undefined &&
      (typeof metadata !== "object" ||
        metadata === null ||
        Object.values(metadata).some((value) => typeof value !== "string"))
    ) {
      errors.metadata = ["is invalid"];
    }
    if (Object.keys(errors).length > 0) {
      error(response, 400, "invalid_request_error", "Validation Failed", errors);
      return;
    }
    const id = randomUUID();
    const at = now();
    const invoice: FakeInvoice = {
      id,
      status: "initiated",
      amount: amount as number,
      currency: currency as string,
      description: body.description as string,
      logo_url: null,
      amount_format: sar(amount as number),
      url: `${origin}/checkout/invoices/${id}?lang=en`,
      callback_url: (body.callback_url as string | undefined) ?? null,
      success_url: (body.success_url as string | undefined) ?? null,
      back_url: (body.back_url as string | undefined) ?? null,
      expired_at: (body.expired_at as string | undefined) ?? null,
      created_at: at,
      updated_at: at,
      metadata: (metadata as Record<string, string> | undefined) ?? null,
      payments: [],
    };
    invoices.set(id, invoice);
    answer(response, 201, invoice);
  }

  function refund(
    payment: FakePayment,
    body: Record<string, unknown>,
    response: ServerResponse,
  ): void {
    const left = payment.amount - payment.refunded;
    const amount = body.amount ?? left;
    if (typeof amount !== "number" || !Number.isInteger(amount) || amount <= 0) {
      error(response, 400, "invalid_request_error", "Validation Failed", {
        amount: ["must be an integer"],
      });
      return;
    }
    if (payment.status !== "paid" && payment.status !== "refunded") {
      error(response, 400, "invalid_request_error", "Payment cannot be refunded");
      return;
    }
    if (amount > left) {
      error(response, 400, "invalid_request_error", "Refund amount exceeds the refundable amount");
      return;
    }
    const at = now();
    payment.refunded += amount;
    payment.refunded_format = sar(payment.refunded);
    payment.refunded_at = at;
    payment.updated_at = at;
    payment.status = "refunded";
    const invoice = payment.invoice_id ? invoices.get(payment.invoice_id) : undefined;
    if (invoice) {
      invoice.status = "refunded";
      invoice.updated_at = at;
    }
    answer(response, 200, payment);
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const method = request.method ?? "GET";
    const path = new URL(request.url ?? "/", origin).pathname;
    const authorized = request.headers.authorization === expected;
    calls.push({ method, path, authorized });
    const text = await readBody(request);
    if (broken) {
      const { status } = broken;
      broken.count -= 1;
      if (broken.count <= 0) broken = null;
      error(response, status, "api_error", "Service Unavailable");
      return;
    }
    if (!authorized) {
      error(response, 401, "authentication_error", "Invalid authorization credentials");
      return;
    }
    let body: Record<string, unknown> = {};
    if (text !== "") {
      try {
        body = JSON.parse(text);
      } catch {
        error(response, 400, "invalid_request_error", "Malformed JSON");
        return;
      }
    }
    const invoiceMatch = /^\/v1\/invoices\/([^/]+)$/.exec(path);
    const paymentMatch = /^\/v1\/payments\/([^/]+)$/.exec(path);
    const refundMatch = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path);
    if (method === "POST" && path === "/v1/invoices") return createInvoice(body, response);
    if (method === "GET" && invoiceMatch) {
      const invoice = invoices.get(decodeURIComponent(invoiceMatch[1] ?? ""));
      if (!invoice) return error(response, 404, "invalid_request_error", "Object not found");
      return answer(response, 200, invoice);
    }
    if (method === "GET" && paymentMatch) {
      const payment = payments.get(decodeURIComponent(paymentMatch[1] ?? ""));
      if (!payment) return error(response, 404, "invalid_request_error", "Object not found");
      return answer(response, 200, payment);
    }
    if (method === "POST" && refundMatch) {
      const payment = payments.get(decodeURIComponent(refundMatch[1] ?? ""));
      if (!payment) return error(response, 404, "invalid_request_error", "Object not found");
      return refund(payment, body, response);
    }
    error(response, 404, "invalid_request_error", "Not found");
  }

  function attempt(
    invoiceId: string,
    card: { company: FakeCardCompany; last4: string },
    outcome: "paid" | "failed",
  ): FakePayment {
    const invoice = invoices.get(invoiceId);
    if (!invoice) throw new Error(`No invoice ${invoiceId} in the fake Moyasar`);
    if (invoice.status !== "initiated")
      throw new Error(`Invoice ${invoiceId} is ${invoice.status}`);
    const at = now();
    const payment: FakePayment = {
      id: randomUUID(),
      status: outcome,
      amount: invoice.amount,
      fee: 0,
      currency: invoice.currency,
      refunded: 0,
      refunded_at: null,
      captured: outcome === "paid" ? invoice.amount : 0,
      captured_at: outcome === "paid" ? at : null,
      voided_at: null,
      description: invoice.description,
      amount_format: invoice.amount_format,
      fee_format: sar(0),
      refunded_format: sar(0),
      captured_format: sar(outcome === "paid" ? invoice.amount : 0),
      invoice_id: invoice.id,
      ip: "127.0.0.1",
      callback_url: invoice.success_url,
      created_at: at,
      updated_at: at,
      metadata: invoice.metadata,
      source: {
        type: "creditcard",
        company: card.company,
        name: "Test Shopper",
        number: masked(card.last4),
        gateway_id: `moyasar_cc_${randomUUID().replaceAll("-", "")}`,
        reference_number: outcome === "paid" ? randomUUID().slice(0, 12) : null,
        token: null,
        message: outcome === "paid" ? "APPROVED" : "DECLINED",
        transaction_url: null,
      },
    };
    payments.set(payment.id, payment);
    invoice.payments.push(payment);
    if (outcome === "paid") invoice.status = "paid";
    invoice.updated_at = at;
    return payment;
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) error(response, 500, "api_error", "Internal Server Error");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    apiUrl: `${origin}/v1`,
    secretKey,
    calls,
    invoice: (id) => invoices.get(id),
    pay: (invoiceId, card) => attempt(invoiceId, card, "paid"),
    fail: (invoiceId, card) => attempt(invoiceId, card, "failed"),
    breakNext(status, count = 1) {
      broken = { status, count };
    },
    async notify(url, event) {
      const payment = payments.get(event.paymentId);
      if (!payment) throw new Error(`No payment ${event.paymentId} in the fake Moyasar`);
      const body: Record<string, unknown> = {
        id: randomUUID(),
        type: event.type,
        created_at: now(),
        account_name: "Souq test",
        live: false,
        data: payment,
      };
      if (event.secretToken !== undefined) body.secret_token = event.secretToken;
      const response = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(5_000),
      });
      await response.arrayBuffer();
      return response.status;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((closeError) => (closeError ? reject(closeError) : resolve()));
      }),
  };
}
