import { AppError } from "../../app-error.ts";
import type { Database } from "../../db/client.ts";
import type { MessageKey } from "../../i18n/messages.ts";
import { clientNetwork } from "../../net/client-network.ts";
import { addToCounts, deleteCounts, deleteCountsBefore } from "./repository.ts";

/** How many times something may be done for one key within one window. */
export interface RateLimit {
  /** The key's prefix: "login-email", "register-ip", … */
  kind: string;
  max: number;
  windowMs: number;
}

const minute = 60_000;
const hour = 60 * minute;

/**
 * Every limit the API enforces, in one place so they can be read and documented together.
 * Counts live in the database, so they hold across every API process that shares it.
 */
export const rateLimits = {
  /** Failed sign-ins: 5 for one email, 20 from one address, in 15 minutes. */
  loginEmail: { kind: "email", max: 5, windowMs: 15 * minute },
  loginAddress: { kind: "ip", max: 20, windowMs: 15 * minute },
  /** Sign-ups from one address; sign-up emails (a link or a notice) to one mailbox. */
  registerAddress: { kind: "register-ip", max: 20, windowMs: hour },
  registerEmail: { kind: "register-email", max: 3, windowMs: hour },
  /** Reset requests from one address; reset emails to one mailbox. */
  resetAddress: { kind: "reset-ip", max: 10, windowMs: hour },
  resetEmail: { kind: "reset", max: 3, windowMs: hour },
  /** Wrong current passwords given to change one account's password, in 15 minutes. */
  profilePasswordAccount: { kind: "profile-password-user", max: 5, windowMs: 15 * minute },
  /** Profile pictures one account uploads (each costs about a second of decoding). */
  profilePictureAccount: { kind: "profile-picture-user", max: 10, windowMs: hour },
  /** Reviews written by one account and from one address. */
  reviewAccount: { kind: "review-user", max: 10, windowMs: hour },
  reviewAddress: { kind: "review-ip", max: 10, windowMs: hour },
  /** Blog comments written by one account and from one address (shown at once, as reviews are). */
  blogCommentAccount: { kind: "blog-comment-user", max: 10, windowMs: hour },
  blogCommentAddress: { kind: "blog-comment-ip", max: 10, windowMs: hour },
  /** Messages to vendors sent by one account and from one address (each one is mailed). */
  vendorMessageAccount: { kind: "vendor-message-user", max: 20, windowMs: hour },
  vendorMessageAddress: { kind: "vendor-message-ip", max: 40, windowMs: hour },
  /** Keyword searches from one shopper's address (live suggestions ask at most twice a second). */
  searchAddress: { kind: "search-ip", max: 240, windowMs: minute },
  /** Contact-page messages from one address and from one email (each is stored and mailed). */
  contactAddress: { kind: "contact-ip", max: 10, windowMs: hour },
  contactEmail: { kind: "contact-email", max: 3, windowMs: hour },
  /** New guest carts from one address (each is a row kept for 30 days). */
  guestCartAddress: { kind: "guest-cart-ip", max: 60, windowMs: hour },
  /**
   * Cart changes (add, change quantities, remove, merge) to one account's cart, to one guest cart
   * and from one address: a shopper changes a cart now and then; a client looping on them would
   * take the embedded database's time from every other shopper (ADR 40). Reads are not counted.
   */
  cartChangeAccount: { kind: "cart-user", max: 60, windowMs: minute },
  cartChangeGuestCart: { kind: "cart-guest", max: 60, windowMs: minute },
  cartChangeAddress: { kind: "cart-ip", max: 240, windowMs: minute },
  /**
   * A vendor's desk (ADR 47), per staff account: its reads (lists, a shipment, a conversation,
   * the dashboard) and its writes (a step, a product's prices and stock, a reply).
   */
  vendorDeskReadAccount: { kind: "vendor-read-user", max: 600, windowMs: minute },
  vendorDeskWriteAccount: { kind: "vendor-write-user", max: 120, windowMs: minute },
  /** Product pictures uploaded by one staff account (each is decoded and re-encoded). */
  vendorPictureAccount: { kind: "vendor-picture-user", max: 200, windowMs: hour },
} as const satisfies Record<string, RateLimit>;

export interface LimitedKey {
  limit: RateLimit;
  /** What is being counted: a normalised email, an address, a user id. */
  value: string;
}

/** A limit counted per client address (per /64 network for IPv6). */
export const byAddress = (limit: RateLimit, ip: string): LimitedKey => ({
  limit,
  value: clientNetwork(ip),
});

const keyOf = ({ limit, value }: LimitedKey) => `${limit.kind}:${value}`;
const day = 24 * hour;

/**
 * Counts one use against every key at once, before the work it guards is done, and answers the
 * seconds to wait when any key is now past its limit (0 when all are within). Counting first is
 * what makes the limit exact when many requests arrive together.
 */
export async function countUse(db: Database, keys: LimitedKey[], now: Date): Promise<number> {
  let wait = 0;
  for (const { key, count } of await addToEach(db, keys, 1, now)) {
    if (!count || count.count <= key.limit.max) continue;
    const endsAt = count.windowStartedAt.getTime() + key.limit.windowMs;
    wait = Math.max(wait, Math.ceil((endsAt - now.getTime()) / 1000));
  }
  // Counts from windows that ended a day ago cannot matter any more.
  if (Math.random() < 0.05) await deleteCountsBefore(db, new Date(now.getTime() - day));
  return wait;
}

/** Adds `step` to every key's count, one statement per window length, and pairs each key with its count. */
async function addToEach(db: Database, keys: LimitedKey[], step: number, now: Date) {
  const counted = [];
  for (const windowMs of new Set(keys.map((key) => key.limit.windowMs))) {
    const sameWindow = keys.filter((key) => key.limit.windowMs === windowMs);
    const windowStart = new Date(now.getTime() - windowMs);
    const counts = await addToCounts(db, sameWindow.map(keyOf), step, now, windowStart);
    for (const key of sameWindow) {
      counted.push({ key, count: counts.find((row) => row.key === keyOf(key)) });
    }
  }
  return counted;
}

/** Counts one use and fails with 429 and Retry-After when any key is past its limit. */
export async function enforceLimits(
  db: Database,
  keys: LimitedKey[],
  now: Date,
  messageKey: MessageKey = "too_many_requests",
): Promise<void> {
  const wait = await countUse(db, keys, now);
  if (wait > 0) {
    throw new AppError("rate_limited", messageKey, {}, { retryAfterSeconds: Math.max(wait, 1) });
  }
}

/** Gives back a use that turned out not to count (a sign-in that succeeded). */
export async function refundUse(db: Database, keys: LimitedKey[], now: Date): Promise<void> {
  await addToEach(db, keys, -1, now);
}

/** Forgets the counts of the keys (the mailbox's owner proved who they are). */
export async function forgetCounts(db: Database, keys: LimitedKey[]): Promise<void> {
  await deleteCounts(db, keys.map(keyOf));
}

/** Keyword searches are the costliest reads: counted per shopper's address. */
export async function limitSearches(db: Database, ip: string, now: Date): Promise<void> {
  await enforceLimits(db, [byAddress(rateLimits.searchAddress, ip)], now);
}
