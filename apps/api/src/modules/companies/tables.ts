import { sql } from "drizzle-orm";
import { check, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id } from "../../db/columns.ts";

// The tables this module owns: only its repository reads and writes them (ADR 31).

/** A marketplace (tenant): everything below belongs to exactly one. */
export const companies = pgTable(
  "companies",
  {
    id: id(),
    slug: text().notNull().unique(),
    nameEn: text().notNull(),
    nameAr: text().notNull(),
    logoKey: text(),
    /**
     * The marketplace's VAT registration number (15 digits, the first and the last a 3): it
     * invoices the delivery fee under its Arabic name.
     */
    vatNumber: text(),
    createdAt: createdAt(),
  },
  (t) => [check("companies_vat_number", sql`${t.vatNumber} ~ '^3[0-9]{13}3$'`)],
);

/** The marketplace a row belongs to; every marketplace table has one. */
export const companyRef = () =>
  integer()
    .notNull()
    .references(() => companies.id, { onDelete: "cascade" });
