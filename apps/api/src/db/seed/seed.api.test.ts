import { and, count, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../test/test-app.ts";
import { testMediaDir } from "../../test/test-paths.ts";
import type { DatabaseHandle } from "../client.ts";
import {
  companies,
  orders,
  productPictures,
  products,
  productVariants,
  users,
  vendors,
} from "../schema.ts";
import { seedDatabase } from "./seed.ts";
import { demoShopper } from "./seed-shopper.ts";

let database: DatabaseHandle;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => {
  await drop?.();
});

async function counts() {
  const db = database.db;
  const [c] = await db.select({ n: count() }).from(companies);
  const [v] = await db.select({ n: count() }).from(vendors);
  const [p] = await db.select({ n: count() }).from(products);
  const [pv] = await db.select({ n: count() }).from(productVariants);
  const [pp] = await db.select({ n: count() }).from(productPictures);
  const [o] = await db.select({ n: count() }).from(orders);
  return {
    companies: c?.n,
    vendors: v?.n,
    products: p?.n,
    variants: pv?.n,
    pictures: pp?.n,
    orders: o?.n,
  };
}

describe("the seed", () => {
  it("makes company 1 with 150 products, a second company and the demo shopper's orders", async () => {
    const db = database.db;
    const [main] = await db.select().from(companies).where(eq(companies.id, 1));
    expect(main?.slug).toBe("souq");
    const [mainProducts] = await db
      .select({ n: count() })
      .from(products)
      .where(eq(products.companyId, 1));
    expect(mainProducts?.n).toBe(150);
    const [shopper] = await db.select().from(users).where(eq(users.email, demoShopper.email));
    expect(shopper).toBeDefined();
    const shopperOrders = await db
      .select({ status: orders.status })
      .from(orders)
      .where(and(eq(orders.userId, shopper?.id ?? 0), eq(orders.companyId, 1)));
    expect(shopperOrders.map((order) => order.status).sort()).toEqual(["Completed", "InProgress"]);
    const [onSale] = await db
      .select({ n: count() })
      .from(products)
      .where(and(eq(products.companyId, 1), isNotNull(products.salePrice)));
    expect(onSale?.n).toBeGreaterThanOrEqual(30);
    const [soldOut] = await db
      .select({ n: count() })
      .from(products)
      .where(and(eq(products.companyId, 1), eq(products.stock, 0)));
    expect(soldOut?.n).toBeGreaterThanOrEqual(5);
    const [variants] = await db.select({ n: count() }).from(productVariants);
    expect(variants?.n).toBeGreaterThan(100);
  });

  it("changes nothing when run again", async () => {
    const before = await counts();
    await seedDatabase(database.db, { mediaDir: testMediaDir });
    expect(await counts()).toEqual(before);
  });
});
