import type { FastifyPluginAsync } from "fastify";
import type { DatabaseHandle } from "../db/client.ts";
import { bearsToken } from "../http/bears-token.ts";
import { madeOnThisMachine } from "../http/made-on-this-machine.ts";

/** Where `npm run db:backup` asks a running API for a copy of its embedded database. */
export const backupPath = "/api/dev/backup";

export interface BackupOptions {
  database: DatabaseHandle;
  /** Written by the server to a file in its data folder: whoever can read it may read the data. */
  token: string;
}

/**
 * GET /api/dev/backup: the embedded database as a gzipped archive, for `npm run db:backup` while
 * the API runs (PGlite belongs to this process; nobody else may open its folder). Only this
 * machine with the data folder's token is answered; anyone else is told there is nothing.
 */
export const backupRoutes: FastifyPluginAsync<BackupOptions> = async (app, { database, token }) => {
  const backup = database.backup;
  if (!backup) return;
  app.get(backupPath, { schema: { hide: true } }, async (request, reply) => {
    if (!madeOnThisMachine(request) || !bearsToken(request, token)) return reply.callNotFound();
    const archive = await backup();
    return reply
      .header("Cache-Control", "no-store")
      .type("application/gzip")
      .send(Buffer.from(await archive.arrayBuffer()));
  });
};
