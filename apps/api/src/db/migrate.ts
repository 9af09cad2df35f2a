import { join } from "node:path";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { apiRoot } from "./api-root.ts";
import type { DatabaseHandle } from "./client.ts";

const migrationsFolder = join(apiRoot(), "drizzle");
// Any constant shared by every instance; it keeps two starting servers from migrating at once.
export const migrationLock = 7_146_021;

/** Applies the committed migrations that the database has not seen yet. */
export async function migrate(handle: DatabaseHandle): Promise<void> {
  await handle.withExclusiveLock(migrationLock, async () => {
    // biome-ignore lint/suspicious/noExplicitAny: each migrator wants its driver's own type
    const db = handle.db as any;
    if (handle.kind === "pglite") await migratePglite(db, { migrationsFolder });
    else await migratePostgres(db, { migrationsFolder });
  });
}
