import { boolean, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id } from "../../db/columns.ts";
import { users } from "../auth/tables.ts";
import { companyRef } from "../companies/tables.ts";

// The tables this module owns: only its repository reads and writes them (ADR 31).

export const addresses = pgTable(
  "addresses",
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: companyRef(),
    phone: text().notNull(),
    address: text().notNull(),
    cityName: text().notNull(),
    countryName: text().notNull(),
    zipCode: text().notNull(),
    state: text().notNull(),
    isDefault: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("addresses_user_company").on(t.userId, t.companyId)],
);
