import { type Invoice, invoiceListResponse } from "@souq/contract/invoices";
import { type OrderDetail, orderResponse } from "@souq/contract/orders";
import { readZatcaQrPayload } from "@souq/contract/zatca-qr";
import { and, asc, count, eq, gte, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  companies,
  invoiceLines,
  invoices,
  orders,
  products,
  productVariants,
  vendors,
} from "../../db/schema.ts";
import { readOutbox } from "../../mail/outbox.ts";
import {
  bearer,
  hasArabic,
  registerShopper,
  shopperWithAddress as shopperWithAddressIn,
  type TestShopper,
} from "../../test/accounts.ts";
import { buildTestApp, type TestApp, testStorefrontUrl } from "../../test/test-app.ts";
import { issueCreditNotesForOrder, issueInvoicesForOrder } from "./public.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const noVariants = sql`not exists (select 1 from ${productVariants} where ${productVariants.productId} = ${products.id})`;

interface Plain {
  id: number;
  vendorId: number;
  price: number;
}

/** Plain products of company 1 (no variants, plenty of stock), one per vendor, cheapest first. */
async function productsOfDistinctVendors(howMany: number): Promise<Plain[]> {
  const rows = await t.database.db
    .select({
      id: products.id,
      vendorId: products.vendorId,
      price: sql<number>`coalesce(${products.salePrice}, ${products.price})`,
    })
    .from(products)
    .where(and(eq(products.companyId, 1), gte(products.stock, 40), noVariants))
    .orderBy(asc(sql`coalesce(${products.salePrice}, ${products.price})`), asc(products.id));
  const byVendor = new Map<number, Plain>();
  for (const row of rows) if (!byVendor.has(row.vendorId)) byVendor.set(row.vendorId, row);
  const chosen = [...byVendor.values()].slice(0, howMany);
  if (chosen.length < howMany) throw new Error("the seed has too few vendors with plain products");
  return chosen;
}

const shopperWithAddress = () => shopperWithAddressIn(t.app);

let keys = 0;

/** A shopper's cart filled with the lines, then checked out cash on delivery. */
async function placeOrder(
  lines: readonly { productId: number; quantity: number }[],
  delivery: "standard" | "express" = "express",
  shopper?: TestShopper & { addressId: number },
) {
  const who = shopper ?? (await shopperWithAddress());
  for (const line of lines) {
    const added = await t.app.inject({
      method: "POST",
      url: "/1/api/marketplace/cart",
      headers: bearer(who.token),
      payload: { item_id: line.productId, item_quantity: line.quantity },
    });
    if (added.statusCode !== 200) throw new Error(`add to cart answered ${added.body}`);
  }
  const response = await t.app.inject({
    method: "POST",
    url: "/1/api/marketplace/checkout",
    headers: { ...bearer(who.token), "idempotency-key": `invoice-test-${process.pid}-${++keys}` },
    payload: {
      address_id: who.addressId,
      delivery_option: delivery,
      payment_method: "cash_on_delivery",
    },
  });
  return { shopper: who, response };
}

async function placed(
  lines: readonly { productId: number; quantity: number }[],
  delivery?: "standard" | "express",
) {
  const { shopper, response } = await placeOrder(lines, delivery);
  if (response.statusCode !== 201) throw new Error(`checkout answered ${response.body}`);
  return { shopper, order: orderResponse.parse(response.json()).data };
}

