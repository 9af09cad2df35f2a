import { hash } from "@node-rs/argon2";
import type { Database } from "@souq/api/db/client";
import {
  addresses,
  orderItems,
  orderShipments,
  orders,
  orderTrackingEvents,
  products,
  userCompanies,
  users,
} from "@souq/api/db/schema";
import { destinationFor, vendorWindows } from "@souq/api/modules/delivery/public";
import { issueInvoicesForOrder } from "@souq/api/modules/invoices/public";
import { computeTotals, unitPriceOf } from "@souq/api/modules/pricing/public";
import { and, eq, sql } from "drizzle-orm";

export const demoShopper = {
  email: "demo@example.com",
  password: "demo1234",
  name: "Sara Al-Qahtani",
  phone: "+966501234567",
  locale: "en-GB",
} as const;

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

// A Saudi National Address (ADR 52): `address` is the line written from its parts, as the API
// writes it.
const demoAddress = {
  phone: demoShopper.phone,
  address: "2929 King Fahd Road, Al Olaya",
  cityName: "Riyadh",
  countryName: "SA",
  zipCode: "12214",
  state: "Riyadh Province",
  recipientName: demoShopper.name,
  district: "Al Olaya",
  street: "King Fahd Road",
  buildingNumber: "2929",
  shortCode: "RRRD2929",
};

/** The demo shopper, with an address and two past orders (one Completed, one InProgress). */
export async function seedDemoShopper(db: Database, companyId: number, now: Date): Promise<void> {
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, demoShopper.email));
  let userId = existing[0]?.id;
  if (!userId) {
    const [row] = await db
      .insert(users)
      .values({
        name: demoShopper.name,
        email: demoShopper.email,
        phone: demoShopper.phone,
        locale: demoShopper.locale,
        passwordHash: await hash(demoShopper.password),
        address: demoAddress.address,
      })
      .returning({ id: users.id });
    userId = row?.id;
  }
  if (!userId) throw new Error("Could not write the demo shopper");
  const shopperId = userId;
  await db.insert(userCompanies).values({ userId: shopperId, companyId }).onConflictDoNothing();

  const hasAddress = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.userId, shopperId), eq(addresses.companyId, companyId)))
    .limit(1);
  if (!hasAddress.length) {
    await db
      .insert(addresses)
      .values({ ...demoAddress, userId: shopperId, companyId, isDefault: true });
  }

  const hasOrders = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, shopperId), eq(orders.companyId, companyId)))
    .limit(1);
  if (hasOrders.length) return;

  const catalog = await db
    .select({
      id: products.id,
      nameEn: products.nameEn,
      nameAr: products.nameAr,
      vendorId: products.vendorId,
      price: products.price,
      salePrice: products.salePrice,
    })
    .from(products)
    .where(and(eq(products.companyId, companyId), sql`${products.stock} > 0`))
    .orderBy(products.id)
    .limit(5);
  if (catalog.length < 3) return;

  const plans = [
    {
      number: "SQ-100231",
      status: "Completed",
      placedDaysAgo: 21,
      lines: [
        { product: catalog[0], quantity: 1 },
        { product: catalog[1], quantity: 2 },
      ],
      steps: ["placed", "confirmed", "shipped", "delivered"],
    },
    {
      number: "SQ-100587",
      status: "InProgress",
      placedDaysAgo: 2,
      lines: [{ product: catalog[2], quantity: 1 }],
      steps: ["placed", "confirmed", "shipped"],
    },
  ] as const;

  await db.transaction(async (tx) => {
    for (const plan of plans) {
      const lines = plan.lines.flatMap(({ product, quantity }) =>
        product
          ? [{ product, quantity, unitPrice: unitPriceOf(product.price, product.salePrice) }]
          : [],
      );
      const totals = computeTotals(lines);
      const placedAt = new Date(now.getTime() - plan.placedDaysAgo * dayMs);
      const [order] = await tx
        .insert(orders)
        .values({
          companyId,
          userId: shopperId,
          number: plan.number,
          status: plan.status,
          subtotal: totals.subtotal,
          discount: totals.discount,
          shipping: totals.shipping,
          tax: totals.tax,
          total: totals.total,
          paymentMethod: "cash_on_delivery",
          deliveryOption: "standard",
          // Copied as checkout copies it, the country named.
          shippingAddress: {
            phone: demoAddress.phone,
            address: demoAddress.address,
            city_name: demoAddress.cityName,
            country_name: "Saudi Arabia",
            zip_code: demoAddress.zipCode,
            state: demoAddress.state,
            recipient_name: demoAddress.recipientName,
            district: demoAddress.district,
            street: demoAddress.street,
            building_number: demoAddress.buildingNumber,
            short_code: demoAddress.shortCode,
          },
          createdAt: placedAt,
        })
        .returning({ id: orders.id });
      if (!order) throw new Error(`Could not write order ${plan.number}`);
      // One shipment per vendor, each at the plan's last step with its dated steps and the
      // dates it was promised for when placed.
      const vendorIds = [...new Set(lines.map((line) => line.product.vendorId))];
      const promises = await vendorWindows(tx, {
        companyId,
        vendorIds,
        destination: destinationFor(
          { cityName: demoAddress.cityName, countryCode: demoAddress.countryName },
          "en",
        ),
        option: "standard",
        now: placedAt,
      });
      for (const vendorId of vendorIds) {
        const promise = promises.get(vendorId);
        const [shipment] = await tx
          .insert(orderShipments)
          .values({
            orderId: order.id,
            vendorId,
            status: plan.steps[plan.steps.length - 1],
            estimatedEarliest: promise?.earliest ?? null,
            estimatedLatest: promise?.latest ?? null,
          })
          .returning({ id: orderShipments.id });
        if (!shipment) throw new Error(`Could not write a shipment of ${plan.number}`);
        await tx.insert(orderItems).values(
          lines
            .filter((line) => line.product.vendorId === vendorId)
            .map((line) => ({
              orderId: order.id,
              shipmentId: shipment.id,
              productId: line.product.id,
              nameEn: line.product.nameEn,
              nameAr: line.product.nameAr,
              unitPrice: line.unitPrice,
              quantity: line.quantity,
              lineTotal: line.unitPrice * line.quantity,
            })),
        );
        await tx.insert(orderTrackingEvents).values(
          plan.steps.map((step, index) => ({
            orderId: order.id,
            shipmentId: shipment.id,
            step,
            happenedAt: new Date(placedAt.getTime() + index * 18 * hourMs),
          })),
        );
      }
      // Paid on delivery, so invoiced as it was placed, as checkout does.
      await issueInvoicesForOrder(tx, order.id, placedAt);
    }
  });
}
