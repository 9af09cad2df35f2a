import { sql } from "drizzle-orm";
import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, id } from "../../db/columns.ts";
import { companies, companyRef } from "../companies/tables.ts";

// The tables this module owns: only its repository reads and writes them (ADR 31).

/** Shoppers sign in once and may belong to several marketplaces. */
export const users = pgTable(
  "users",
  {
    id: id(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    passwordHash: text().notNull(),
    /** "en-GB" or "ar-SA"; the storefront language follows it at sign-in. */
    locale: text().notNull().default("ar-SA"),
    imageKey: text(),
    address: text(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("users_email").on(sql`lower(${t.email})`)],
);

export const userCompanies = pgTable(
  "user_companies",
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: companyRef(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyId] })],
);

/** A signed-in session: only a hash of the bearer token is kept. */
export const sessions = pgTable(
  "sessions",
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: companyRef(),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("sessions_token_hash").on(t.tokenHash), index("sessions_user").on(t.userId)],
);

/** A password-reset link: only a hash of its token is kept; it works once, for a short while. */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("password_reset_tokens_token_hash").on(t.tokenHash),
    index("password_reset_tokens_user").on(t.userId),
  ],
);

/**
 * A sign-up waiting for its email to be confirmed: the account is opened only from the link
 * mailed to the address. Only a hash of the link's token is kept; it works once, for a day.
 */
export const pendingSignups = pgTable(
  "pending_signups",
  {
    id: id(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    /** "en-GB" or "ar-SA": the language the shopper signed up in. */
    locale: text().notNull(),
    /** The marketplace asked for, if any; the first session is bound to it. */
    companyId: integer().references(() => companies.id, { onDelete: "cascade" }),
    passwordHash: text().notNull(),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("pending_signups_token_hash").on(t.tokenHash),
    index("pending_signups_email").on(sql`lower(${t.email})`),
    index("pending_signups_expires_at").on(t.expiresAt),
  ],
);
