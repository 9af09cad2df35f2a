import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { writeBackupToken } from "./db/backup-token.ts";
import { openDatabase } from "./db/client.ts";
import { migrate } from "./db/migrate.ts";
import { watchForGracefulStop } from "./http/graceful-stop.ts";
import { refreshSearchDocuments } from "./modules/products/public.ts";
import { startTracing } from "./telemetry/tracing.ts";

async function main() {
  const config = loadConfig();
  const tracing = await startTracing("souq-api", config.exportTraces);
  const database = await openDatabase(config.database);
  await migrate(database);
  // Rows written before the search columns existed (or by an older release) get them now.
  const indexed = await refreshSearchDocuments(database.db, { onlyEmpty: true });
  if (indexed) console.info(`Indexed ${indexed} products for search.`);
  let stopping = false;
  // `npm run db:backup` proves it may read the data by reading this token from the data folder.
  const backupToken =
    database.kind === "pglite" ? await writeBackupToken(config.dataDir) : undefined;
  const app = await buildApp({
    config,
    database,
    isStopping: () => stopping,
    ...(backupToken ? { backupToken } : {}),
  });
  const graceful = watchForGracefulStop(app);

  // Answers everything already sent (bounded), then closes the database: exit 0 only if all was.
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, finishing the requests in flight`);
    const complete = await graceful.stop();
    if (!complete) app.log.warn("Stopped before every request in flight was answered");
    await database.close();
    await tracing.shutdown();
    process.exit(complete ? 0 : 1);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error("The API could not start:", error);
  process.exit(1);
});
