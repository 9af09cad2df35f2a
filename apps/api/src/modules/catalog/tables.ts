import { type AnyPgColumn, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id } from "../../db/columns.ts";
import { companyRef } from "../companies/tables.ts";

// The tables this module owns: only its repository reads and writes them (ADR 31).

export const categories = pgTable(
  "categories",
  {
    id: id(),
    companyId: companyRef(),
    parentId: integer().references((): AnyPgColumn => categories.id, { onDelete: "cascade" }),
    slug: text().notNull(),
    nameEn: text().notNull(),
    nameAr: text().notNull(),
    imageKey: text(),
    position: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("categories_company_slug").on(t.companyId, t.slug),
    index("categories_parent").on(t.parentId),
  ],
);
