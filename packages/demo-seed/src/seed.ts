import type { Database } from "@souq/api/db/client";
import { blogPosts } from "./catalog/blog-posts.ts";
import { mainMarketplace } from "./catalog/main-marketplace.ts";
import { secondMarketplace } from "./catalog/second-marketplace.ts";
import { seedBlog } from "./seed-blog.ts";
import { seedCatalog } from "./seed-catalog.ts";
import { seedReviews } from "./seed-reviews.ts";
import { seedDemoShopper } from "./seed-shopper.ts";
import { seedVendorStaff } from "./seed-vendor-staff.ts";

export interface SeedOptions {
  mediaDir: string;
  now?: Date;
  log?: (message: string) => void;
}

/**
 * Fills the database with the demo marketplaces. Safe to run again: rows are matched on their
 * slugs and refreshed, and the shopper's own data (carts, orders, reviews) is left as it is.
 */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<void> {
  const now = options.now ?? new Date();
  const log = options.log ?? (() => {});
  log(`Seeding ${mainMarketplace.company.name.en}: ${mainMarketplace.products.length} products`);
  const mainId = await seedCatalog(db, mainMarketplace, { mediaDir: options.mediaDir, now });
  log(
    `Seeding ${secondMarketplace.company.name.en}: ${secondMarketplace.products.length} products`,
  );
  const secondId = await seedCatalog(db, secondMarketplace, { mediaDir: options.mediaDir, now });
  log("Seeding the reviewers and their reviews");
  await seedReviews(
    db,
    [
      { companyId: mainId, catalog: mainMarketplace },
      { companyId: secondId, catalog: secondMarketplace },
    ],
    now,
  );
  log(`Seeding ${mainMarketplace.company.name.en}'s blog: ${blogPosts.length} posts`);
  await seedBlog(db, mainId, blogPosts, now);
  log("Seeding the demo shopper");
  await seedDemoShopper(db, mainId, now);
  log("Seeding the vendors' staff accounts");
  await seedVendorStaff(db, [
    { companyId: mainId, catalog: mainMarketplace },
    { companyId: secondId, catalog: secondMarketplace },
  ]);
}

/** Whether the database has been seeded at all (so a first start knows to do it). */
export async function isSeeded(db: Database): Promise<boolean> {
  const rows = await db.query.companies.findFirst({ columns: { id: true } });
  return rows !== undefined;
}
