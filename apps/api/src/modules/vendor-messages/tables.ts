import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, id } from "../../db/columns.ts";
import { users } from "../auth/tables.ts";
import { companyRef } from "../companies/tables.ts";
import { products } from "../products/tables.ts";
import { vendors } from "../vendors/tables.ts";

// The tables this module owns: only its repository reads and writes them (ADR 31).

/**
 * A shopper's conversation with one vendor of a marketplace, about one of its products or about
 * the vendor in general (no product). Messages from both sides hang under it.
 */
export const vendorThreads = pgTable(
  "vendor_threads",
  {
    id: id(),
    companyId: companyRef(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    vendorId: integer()
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    productId: integer().references(() => products.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    /** When the newest message was written: the shopper's list is ordered by it. */
    lastMessageAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("vendor_threads_user_company").on(t.userId, t.companyId, t.lastMessageAt.desc()),
    index("vendor_threads_vendor").on(t.vendorId),
  ],
);

export const vendorMessages = pgTable(
  "vendor_messages",
  {
    id: id(),
    threadId: integer()
      .notNull()
      .references(() => vendorThreads.id, { onDelete: "cascade" }),
    /** shopper or vendor. */
    sender: text().notNull(),
    body: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("vendor_messages_thread").on(t.threadId, t.createdAt, t.id),
    check("vendor_messages_sender", sql`${t.sender} in ('shopper', 'vendor')`),
  ],
);
