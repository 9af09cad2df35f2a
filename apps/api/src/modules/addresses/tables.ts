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
    // The parts of a Saudi National Address (ADR 52); empty for an address written as one line.
    recipientName: text().notNull().default(""),
    district: text().notNull().default(""),
    street: text().notNull().default(""),
    buildingNumber: text().notNull().default(""),
    shortCode: text().notNull().default(""),
    isDefault: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("addresses_user_company").on(t.userId, t.companyId)],
);
