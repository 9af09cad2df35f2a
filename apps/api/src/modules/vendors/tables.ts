import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
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
    /**
     * The vendor's VAT registration number (15 digits, the first and the last a 3): the seller's
     * number on its tax invoices. A vendor without one cannot be invoiced, so not ordered from.
     */
    vatNumber: text(),
    /**
     * Working days the vendor takes to hand an order to the courier (0: the day it is placed,
     * before the cut-off). Delivery dates add the courier's days to it (ADR 52).
     */
    handlingDays: integer().notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("vendors_company_slug").on(t.companyId, t.slug),
    check("vendors_vat_number", sql`${t.vatNumber} ~ '^3[0-9]{13}3$'`),
    check("vendors_handling_days", sql`${t.handlingDays} between 0 and 10`),
  ],
);
