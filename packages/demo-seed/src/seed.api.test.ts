import type { DatabaseHandle } from "@souq/api/db/client";
import {
  companies,
  orders,
  productPictures,
  products,
  productVariants,
  reviews,
  users,
  vendors,
} from "@souq/api/db/schema";
import { openTestDatabase } from "@souq/api/test/test-app";
import { testMediaDir } from "@souq/api/test/test-paths";
import { and, count, eq, isNotNull, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mainMarketplace } from "./catalog/main-marketplace.ts";
import { reviewerEmailDomain, reviewers } from "./catalog/reviewers.ts";
import { secondMarketplace } from "./catalog/second-marketplace.ts";
import { seedDatabase } from "./seed.ts";
import { maxSeededReviewsPerProduct } from "./seed-reviews.ts";
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
  const [r] = await db.select({ n: count() }).from(reviews);
  const [u] = await db.select({ n: count() }).from(users);
  const ratings = await db
    .select({ id: products.id, rating: products.rating, count: products.ratingCount })
    .from(products)
    .orderBy(products.id);
  return {
    reviews: r?.n,
    users: u?.n,
    ratings,
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

  it("writes real reviews whose averages stay close to each product's intended rating", async () => {
    const db = database.db;
    const [written] = await db.select({ n: count() }).from(reviews);
    expect(written?.n).toBeGreaterThan(1000);
    expect(written?.n).toBeLessThanOrEqual(162 * maxSeededReviewsPerProduct);
    const intended = new Map(
      [...mainMarketplace.products, ...secondMarketplace.products].map((product) => [
        product.slug,
        product.rating,
      ]),
    );
    const rows = await db
      .select({ slug: products.slug, rating: products.rating, count: products.ratingCount })
      .from(products);
    for (const row of rows) {
      const target = intended.get(row.slug) ?? 0;
      if (target === 0) expect(row.count).toBe(0);
      else expect(Math.abs(row.rating - target)).toBeLessThanOrEqual(0.25);
    }
    const [reviewer] = await db
      .select({ n: count() })
      .from(users)
      .where(like(users.email, `%@${reviewerEmailDomain}`));
    expect(reviewer?.n).toBe(reviewers.length);
  });

  it("changes nothing when run again", async () => {
    const before = await counts();
    await seedDatabase(database.db, { mediaDir: testMediaDir });
    expect(await counts()).toEqual(before);
  });
});
