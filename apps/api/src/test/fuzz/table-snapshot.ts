import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { fuzzEmailDomain } from "./field-values.ts";

type Row = Record<string, unknown>;
/** Every row of every table of the public schema, by table name. */
export type Snapshot = Map<string, Row[]>;

const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

export async function snapshotTables(db: Database): Promise<Snapshot> {
  const tables = rowsOf(
    await db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  ).map((row) => String(row.table_name));
  const snapshot: Snapshot = new Map();
  for (const table of tables) {
    // One JSON text per row, so both engines give the same representation before and after.
    const rows = rowsOf(
      await db.execute(sql`select row_to_json(t)::text as row from ${sql.identifier(table)} t`),
    );
    snapshot.set(
      table,
      rows.map((row) => JSON.parse(String(row.row)) as Row),
    );
  }
  return snapshot;
}

/**
 * Tables that count attempts (failed sign-ins, rate limits): any request may add to them, and
 * that is their purpose.
 */
const isBookkeeping = (table: string) => /(^|_)attempts$|^rate_limits?(_|$)/.test(table);

interface OwnedRecords {
  users: Set<number>;
  /** Every email the suite may send, in lower case. */
  emails: Set<string>;
  carts: Set<number>;
  orders: Set<number>;
  /** Card payment attempts of its orders (their sandbox payments name them). */
  payments: Set<string>;
  /** Conversations with vendors its shoppers started (and so the messages in them). */
  threads: Set<number>;
  /** Products the suite's shoppers reviewed: writing a review recomputes their rating. */
  reviewedProducts: Set<number>;
}

const isSuiteEmail = (value: unknown) =>
  typeof value === "string" && value.toLowerCase().endsWith(`@${fuzzEmailDomain}`);

/** Emails the suite sends: its own domain's, and the others it names (another shopper's). */
const isSentEmail = (value: unknown, sent: Set<string>) =>
  isSuiteEmail(value) || (typeof value === "string" && sent.has(value.toLowerCase()));

function idsWhere(snapshot: Snapshot, table: string, keep: (row: Row) => boolean): number[] {
  return (snapshot.get(table) ?? []).filter(keep).map((row) => Number(row.id));
}

/**
 * The suite's own accounts are those with an email of its domain that did not exist before with
 * another email; their carts and orders are theirs too, and so are the guest carts made meanwhile.
 */
function ownedRecordsOf(before: Snapshot, after: Snapshot, emails: string[]): OwnedRecords {
  const othersBefore = new Set(idsWhere(before, "users", (row) => !isSuiteEmail(row.email)));
  const users = new Set(
    idsWhere(after, "users", (row) => isSuiteEmail(row.email)).filter(
      (id) => !othersBefore.has(id),
    ),
  );
  const ownedBy = (table: string) =>
    new Set(
      [before, after].flatMap((s) => idsWhere(s, table, (row) => users.has(Number(row.user_id)))),
    );
  const reviewedProducts = new Set(
    (after.get("reviews") ?? [])
      .filter((row) => users.has(Number(row.user_id)))
      .map((row) => Number(row.product_id)),
  );
  // Anyone may start a guest cart: the ones made during the run are the suite's.
  const cartsBefore = new Set(idsWhere(before, "carts", () => true));
  const newGuestCarts = idsWhere(
    after,
    "carts",
    (row) => row.user_id === null && !cartsBefore.has(Number(row.id)),
  );
  const orders = ownedBy("orders");
  return {
    users,
    emails: new Set(emails.map((email) => email.toLowerCase())),
    carts: new Set([...ownedBy("carts"), ...newGuestCarts]),
    orders,
    payments: new Set(
      [before, after].flatMap((s) =>
        (s.get("payments") ?? [])
          .filter((row) => orders.has(Number(row.order_id)))
          .map((row) => String(row.id)),
      ),
    ),
    threads: ownedBy("vendor_threads"),
    reviewedProducts,
  };
}

/**
 * A row as compared, or null when it is the suite's to change: rows of its own accounts (and of
 * their carts, orders and conversations with vendors), the guest carts it made, new rows naming an email it sent (anyone may sign any address up for
 * the newsletter), new unused password-reset links (anyone may ask for one for any account), and
 * the rating columns of the products its shoppers reviewed.
 */
function comparable(table: string, row: Row, owned: OwnedRecords, isNew: boolean): string | null {
  if (table === "users" && owned.users.has(Number(row.id))) return null;
  if ("user_id" in row && owned.users.has(Number(row.user_id))) return null;
  if (table === "carts" && owned.carts.has(Number(row.id))) return null;
  if ("cart_id" in row && owned.carts.has(Number(row.cart_id))) return null;
  if ("order_id" in row && owned.orders.has(Number(row.order_id))) return null;
  if ("thread_id" in row && owned.threads.has(Number(row.thread_id))) return null;
  if (table === "sandbox_payments" && owned.payments.has(String(row.reference))) return null;
  if (table !== "users" && isNew && isSentEmail(row.email, owned.emails)) return null;
  if (table === "password_reset_tokens" && isNew && row.used_at === null) return null;
  if (table === "products" && owned.reviewedProducts.has(Number(row.id))) {
    const { rating: _rating, rating_count: _count, ...rest } = row;
    return JSON.stringify(rest);
  }
  return JSON.stringify(row);
}

function counted(rows: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row, (counts.get(row) ?? 0) + 1);
  return counts;
}

function missingFrom(rows: string[], other: Map<string, number>): string[] {
  const left = new Map(other);
  return rows.filter((row) => {
    const count = left.get(row) ?? 0;
    if (count > 0) left.set(row, count - 1);
    return count === 0;
  });
}

const shorten = (row: string) => (row.length > 400 ? `${row.slice(0, 400)}…` : row);

/** Each table whose rows changed beyond what the suite owns, with a few of the rows that did. */
export function changesBetween(before: Snapshot, after: Snapshot, sentEmails: string[]): string[] {
  const owned = ownedRecordsOf(before, after, sentEmails);
  const changes: string[] = [];
  for (const table of new Set([...before.keys(), ...after.keys()])) {
    if (isBookkeeping(table)) continue;
    const beforeIds = new Set((before.get(table) ?? []).map((row) => String(row.id)));
    const rowsOf = (snapshot: Snapshot, isAfter: boolean) =>
      (snapshot.get(table) ?? [])
        .map((row) => comparable(table, row, owned, isAfter && !beforeIds.has(String(row.id))))
        .filter((row): row is string => row !== null);
    const old = rowsOf(before, false);
    const now = rowsOf(after, true);
    const removed = missingFrom(old, counted(now));
    const added = missingFrom(now, counted(old));
    if (removed.length === 0 && added.length === 0) continue;
    changes.push(
      [
        `${table}: ${removed.length} row(s) gone or changed, ${added.length} new or changed`,
        ...removed.slice(0, 3).map((row) => `  - ${shorten(row)}`),
        ...added.slice(0, 3).map((row) => `  + ${shorten(row)}`),
      ].join("\n"),
    );
  }
  return changes;
}
