import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, id } from "../../db/columns.ts";
import { users } from "../auth/tables.ts";
import { companyRef } from "../companies/tables.ts";
import { products, productVariants } from "../products/tables.ts";

// The tables this module owns: only its repository reads and writes them (ADR 31).

/** A cart belongs to a shopper, or to a guest known by a token hash until they sign in. */
export const carts = pgTable(
  "carts",
  {
    id: id(),
    companyId: companyRef(),
    userId: integer().references(() => users.id, { onDelete: "cascade" }),
    guestTokenHash: text(),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("carts_company_user").on(t.companyId, t.userId),
    uniqueIndex("carts_guest_token").on(t.guestTokenHash),
    check("carts_owner", sql`${t.userId} is not null or ${t.guestTokenHash} is not null`),
    // Expired guest carts are found oldest first and removed in small batches.
    index("carts_guest_updated").on(t.updatedAt).where(sql`${t.userId} is null`),
  ],
);

export const cartItems = pgTable(
  "cart_items",
  {
    id: id(),
    cartId: integer()
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    variantId: integer().references(() => productVariants.id, { onDelete: "cascade" }),
    quantity: integer().notNull(),
    /**
     * Halalas: the unit price the shopper was shown when they last set this line (add, update,
     * merge), so the cart can flag a price that changed since; null for lines older than it.
     */
    unitPriceSeen: integer(),
    createdAt: createdAt(),
  },
  (t) => [
    unique("cart_items_line").on(t.cartId, t.productId, t.variantId).nullsNotDistinct(),
    check("cart_items_quantity_positive", sql`${t.quantity} > 0`),
  ],
);
