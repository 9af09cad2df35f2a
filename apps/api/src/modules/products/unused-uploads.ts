import { rm } from "node:fs/promises";
import { join } from "node:path";
import { pictureWidths } from "@souq/contract/picture-widths";
import type { Database } from "../../db/client.ts";
import { pictureFileName } from "../../media/pictures.ts";
import {
  deleteUnusedUploads,
  lockUploadKey,
  type PictureShownElsewhere,
  selectUnusedUploadKeys,
  trySweepLock,
} from "./unused-uploads-repository.ts";

// Pictures a vendor uploaded and no product kept are deleted after a day (ADR 55).

/** How long an upload nobody names is kept: a vendor may upload, then save the product later. */
export const unusedUploadAgeMs = 24 * 60 * 60_000;
/** At most this many pictures a sweep, so one sweep is short whatever has piled up. */
export const uploadSweepBatch = 200;

export interface UploadSweepContext {
  db: Database;
  mediaDir: string;
  /** Whether something outside the products module shows a picture (a past order's line). */
  shownElsewhere: PictureShownElsewhere;
  /** The time uploads' age is measured at; the system's by default. */
  now?: Date;
  limit?: number;
}

/**
 * Deletes the pictures vendors uploaded more than a day ago that no product names (never saved
 * into one, or dropped from one since) and no order shows: their upload rows, then their files at
 * every width. Only uploads are candidates, so the seed's pictures are never touched; a picture
 * uploaded again within the day is kept with its new upload. Answers how many pictures went.
 */
export async function sweepUnusedUploads(context: UploadSweepContext): Promise<number> {
  const { db, mediaDir, shownElsewhere } = context;
  const cutoff = new Date((context.now ?? new Date()).getTime() - unusedUploadAgeMs);
  return db.transaction(async (tx) => {
    if (!(await trySweepLock(tx))) return 0;
    const keys = await selectUnusedUploadKeys(
      tx,
      cutoff,
      context.limit ?? uploadSweepBatch,
      shownElsewhere,
    );
    // Each key is held to the end, so an upload of the same picture waits and then stores it again.
    for (const key of [...keys].sort()) await lockUploadKey(tx, key);
    const gone = await deleteUnusedUploads(tx, keys, cutoff, shownElsewhere);
    await Promise.all(
      gone.flatMap((key) =>
        pictureWidths.map((width) =>
          rm(join(mediaDir, pictureFileName(key, width)), { force: true }),
        ),
      ),
    );
    return gone.length;
  });
}
