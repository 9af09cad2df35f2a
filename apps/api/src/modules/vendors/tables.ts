import { pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id } from "../../db/columns.ts";
import { companyRef } from "../companies/tables.ts";

// The tables this module owns: only its repository reads and writes them (ADR 31).

export const vendors = pgTable(
  "vendors",
  {
    id: id(),
    companyId: companyRef(),
    slug: text().notNull(),
    nameEn: text().notNull(),
    nameAr: text().notNull(),
    descriptionEn: text().notNull(),
    descriptionAr: text().notNull(),
    cityEn: text().notNull(),
    cityAr: text().notNull(),
    colour: text().notNull(),
    logoKey: text(),
    /** Where shoppers' messages to the vendor are mailed; without one they are only stored. */
    email: text(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("vendors_company_slug").on(t.companyId, t.slug)],
);
