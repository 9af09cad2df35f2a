import { integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id } from "../../db/columns.ts";

// The tables this module owns: only its repository reads and writes them (ADR 31).

/** A marketplace (tenant): everything below belongs to exactly one. */
export const companies = pgTable("companies", {
  id: id(),
  slug: text().notNull().unique(),
  nameEn: text().notNull(),
  nameAr: text().notNull(),
  logoKey: text(),
  createdAt: createdAt(),
});

/** The marketplace a row belongs to; every marketplace table has one. */
export const companyRef = () =>
  integer()
    .notNull()
    .references(() => companies.id, { onDelete: "cascade" });
