import { index, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id } from "../../db/columns.ts";
import { companyRef } from "../companies/tables.ts";

// The tables this module owns: only its repository reads and writes them (ADR 31).

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: id(),
    companyId: companyRef(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    subject: text().notNull(),
    message: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("contact_messages_company").on(t.companyId, t.createdAt)],
);
