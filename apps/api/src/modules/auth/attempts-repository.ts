import { and, gt, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { loginAttempts } from "../../db/schema.ts";

export interface AttemptCount {
  key: string;
  failures: number;
  windowStartedAt: Date;
}

/** The counts of the given keys whose window started after `windowStart`. */
export async function selectAttempts(
  db: Database,
  keys: string[],
  windowStart: Date,
): Promise<AttemptCount[]> {
  return db
    .select({
      key: loginAttempts.key,
      failures: loginAttempts.failures,
      windowStartedAt: loginAttempts.windowStartedAt,
    })
    .from(loginAttempts)
    .where(and(inArray(loginAttempts.key, keys), gt(loginAttempts.windowStartedAt, windowStart)));
}

/**
 * Counts one more failure for each key, in one statement so that concurrent requests on any
 * instance add up: a key whose window has passed starts a new one at `now`.
 */
export async function countFailure(db: Database, keys: string[], now: Date, windowStart: Date) {
  const expired = sql`${loginAttempts.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz`;
  await db
    .insert(loginAttempts)
    .values(keys.map((key) => ({ key, failures: 1, windowStartedAt: now })))
    .onConflictDoUpdate({
      target: loginAttempts.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${loginAttempts.failures} + 1 end`,
        windowStartedAt: sql`case when ${expired} then excluded.window_started_at else ${loginAttempts.windowStartedAt} end`,
      },
    });
}

export async function deleteAttempts(db: Database, keys: string[]) {
  await db.delete(loginAttempts).where(inArray(loginAttempts.key, keys));
}

/** Drops counts whose window ended long ago, so the table stays small. */
export async function deleteAttemptsBefore(db: Database, windowStart: Date) {
  await db.delete(loginAttempts).where(lte(loginAttempts.windowStartedAt, windowStart));
}