async function invoicesOf(order: OrderDetail, token: string, language = "en"): Promise<Invoice[]> {
  const response = await t.app.inject({
    method: "GET",
    url: `/1/api/marketplace/order/${order.id}/invoices`,
    headers: { ...bearer(token), "accept-language": language },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers["cache-control"]).toBe("private, no-store");
  return invoiceListResponse.parse(response.json()).data;
}

/** Riyals added as halalas, so that sums are exact. */
const halalas = (riyals: number) => Math.round(riyals * 100);
const sum = (values: readonly number[]) => values.reduce((a, b) => a + halalas(b), 0);

const sequenceOf = (invoice: Invoice) => Number(invoice.number.split("-").at(-1));

describe("GET /{company}/api/marketplace/order/{id}/invoices", () => {
  it("answers one invoice per vendor and one by the marketplace for delivery, adding up to the order", async () => {
    const [first, second] = await productsOfDistinctVendors(2);
    if (!first || !second) throw new Error("no products");
    const { shopper, order } = await placed([
      { productId: first.id, quantity: 2 },
      { productId: second.id, quantity: 1 },
    ]);
    const list = await invoicesOf(order, shopper.token);
    expect(list.map((invoice) => invoice.type)).toEqual(["invoice", "invoice", "invoice"]);

    const sellers = await t.database.db
      .select({
        id: vendors.id,
        nameAr: vendors.nameAr,
        nameEn: vendors.nameEn,
        vat: vendors.vatNumber,
      })
      .from(vendors);
    const [marketplace] = await t.database.db
      .select({ nameAr: companies.nameAr, vat: companies.vatNumber })
      .from(companies)
      .where(eq(companies.id, 1));

    for (const shipment of order.shipments) {
      const invoice = list.find((each) => each.number.startsWith(`INV-V${shipment.vendor_id}-`));
      const vendor = sellers.find((each) => each.id === shipment.vendor_id);
      expect(invoice?.seller_kind).toBe("vendor");
      expect(invoice?.seller_name).toBe(vendor?.nameAr);
      expect(invoice?.seller_name_en).toBe(vendor?.nameEn);
      expect(invoice?.vat_number).toBe(vendor?.vat);
      expect(invoice?.vat_number).toMatch(/^3\d{13}3$/);
      expect(invoice?.total).toBe(sum(shipment.items.map((item) => item.line_total)) / 100);
      expect(invoice?.lines.map((line) => [line.qty, line.line_total])).toEqual(
        shipment.items.map((item) => [item.qty, item.line_total]),
      );
      expect(invoice?.invoice_reference).toBeNull();
      expect(invoice?.order_number).toBe(order.number);
    }
    const delivery = list.find((invoice) => invoice.seller_kind === "marketplace");
    expect(delivery?.number).toMatch(/^INV-M-\d{6}$/);
    expect(delivery?.seller_name).toBe(marketplace?.nameAr);
    expect(delivery?.vat_number).toBe(marketplace?.vat);
    expect(delivery?.total).toBe(order.shipping);
    expect(delivery?.lines).toEqual([
      {
        name_en: "Express delivery",
        name_ar: "توصيل سريع",
        qty: 1,
        unit_price: 45,
        line_total: 45,
      },
    ]);

    // The totals and the VAT add up to the order's exactly; each is total = subtotal + VAT.
    expect(sum(list.map((invoice) => invoice.total))).toBe(halalas(order.total));
    expect(sum(list.map((invoice) => invoice.vat))).toBe(halalas(order.tax));
    for (const invoice of list) {
      expect(halalas(invoice.subtotal) + halalas(invoice.vat)).toBe(halalas(invoice.total));
      expect(Math.abs(halalas(invoice.vat) - (halalas(invoice.total) * 15) / 115)).toBeLessThan(1);
      expect(invoice.vat_rate_percent).toBe(15);
      expect(invoice.issued_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
      // The QR holds the invoice's own seller, number, time and amounts.
      expect(readZatcaQrPayload(invoice.qr)).toEqual({
        sellerName: invoice.seller_name,
        vatNumber: invoice.vat_number,
        timestamp: invoice.issued_at,
        total: invoice.total.toFixed(2),
        vatTotal: invoice.vat.toFixed(2),
      });
    }
    // The same invoices in Arabic: issued documents do not depend on the reader's language.
    expect(await invoicesOf(order, shopper.token, "ar")).toEqual(list);
  });

  it("has no delivery invoice when delivery is free", async () => {
    const [product] = await productsOfDistinctVendors(1);
    if (!product) throw new Error("no product");
    const quantity = Math.ceil(20_000 / product.price);
    const { shopper, order } = await placed([{ productId: product.id, quantity }], "standard");
    expect(order.shipping).toBe(0);
    const list = await invoicesOf(order, shopper.token);
    expect(list.map((invoice) => invoice.seller_kind)).toEqual(["vendor"]);
    expect(list[0]?.total).toBe(order.total);
    expect(list[0]?.vat).toBe(order.tax);
  });

  it("is 404 for another shopper's order or one that does not exist, 401 without a token", async () => {
    const [product] = await productsOfDistinctVendors(1);
    if (!product) throw new Error("no product");
    const { order } = await placed([{ productId: product.id, quantity: 1 }]);
    const other = await registerShopper(t.app, { company_id: 1 });
    for (const url of [
      `/1/api/marketplace/order/${order.id}/invoices`,
      "/1/api/marketplace/order/999999/invoices",
    ]) {
      const response = await t.app.inject({
        method: "GET",
        url,
        headers: { ...bearer(other.token), "accept-language": "ar" },
      });
      expect(response.statusCode).toBe(404);
      expect(hasArabic(response.json().message)).toBe(true);
    }
    const anonymous = await t.app.inject({
      method: "GET",
      url: `/1/api/marketplace/order/${order.id}/invoices`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("links the confirmation email to the printable invoices", async () => {
    const [product] = await productsOfDistinctVendors(1);
    if (!product) throw new Error("no product");
    const { shopper, order } = await placed([{ productId: product.id, quantity: 1 }]);
    const [mail] = await readOutbox(t.outboxDir, 10, { to: shopper.email });
    const link = `${testStorefrontUrl}/pages/orders/${order.id}/invoice`;
    expect(mail?.text).toContain(link);
    expect(mail?.html).toContain(`href="${link}"`);
  });
});

describe("invoice numbers", () => {
  it("follow each other without gaps per seller across orders", async () => {
    const [first, second] = await productsOfDistinctVendors(2);
    if (!first || !second) throw new Error("no products");
    const seen: Invoice[][] = [];
    for (const lines of [
      [{ productId: first.id, quantity: 1 }],
      [
        { productId: first.id, quantity: 1 },
        { productId: second.id, quantity: 1 },
      ],
      [{ productId: second.id, quantity: 1 }],
      [{ productId: first.id, quantity: 1 }],
    ]) {
      const { shopper, order } = await placed(lines);
      seen.push(await invoicesOf(order, shopper.token));
    }
    const numbersOf = (prefix: string) =>
      seen
        .flat()
        .filter((invoice) => invoice.number.startsWith(prefix))
        .map(sequenceOf);
    const consecutive = (sequences: number[]) =>
      sequences.map((value, index) => value - (sequences[0] ?? 0) - index);
    expect(numbersOf(`INV-V${first.vendorId}-`)).toHaveLength(3);
    expect(consecutive(numbersOf(`INV-V${first.vendorId}-`))).toEqual([0, 0, 0]);
    expect(consecutive(numbersOf(`INV-V${second.vendorId}-`))).toEqual([0, 0]);
    expect(consecutive(numbersOf("INV-M-"))).toEqual([0, 0, 0, 0]);
  });

  it("start at 1 for each seller and stay without gaps or repeats under concurrent checkouts", async () => {
    const [first, second] = await productsOfDistinctVendors(2);
    if (!first || !second) throw new Error("no products");
    const before = await t.database.db
      .select({ number: invoices.number })
      .from(invoices)
      .where(eq(invoices.vendorId, first.vendorId));
    const shoppers = await Promise.all(Array.from({ length: 12 }, () => shopperWithAddress()));
    // Half the shoppers order from both vendors, in either order, so their counters are shared.
    const results = await Promise.all(
      shoppers.map((shopper, index) =>
        placeOrder(
          index % 2 === 0
            ? [{ productId: first.id, quantity: 1 }]
            : [
                { productId: second.id, quantity: 1 },
                { productId: first.id, quantity: 1 },
              ],
          "express",
          shopper,
        ),
      ),
    );
    expect(results.map((result) => result.response.statusCode)).toEqual(shoppers.map(() => 201));
    const rows = await t.database.db
      .select({ number: invoices.number, sequence: invoices.sequence })
      .from(invoices)
      .where(and(eq(invoices.vendorId, first.vendorId), eq(invoices.type, "invoice")))
      .orderBy(asc(invoices.sequence));
    // Every number from 1 to the last, once: the earlier tests' and these twelve.
    expect(rows.map((row) => row.sequence)).toEqual(rows.map((_row, index) => index + 1));
    expect(rows).toHaveLength(before.length + 12);
    expect(rows.at(-1)?.number).toBe(
      `INV-V${first.vendorId}-${String(rows.length).padStart(6, "0")}`,
    );
    const delivery = await t.database.db
      .select({ sequence: invoices.sequence })
      .from(invoices)
      .where(
        and(
          eq(invoices.sellerKind, "marketplace"),
          eq(invoices.companyId, 1),
          eq(invoices.type, "invoice"),
        ),
      )
      .orderBy(asc(invoices.sequence));
    expect(delivery.map((row) => row.sequence)).toEqual(delivery.map((_row, index) => index + 1));
  }, 120_000);

  it.skipIf(inject("testDatabase").kind !== "postgres")(
    "and the same through two API instances sharing one PostgreSQL",
    async () => {
      const [product] = await productsOfDistinctVendors(1);
      if (!product) throw new Error("no product");
      const second = await buildTestApp({ sameDatabaseAs: t });
      try {
        const shoppers = await Promise.all(Array.from({ length: 10 }, () => shopperWithAddress()));
        await Promise.all(
          shoppers.map(async (shopper, index) => {
            const app = index % 2 === 0 ? t : second;
            const added = await app.app.inject({
              method: "POST",
              url: "/1/api/marketplace/cart",
              headers: bearer(shopper.token),
              payload: { item_id: product.id, item_quantity: 1 },
            });
            expect(added.statusCode).toBe(200);
            const response = await app.app.inject({
              method: "POST",
              url: "/1/api/marketplace/checkout",
              headers: {
                ...bearer(shopper.token),
                "idempotency-key": `two-apps-${index}-${process.pid}`,
              },
              payload: {
                address_id: shopper.addressId,
                delivery_option: "express",
                payment_method: "cash_on_delivery",
              },
            });
            expect(response.statusCode).toBe(201);
          }),
        );
        const rows = await t.database.db
          .select({ sequence: invoices.sequence })
          .from(invoices)
          .where(and(eq(invoices.vendorId, product.vendorId), eq(invoices.type, "invoice")))
          .orderBy(asc(invoices.sequence));
        expect(rows.map((row) => row.sequence)).toEqual(rows.map((_row, index) => index + 1));
      } finally {
        await second.close();
      }
    },
    120_000,
  );
});

describe("credit notes", () => {
  it("reverse each invoice when the order is cancelled, and the invoices stay as issued", async () => {
    const [first, second] = await productsOfDistinctVendors(2);
    if (!first || !second) throw new Error("no products");
    const { shopper, order } = await placed([
      { productId: first.id, quantity: 1 },
      { productId: second.id, quantity: 3 },
    ]);
    const issued = await invoicesOf(order, shopper.token);
    const cancelled = await t.app.inject({
      method: "POST",
      url: `/1/api/marketplace/order/${order.id}/cancel`,
      headers: bearer(shopper.token),
    });
    expect(cancelled.statusCode).toBe(200);

    const after = await invoicesOf(order, shopper.token);
    const stillInvoices = after.filter((invoice) => invoice.type === "invoice");
    expect(stillInvoices).toEqual(issued);
    const notes = after.filter((invoice) => invoice.type === "credit_note");
    expect(notes).toHaveLength(issued.length);
    for (const invoice of issued) {
      const note = notes.find((each) => each.invoice_reference === invoice.number);
      expect(note?.number).toMatch(
        invoice.seller_kind === "vendor" ? /^CN-V\d+-\d{6}$/ : /^CN-M-\d{6}$/,
      );
      expect(note?.number.split("-").slice(0, 2).join("-")).toBe(
        invoice.number.replace(/^INV/, "CN").split("-").slice(0, 2).join("-"),
      );
      expect(note?.seller_name).toBe(invoice.seller_name);
      expect(note?.vat_number).toBe(invoice.vat_number);
      expect([note?.subtotal, note?.vat, note?.total]).toEqual([
        invoice.subtotal,
        invoice.vat,
        invoice.total,
      ]);
      expect(note?.lines).toEqual(invoice.lines);
      expect(readZatcaQrPayload(note?.qr ?? "")).toEqual({
        sellerName: invoice.seller_name,
        vatNumber: invoice.vat_number,
        timestamp: note?.issued_at,
        total: invoice.total.toFixed(2),
        vatTotal: invoice.vat.toFixed(2),
      });
    }
    expect(sum(notes.map((note) => note.total))).toBe(halalas(order.total));

    // Issuing again (a replayed refund, a second payment notice) changes nothing.
    await t.database.db.transaction(async (tx) => {
      await issueCreditNotesForOrder(tx, order.id);
      await issueInvoicesForOrder(tx, order.id);
    });
    expect(await invoicesOf(order, shopper.token)).toEqual(after);
  });

  it("are not issued for an order that was never invoiced", async () => {
    const [row] = await t.database.db.select({ id: orders.id }).from(orders).limit(1);
    const [before] = await t.database.db.select({ n: count() }).from(invoices);
    // An order id with no invoices of its own: a made-up one.
    await t.database.db.transaction((tx) => issueCreditNotesForOrder(tx, 2_000_000_000));
    const [after] = await t.database.db.select({ n: count() }).from(invoices);
    expect(row).toBeDefined();
    expect(after?.n).toBe(before?.n);
  });
});

describe("issued invoices never change", () => {
  it("the database refuses to update or delete an invoice or its lines", async () => {
    const [product] = await productsOfDistinctVendors(1);
    if (!product) throw new Error("no product");
    const { order } = await placed([{ productId: product.id, quantity: 1 }]);
    const [invoice] = await t.database.db
      .select({ id: invoices.id, total: invoices.total })
      .from(invoices)
      .where(eq(invoices.orderId, order.id));
    if (!invoice) throw new Error("no invoice");
    await expect(
      t.database.db
        .update(invoices)
        .set({ total: 1, vat: 0, subtotal: 1 })
        .where(eq(invoices.id, invoice.id)),
    ).rejects.toThrow();
    await expect(
      t.database.db.delete(invoices).where(eq(invoices.id, invoice.id)),
    ).rejects.toThrow();
    await expect(
      t.database.db
        .update(invoiceLines)
        .set({ quantity: 9 })
        .where(eq(invoiceLines.invoiceId, invoice.id)),
    ).rejects.toThrow();
    const [again] = await t.database.db
      .select({ total: invoices.total })
      .from(invoices)
      .where(eq(invoices.id, invoice.id));
    expect(again?.total).toBe(invoice.total);
  });
});

describe("one invoice per seller of an order", () => {
  it("the database refuses a second invoice of the same seller for an order", async () => {
    const [product] = await productsOfDistinctVendors(1);
    if (!product) throw new Error("no product");
    const { order } = await placed([{ productId: product.id, quantity: 1 }]);
    const [row] = await t.database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, order.id), eq(invoices.vendorId, product.vendorId)));
    if (!row) throw new Error("no invoice");
    const { id: _id, createdAt: _created, ...copy } = row;
    await expect(
      t.database.db
        .insert(invoices)
        .values({ ...copy, number: `${row.number}-again`, sequence: row.sequence + 1_000 }),
    ).rejects.toThrow();
  });
});

describe("a seller without a VAT registration number", () => {
  it("cannot be invoiced, so checkout refuses its products and writes nothing", async () => {
    const [product] = await productsOfDistinctVendors(1);
    if (!product) throw new Error("no product");
    const other = await buildTestApp();
    try {
      await other.database.db
        .update(vendors)
        .set({ vatNumber: null })
        .where(eq(vendors.id, product.vendorId));
      const shopper = await registerShopper(other.app, { company_id: 1 });
      const address = await other.app.inject({
        method: "POST",
        url: "/1/api/marketplace/addresses",
        headers: bearer(shopper.token),
        payload: {
          phone: "0512345678",
          address: "Olaya Street 5",
          city_name: "Riyadh",
          country_name: "SA",
          zip_code: "12211",
          state: "Riyadh Province",
        },
      });
      await other.app.inject({
        method: "POST",
        url: "/1/api/marketplace/cart",
        headers: bearer(shopper.token),
        payload: { item_id: product.id, item_quantity: 1 },
      });
      const [stockBefore] = await other.database.db
        .select({ stock: products.stock })
        .from(products)
        .where(eq(products.id, product.id));
      for (const language of ["en", "ar"]) {
        const response = await other.app.inject({
          method: "POST",
          url: "/1/api/marketplace/checkout",
          headers: {
            ...bearer(shopper.token),
            "idempotency-key": `no-vat-${language}-${process.pid}`,
            "accept-language": language,
          },
          payload: {
            address_id: address.json().data.id,
            delivery_option: "express",
            payment_method: "cash_on_delivery",
          },
        });
        expect(response.statusCode).toBe(422);
        expect(response.json().message).toMatch(
          language === "ar" ? /لا يستطيع/ : /cannot take orders right now/,
        );
      }
      const [ordered] = await other.database.db
        .select({ n: count() })
        .from(orders)
        .where(eq(orders.userId, shopper.user.id));
      expect(ordered?.n).toBe(0);
      const [stockAfter] = await other.database.db
        .select({ stock: products.stock })
        .from(products)
        .where(eq(products.id, product.id));
      expect(stockAfter?.stock).toBe(stockBefore?.stock);
    } finally {
      await other.close();
    }
  });

  it("is refused by the database when it is not 15 digits starting and ending with 3", async () => {
    for (const bad of [
      "300000000000001",
      "100000000000003",
      "30000000000003",
      "3000000000000033",
    ]) {
      await expect(
        t.database.db.update(vendors).set({ vatNumber: bad }).where(eq(vendors.id, 1)),
      ).rejects.toThrow();
    }
  });
});
