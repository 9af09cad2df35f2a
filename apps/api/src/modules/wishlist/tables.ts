import { integer, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { createdAt } from "../../db/columns.ts";
import { users } from "../auth/tables.ts";
import { companyRef } from "../companies/tables.ts";
import { products } from "../products/tables.ts";

// The tables this module owns: only its repository reads and writes them (ADR 31).

export const wishlistItems = pgTable(
  "wishlist_items",
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: companyRef(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyId, t.productId] })],
);
