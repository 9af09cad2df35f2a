import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

// The tables this module owns: only its repository reads and writes them (ADR 31).

/**
 * Failed attempts counted per key ("email:…", "ip:…") in a fixed window, in the database so that
 * every API instance sees the same counts.
 */
export const loginAttempts = pgTable(
  "login_attempts",
  {
    key: text().primaryKey(),
    failures: integer().notNull(),
    windowStartedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index("login_attempts_window").on(t.windowStartedAt)],
);
