import { index, integer, pgTable } from "drizzle-orm/pg-core";
import { createdAt } from "../../db/columns.ts";
import { users } from "../auth/tables.ts";
import { vendors } from "../vendors/tables.ts";

// The tables this module owns: only its repository reads and writes them (ADR 31).

/**
 * A vendor's staff: the accounts that work its desk (ADR 47). A vendor has one or more; an
 * account works for one vendor at most, and so in that vendor's marketplace only. A staff account
 * does not shop: the shoppers' calls refuse its token.
 */
export const vendorStaff = pgTable(
  "vendor_staff",
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    vendorId: integer()
      .notNull()
      .references(() => vendors.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("vendor_staff_vendor").on(t.vendorId)],
);
