import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, id } from "../../db/columns.ts";
import { users } from "../auth/tables.ts";
import { companyRef } from "../companies/tables.ts";
import { products } from "../products/tables.ts";

// The tables this module owns: only its repository reads and writes them (ADR 31).

export const reviews = pgTable(
  "reviews",
  {
    id: id(),
    companyId: companyRef(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: smallint().notNull(),
    body: text().notNull(),
    /**
     * Written by a shopper who had received the product (a delivered shipment held it), which
     * every review written through the API is; false for the demo's reviews, which no order
     * stands behind.
     */
    verified: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("reviews_product_user").on(t.productId, t.userId),
    index("reviews_product_created").on(t.productId, t.createdAt.desc(), t.id.desc()),
    // Sorting by stars and keeping one number of stars read this one.
    index("reviews_product_rating_created").on(
      t.productId,
      t.rating,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    check("reviews_rating_range", sql`${t.rating} between 1 and 5`),
  ],
);
