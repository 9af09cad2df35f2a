import { AppError } from "../../app-error.ts";
import type { Database } from "../../db/client.ts";
import {
  countFailure,
  deleteAttempts,
  deleteAttemptsBefore,
  selectAttempts,
} from "./attempts-repository.ts";

/** How many failures a key may have within one window before it must wait. */
export interface AttemptLimit {
  /** The key's prefix: "email", "ip", … */
  kind: string;
  maxFailures: number;
  windowMs: number;
}

const fifteenMinutes = 15 * 60_000;

/** More than 5 failed sign-ins for one email, or 20 from one address, in 15 minutes: wait. */
export const loginLimits = {
  email: { kind: "email", maxFailures: 5, windowMs: fifteenMinutes },
  ip: { kind: "ip", maxFailures: 20, windowMs: fifteenMinutes },
} as const satisfies Record<string, AttemptLimit>;

/** At most 3 reset emails to one address an hour, so nobody can flood an inbox. */
export const resetEmailLimit: AttemptLimit = {
  kind: "reset",
  maxFailures: 3,
  windowMs: 60 * 60_000,
};

export interface LimitedKey {
  limit: AttemptLimit;
  /** What is being counted: a normalised email, an IP address. */
  value: string;
}

const keyOf = ({ limit, value }: LimitedKey) => `${limit.kind}:${value}`;
const longestWindow = (keys: LimitedKey[]) => Math.max(...keys.map((key) => key.limit.windowMs));

/** Seconds until every exhausted key may try again; 0 when none is exhausted. */
export async function secondsUntilAllowed(
  db: Database,
  keys: LimitedKey[],
  now: Date,
): Promise<number> {
  const counts = await selectAttempts(
    db,
    keys.map(keyOf),
    new Date(now.getTime() - longestWindow(keys)),
  );
  let wait = 0;
  for (const key of keys) {
    const count = counts.find((row) => row.key === keyOf(key));
    if (!count || count.failures < key.limit.maxFailures) continue;
    const endsAt = count.windowStartedAt.getTime() + key.limit.windowMs;
    wait = Math.max(wait, Math.ceil((endsAt - now.getTime()) / 1000));
  }
  return wait;
}

/** Fails with 429 and Retry-After while any of the keys has used up its failures. */
export async function assertNotLimited(db: Database, keys: LimitedKey[], now: Date) {
  const wait = await secondsUntilAllowed(db, keys, now);
  if (wait > 0) {
    throw new AppError("rate_limited", "too_many_attempts", {}, { retryAfterSeconds: wait });
  }
}

/** Counts a failure (or a use, for limits on how often something is done) against each key. */
export async function recordAttempt(db: Database, keys: LimitedKey[], now: Date) {
  for (const windowMs of new Set(keys.map((key) => key.limit.windowMs))) {
    const sameWindow = keys.filter((key) => key.limit.windowMs === windowMs);
    await countFailure(db, sameWindow.map(keyOf), now, new Date(now.getTime() - windowMs));
  }
  // Counts from windows that ended a day ago cannot matter any more.
  await deleteAttemptsBefore(db, new Date(now.getTime() - 24 * 60 * 60_000));
}

export async function forgetAttempts(db: Database, keys: LimitedKey[]) {
  await deleteAttempts(db, keys.map(keyOf));
}
