import { and, asc, eq, gte, inArray, lt, not, notExists, type SQL, sql } from "drizzle-orm";
import { type AnyPgColumn, alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client.ts";
import { productPictures, productUploads } from "./tables.ts";

// Pictures vendors uploaded that no product names (ADR 55): found, locked and forgotten.

/** Whether something outside this module still shows a picture, as a condition on its key. */
export type PictureShownElsewhere = (mediaKey: AnyPgColumn) => SQL;

/**
 * Advisory locks: one per picture key in a two-number space of its own (this number, the key's
 * hash), and one for the sweep itself, a single number beyond what a 32-bit hash can be, so it
 * never meets the locks that other parts of the API take by hash or the migrations' lock.
 */
const uploadKeyLocks = 55;
/** The lock one sweep holds, so two API processes never sweep at once. */
const sweepLock = 5_500_000_001;

/**
 * Holds one key's files until the transaction ends: an upload storing that picture and the sweep
 * removing it take turns, so an upload never records a picture whose files the sweep is deleting.
 */
export async function lockUploadKey(tx: Database, mediaKey: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${uploadKeyLocks}::integer, hashtext(${mediaKey}::text))`,
  );
}

/** Whether this transaction may sweep: false while another process's sweep runs. */
export async function trySweepLock(tx: Database): Promise<boolean> {
  const result = await tx.execute(
    sql`select pg_try_advisory_xact_lock(${sweepLock}::bigint) as locked`,
  );
  return (result as unknown as { rows: Array<{ locked: boolean }> }).rows[0]?.locked === true;
}

const fresh = alias(productUploads, "fresh_upload");

/** No product names the upload's picture, nor does anything else that shows one. */
function unused(tx: Database, shownElsewhere: PictureShownElsewhere) {
  return and(
    notExists(
      tx
        .select({ one: sql`1` })
        .from(productPictures)
        .where(eq(productPictures.mediaKey, productUploads.mediaKey)),
    ),
    not(shownElsewhere(productUploads.mediaKey)),
  );
}

/** No upload of the same picture is younger than the cutoff (a vendor may be about to name it). */
function noFreshUpload(tx: Database, cutoff: Date) {
  return notExists(
    tx
      .select({ one: sql`1` })
      .from(fresh)
      .where(and(eq(fresh.mediaKey, productUploads.mediaKey), gte(fresh.createdAt, cutoff))),
  );
}

/** The keys of at most `limit` pictures uploaded before the cutoff and used by nothing, oldest first. */
export async function selectUnusedUploadKeys(
  tx: Database,
  cutoff: Date,
  limit: number,
  shownElsewhere: PictureShownElsewhere,
): Promise<string[]> {
  const rows = await tx
    .select({ mediaKey: productUploads.mediaKey })
    .from(productUploads)
    .where(
      and(
        lt(productUploads.createdAt, cutoff),
        noFreshUpload(tx, cutoff),
        unused(tx, shownElsewhere),
      ),
    )
    .groupBy(productUploads.mediaKey)
    .orderBy(asc(sql`min(${productUploads.createdAt})`), asc(productUploads.mediaKey))
    .limit(limit);
  return rows.map((row) => row.mediaKey);
}

/**
 * Deletes the uploads of some pictures that are still unused, and answers the keys whose uploads
 * went. Their rows are locked first, waiting for any save that is naming one of them (a save reads
 * the uploads it names under a share lock); the delete then reads anew, so a picture such a save
 * made a product's is kept.
 */
export async function deleteUnusedUploads(
  tx: Database,
  mediaKeys: readonly string[],
  cutoff: Date,
  shownElsewhere: PictureShownElsewhere,
): Promise<string[]> {
  if (!mediaKeys.length) return [];
  await tx
    .select({ id: productUploads.id })
    .from(productUploads)
    .where(inArray(productUploads.mediaKey, [...mediaKeys]))
    .orderBy(asc(productUploads.id))
    .for("update");
  const deleted = await tx
    .delete(productUploads)
    .where(
      and(
        inArray(productUploads.mediaKey, [...mediaKeys]),
        lt(productUploads.createdAt, cutoff),
        noFreshUpload(tx, cutoff),
        unused(tx, shownElsewhere),
      ),
    )
    .returning({ mediaKey: productUploads.mediaKey });
  return [...new Set(deleted.map((row) => row.mediaKey))];
}
