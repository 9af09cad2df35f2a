import { inArray, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { loginAttempts as counters } from "./tables.ts";

export interface Count {
  key: string;
  count: number;
  windowStartedAt: Date;
}

/**
 * Adds `step` to each key's count in one statement and answers the counts after it, so that
 * concurrent requests on any number of API processes sharing the database add up exactly: a key
 * whose window started at or before `windowStart` begins a new window at `now`.
 */
export async function addToCounts(
  db: Database,
  keys: string[],
  step: number,
  now: Date,
  windowStart: Date,
): Promise<Count[]> {
  const expired = sql`${counters.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz`;
  const rows = await db
    .insert(counters)
    .values(keys.map((key) => ({ key, failures: Math.max(step, 0), windowStartedAt: now })))
    .onConflictDoUpdate({
      target: counters.key,
      set: {
        failures: sql`case when ${expired} then ${Math.max(step, 0)} else greatest(${counters.failures} + ${step}, 0) end`,
        windowStartedAt: sql`case when ${expired} then excluded.window_started_at else ${counters.windowStartedAt} end`,
      },
    })
    .returning({
      key: counters.key,
      count: counters.failures,
      windowStartedAt: counters.windowStartedAt,
    });
  return rows;
}

export async function deleteCounts(db: Database, keys: string[]) {
  await db.delete(counters).where(inArray(counters.key, keys));
}

/** Drops counts whose window ended long ago, so the table stays small. */
export async function deleteCountsBefore(db: Database, windowStart: Date) {
  await db.delete(counters).where(lte(counters.windowStartedAt, windowStart));
}
