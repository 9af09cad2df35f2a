import { sql } from "drizzle-orm";
import { pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id } from "../../db/columns.ts";
import { companyRef } from "../companies/tables.ts";

// The tables this module owns: only its repository reads and writes them (ADR 31).

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: id(),
    companyId: companyRef(),
    email: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("newsletter_company_email").on(t.companyId, sql`lower(${t.email})`)],
);
